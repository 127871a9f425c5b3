import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  loadMoreActivity,
  type ModalSnapshot,
  refreshActivity,
  selectHasMoreTransactions,
  selectIsActivityEmpty,
  selectIsLoadingMoreTransactions,
  selectIsLoadingTransactions,
  selectPendingBadge,
  selectTransactions,
  selectTransactionsError,
  type Transaction,
  type TransactionsSnapshot,
  transactionsActorOf,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

type Snapshot = TransactionsSnapshot | undefined;
const NO_TRANSACTIONS: Transaction[] = [];
const selectActor = (root: ModalSnapshot | undefined) => (root ? transactionsActorOf(root) : undefined);
const selectList = (snapshot: Snapshot) => (snapshot ? selectTransactions(snapshot) : NO_TRANSACTIONS);
const selectLoading = (snapshot: Snapshot) => (snapshot ? selectIsLoadingTransactions(snapshot) : false);
const selectLoadingMore = (snapshot: Snapshot) =>
  snapshot ? selectIsLoadingMoreTransactions(snapshot) : false;
const selectEmpty = (snapshot: Snapshot) => (snapshot ? selectIsActivityEmpty(snapshot) : false);
const selectHasMore = (snapshot: Snapshot) => (snapshot ? selectHasMoreTransactions(snapshot) : false);
const selectError = (snapshot: Snapshot) => (snapshot ? (selectTransactionsError(snapshot) ?? null) : null);
const selectBadge = (snapshot: Snapshot) => (snapshot ? selectPendingBadge(snapshot) : 0);

/**
 * The connected account's activity (§3 Transaction, §4 Transaction list; Account's Activity tab), on
 * eip155 (§6): `transactions` newest first, spam and other chains' hidden (§5); `isLoading` (first
 * page), `isLoadingMore`, `isEmpty`, `hasMore`, `error` ('Failed to fetch transactions'),
 * `pendingBadge` (pending transactions, capped at 99, §2; 0 for none), `loadMore()` when the list is
 * scrolled to its end, and `refresh()`.
 */
export function useActivity() {
  const modal = usePortico();
  const actor = useSelector(useEngine()?.actor, selectActor);
  const transactions = useSelector(actor, selectList);
  const isLoading = useSelector(actor, selectLoading);
  const isLoadingMore = useSelector(actor, selectLoadingMore);
  const isEmpty = useSelector(actor, selectEmpty);
  const hasMore = useSelector(actor, selectHasMore);
  const error = useSelector(actor, selectError);
  const pendingBadge = useSelector(actor, selectBadge);
  const actions = useMemo(
    () => ({ loadMore: () => loadMoreActivity(modal), refresh: () => refreshActivity(modal) }),
    [modal],
  );
  return { transactions, isLoading, isLoadingMore, isEmpty, hasMore, error, pendingBadge, ...actions };
}
