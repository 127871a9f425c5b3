import { useEffect, useRef } from 'react';
import {
  type AmountFormat,
  type MessageId,
  type Transaction,
  transactionAge,
} from '../../../headless/index.ts';
import { type Messages, useActivity, useAmountFormat, useMessages } from '../../../hooks/index.ts';
import { ErrorText } from '../ErrorText.tsx';
import { ActivityIcon, ArrivedIcon, SendIcon } from '../icons.tsx';
import { Spinner } from '../Spinner.tsx';
import { useNearEnd } from '../useNearEnd.ts';

const OPERATION_LABELS: Readonly<Record<string, MessageId>> = {
  send: 'account.activity.operation.send',
  receive: 'account.activity.operation.receive',
  mint: 'account.activity.operation.mint',
  burn: 'account.activity.operation.burn',
  trade: 'account.activity.operation.trade',
  deploy: 'account.activity.operation.deploy',
  approve: 'account.activity.operation.approve',
  execute: 'account.activity.operation.execute',
};

/** How a row pictures what happened: out of the account, into it, or anything else. */
const SENT_LOOK = { Icon: SendIcon, className: 'portico-row-logo--sent' };
const RECEIVED_LOOK = { Icon: ArrivedIcon, className: 'portico-row-logo--received' };
const OTHER_LOOK = { Icon: ActivityIcon, className: '' };
const OPERATION_LOOKS: Readonly<Record<string, typeof SENT_LOOK>> = {
  send: SENT_LOOK,
  receive: RECEIVED_LOOK,
  mint: RECEIVED_LOOK,
  burn: SENT_LOOK,
};

// Statuses the catalogue names; another one (from a newer API) shows as the API gave it.
const STATUS_LABELS: Readonly<Record<string, MessageId>> = {
  pending: 'account.activity.status.pending',
  failed: 'account.activity.status.failed',
};

/**
 * What moved, e.g. '-5 PUSD', '+12.346 PTK' or '+Portico Pets #2': an amount is a §9 quantity signed
 * with the locale's signs; an NFT's name takes the catalogue's '+'/'-'.
 */
function transfersSummary(transaction: Transaction, messages: Messages, format: AmountFormat): string {
  const { t, locale } = messages;
  const items = transaction.transfers.map((transfer) => {
    const { direction } = transfer;
    if (transfer.nft_info) {
      const item = transfer.nft_info.name ?? t('account.activity.nft');
      if (direction === 'out') return t('account.activity.out', { item });
      return direction === 'in' ? t('account.activity.in', { item }) : item;
    }
    const amount = format.quantity(
      transfer.quantity.numeric,
      direction === 'in' || direction === 'out' ? { direction } : {},
    );
    const symbol = transfer.fungible_info?.symbol;
    return symbol ? t('account.amount', { amount, symbol }) : amount;
  });
  // 'a, b' in English, each language's own separators elsewhere.
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(items);
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
  const messages = useMessages();
  const format = useAmountFormat();
  const { t, tError } = messages;
  // Opening the tab shows the latest activity (a send may have been indexed since the last page).
  useEffect(() => refresh(), [refresh]);
  const sentinel = useRef<HTMLDivElement>(null);
  useNearEnd(sentinel, hasMore && !isLoadingMore, loadMore);
  if (isLoading) return <Spinner label={t('account.activity.loading')} />;
  const now = Date.now();
  return (
    <>
      <ErrorText error={error && tError(error)} />
      {isEmpty || transactions.length === 0 ? (
        <p className="portico-note">{t('account.activity.empty')}</p>
      ) : (
        <ul className="portico-list" aria-label={t('account.tabs.activity')}>
          {transactions.map((transaction) => {
            const { operationType, status } = transaction.metadata;
            const operationId = OPERATION_LABELS[operationType];
            const operation = operationId ? t(operationId) : operationType;
            const statusId = STATUS_LABELS[status];
            const transfers = transfersSummary(transaction, messages, format);
            const age = transactionAge(transaction, now);
            const look = OPERATION_LOOKS[operationType] ?? OTHER_LOOK;
            const time = age ? t(`account.activity.age.${age.unit}`, { count: age.count }) : undefined;
            return (
              <li
                key={transaction.id}
                className="portico-list-row portico-row"
                aria-label={t('account.activity.row', { operation, transfers })}
              >
                <span className={`portico-row-logo ${look.className}`} aria-hidden="true">
                  <look.Icon />
                </span>
                <span className="portico-row-main">
                  <span className="portico-row-title">{operation}</span>
                  {transfers ? (
                    // <bdi>: a sign keeps its place before a name ('-Portico Pets #1') in a right-to-left row.
                    <bdi className="portico-row-sub" title={transfers}>
                      {transfers}
                    </bdi>
                  ) : null}
                </span>
                <span className="portico-row-end">
                  {status === 'confirmed' ? null : (
                    <span className="portico-tag">{statusId ? t(statusId) : status}</span>
                  )}
                  {time ? <span className="portico-row-sub">{time}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div ref={sentinel} className="portico-sentinel" />
      {hasMore ? (
        <button type="button" className="portico-button" disabled={isLoadingMore} onClick={loadMore}>
          {isLoadingMore ? t('account.loadingMore') : t('account.loadMore')}
        </button>
      ) : null}
    </>
  );
}
