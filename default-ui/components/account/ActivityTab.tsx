import { useEffect, useRef } from 'react';
import { type Transaction, transactionTimeLabel } from '../../../headless/index.ts';
import { useActivity } from '../../../hooks/index.ts';
import { ErrorText } from '../ErrorText.tsx';
import { Spinner } from '../Spinner.tsx';
import { useNearEnd } from '../useNearEnd.ts';

const OPERATION_LABELS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burnt',
  trade: 'Traded',
  deploy: 'Deployed',
  approve: 'Approved',
  execute: 'Executed',
};

/** What moved, e.g. '-5 PUSD' or '+Portico Pets #2'. */
function transfersSummary(transaction: Transaction): string {
  return transaction.transfers
    .map((transfer) => {
      const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : '';
      if (transfer.nft_info) return `${sign}${transfer.nft_info.name ?? 'NFT'}`;
      return `${sign}${transfer.quantity.numeric} ${transfer.fungible_info?.symbol ?? ''}`.trim();
    })
    .join(', ');
}

/**
 * The Activity tab of Account (§2, §4 Transaction list): the account's transactions on its network,
 * newest first, spam hidden (§5), each with how long ago it was mined (§2: sec, min, hr, d, mo, yr).
 * Further pages load as the list scrolls to its end (and with "Load more", for keyboards and browsers
 * without IntersectionObserver). Opening the tab loads the first page again.
 */
export function ActivityTab() {
  const { transactions, isLoading, isLoadingMore, isEmpty, hasMore, error, loadMore, refresh } =
    useActivity();
  // Opening the tab shows the latest activity (a send may have been indexed since the last page).
  useEffect(() => refresh(), [refresh]);
  const sentinel = useRef<HTMLDivElement>(null);
  useNearEnd(sentinel, hasMore && !isLoadingMore, loadMore);
  if (isLoading) return <Spinner label="Loading activity" />;
  const now = Date.now();
  return (
    <>
      <ErrorText error={error} />
      {isEmpty || transactions.length === 0 ? (
        <p className="portico-note">No activity yet.</p>
      ) : (
        <ul className="portico-list" aria-label="Activity">
          {transactions.map((transaction) => {
            const label =
              OPERATION_LABELS[transaction.metadata.operationType] ?? transaction.metadata.operationType;
            const time = transactionTimeLabel(transaction, now);
            return (
              <li
                key={transaction.id}
                className="portico-list-row"
                aria-label={`${label} ${transfersSummary(transaction)}`}
              >
                <span className="portico-list-button-label">
                  <span>{label}</span>
                  <span className="portico-muted-text">{transfersSummary(transaction)}</span>
                </span>
                {transaction.metadata.status === 'confirmed' ? null : (
                  <span className="portico-tag">{transaction.metadata.status}</span>
                )}
                {time ? <span className="portico-muted-text">{time}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      <div ref={sentinel} className="portico-sentinel" />
      {hasMore ? (
        <button type="button" className="portico-button" disabled={isLoadingMore} onClick={loadMore}>
          {isLoadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
