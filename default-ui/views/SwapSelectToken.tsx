import type { SwapToken } from '../../headless/index.ts';
import { useModal, usePortico, useSwap } from '../../hooks/index.ts';
import { TokenList } from '../components/picker/TokenPicker.tsx';
import { returnFocusToChip } from '../components/swap/chipFocus.ts';
import { useSwapStyles } from '../components/swap/useSwapStyles.ts';

/**
 * SwapSelectToken: choose the token to pay with (`side: 'source'`) or to receive (`side: 'to'`) from
 * the exchange's tokens on the account's network, in the token picker's searchable list (components/
 * picker/): the tokens the account holds first, each with its image, what it holds (written as the
 * Tokens tab writes it) and its worth. Arrows move, Enter chooses, Escape goes back. Choosing sets
 * that side through the swap flow (which swaps the sides when the token is the other side's) and goes
 * back to Swap, whose chip for that side gets focus again. Lazily loaded.
 */
export function SwapSelectToken() {
  useSwapStyles();
  const modal = usePortico();
  const { entry, back } = useModal();
  const { tokens, sourceToken, toToken, setSourceToken, setToToken } = useSwap();
  const side = entry.view === 'SwapSelectToken' ? entry.data.side : 'source';
  const close = () => {
    returnFocusToChip(modal, side);
    back();
  };
  const choose = (token: SwapToken) => {
    if (side === 'source') setSourceToken(token);
    else setToToken(token);
    close();
  };
  return (
    <div className="portico-swap-select">
      <TokenList
        tokens={tokens}
        selected={side === 'source' ? sourceToken : toToken}
        onSelect={choose}
        onEscape={close}
      />
    </div>
  );
}
