import { useEffect } from 'react';
import { useAmountFormat, useMessages, useTokens } from '../../../hooks/index.ts';
import { Spinner } from '../Spinner.tsx';
import { TokenLogo } from './TokenLogo.tsx';

/**
 * The Tokens tab of Account (§2): the account's tokens on its network with what it holds (§9 token
 * balance; the native coin at its balance precision, as the Account card writes it) and its worth in
 * USD, zero-decimal tokens dropped (§5); 'Token Balance Unavailable' after a failure (§4).
 * While it shows, it asks for the list (the 30 s cache applies) on mount and again when a failure's
 * 30 s retry block ends, so the list comes back by itself once the API answers again.
 */
export function TokensTab() {
  const { rows, isLoading, error, isRetryBlocked, refresh } = useTokens();
  const { t, tError } = useMessages();
  const format = useAmountFormat();
  useEffect(() => {
    if (!isRetryBlocked) refresh();
  }, [isRetryBlocked, refresh]);
  if (isLoading) return <Spinner label={t('account.tokens.loading')} />;
  if (error && rows.length === 0)
    return (
      <p className="portico-error-text" role="alert">
        {tError(error)}
      </p>
    );
  if (rows.length === 0) return <p className="portico-note">{t('account.tokens.empty')}</p>;
  return (
    <ul className="portico-list" aria-label={t('account.tabs.tokens')}>
      {rows.map(({ token }) => (
        <li
          key={`${token.chainId}/${token.address ?? 'native'}`}
          className="portico-list-row portico-row"
          aria-label={token.symbol}
        >
          <TokenLogo iconUrl={token.iconUrl} symbol={token.symbol} />
          <span className="portico-row-main">
            <span className="portico-row-title" title={token.name}>
              {token.name}
            </span>
            {/* The native coin has no contract address (§3 Token balance). The full amount on hover; <bdi>:
                the amount and its symbol in the same order in every language, as the balance writes them. */}
            <bdi className="portico-row-sub" title={format.exact(token.quantity.numeric)}>
              {t('account.amount', {
                amount: format.holding(token.quantity.numeric, token.address === undefined),
                symbol: token.symbol,
              })}
            </bdi>
          </span>
          {token.value === undefined ? null : (
            <span className="portico-row-end">
              <span className="portico-row-value">{format.fiat(token.value)}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
