import { useId, useState } from 'react';
import { isNativeSwapToken, type SwapToken } from '../../headless/index.ts';
import { useAmountFormat, useMessages, useModal, useSwap } from '../../hooks/index.ts';
import { TokenLogo } from '../components/swap/TokenLogo.tsx';
import { tokensFor } from '../components/swap/tokenSearch.ts';
import { useSwapStyles } from '../components/swap/useSwapStyles.ts';

/**
 * SwapSelectToken: choose the token to pay with (`side: 'source'`) or to receive (`side: 'to'`) from
 * the exchange's tokens on the account's network, with a search; the tokens the account holds come
 * first, each with what it holds (written as the Tokens tab writes it). Choosing sets that side (the swap flow swaps the sides when the
 * token is the other side's) and goes back to Swap. Lazily loaded.
 */
export function SwapSelectToken() {
  useSwapStyles();
  const { entry, back } = useModal();
  const { tokens, sourceToken, toToken, setSourceToken, setToToken } = useSwap();
  const { t } = useMessages();
  const format = useAmountFormat();
  const [search, setSearch] = useState('');
  const id = useId();
  const side = entry.view === 'SwapSelectToken' ? entry.data.side : 'source';
  const chosen = side === 'source' ? sourceToken : toToken;
  const shown = tokensFor(tokens, search);
  const choose = (token: SwapToken) => {
    if (side === 'source') setSourceToken(token);
    else setToToken(token);
    back();
  };
  return (
    <>
      <label className="portico-visually-hidden" htmlFor={`${id}-search`}>
        {t('swap.search')}
      </label>
      <input
        id={`${id}-search`}
        className="portico-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swap.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="portico-note">{t('swap.noTokens')}</p>
      ) : (
        <ul className="portico-list portico-swap-tokens" aria-label={t('swap.tokens')}>
          {shown.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="portico-list-button"
                aria-label={token.symbol}
                aria-current={chosen?.address === token.address ? 'true' : undefined}
                onClick={() => choose(token)}
              >
                <TokenLogo token={token} />
                <span className="portico-list-button-label">
                  <span>{token.symbol}</span>
                  <span className="portico-muted-text">{token.name}</span>
                </span>
                <span className="portico-tag">
                  {t('account.amount', {
                    amount: format.holding(token.quantity.numeric, isNativeSwapToken(token)),
                    symbol: token.symbol,
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
