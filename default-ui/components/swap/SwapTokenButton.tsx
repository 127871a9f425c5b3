import type { SwapToken } from '../../../headless/index.ts';
import { useMessages } from '../../../hooks/index.ts';
import { TokenLogo } from './TokenLogo.tsx';

/**
 * The button of one side of the Swap view: the chosen token (logo and symbol), or "Choose token";
 * it opens SwapSelectToken for that side. Its accessible name says which side it is.
 */
export function SwapTokenButton({
  side,
  token,
  onClick,
}: {
  side: 'source' | 'to';
  token: SwapToken | undefined;
  onClick: () => void;
}) {
  const { t } = useMessages();
  const chooseToken = t('swap.chooseToken');
  const symbol = token?.symbol ?? chooseToken;
  return (
    <button
      type="button"
      className="portico-button portico-button--compact portico-swap-token"
      aria-label={t(side === 'source' ? 'swap.payToken' : 'swap.receiveToken', { symbol })}
      onClick={onClick}
    >
      {token ? <TokenLogo token={token} /> : null}
      <span>{symbol}</span>
    </button>
  );
}
