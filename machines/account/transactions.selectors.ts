/**
 * Selectors of the activity snapshot: what the Activity and NFTs tabs and the pending badge read.
 */
import type { SnapshotFrom } from 'xstate';
import { type Nft, nftsFromHistory } from '../../domain/accountData/nfts.ts';
import { pendingBadge, type Transaction } from '../../domain/accountData/transactions.ts';
import type { transactionsMachine } from './transactions.machine.ts';

/** A snapshot of the activity actor. */
export type TransactionsSnapshot = SnapshotFrom<typeof transactionsMachine>;

/** The transactions shown, newest first (spam and other-chain ones hidden). */
export function selectTransactions(snapshot: TransactionsSnapshot): Transaction[] {
  return snapshot.context.transactions;
}

/** The first page is loading (the list's placeholder). */
export function selectIsLoadingTransactions(snapshot: TransactionsSnapshot): boolean {
  return snapshot.matches('loading');
}

/** A next page is loading (the spinner at the end of the list). */
export function selectIsLoadingMoreTransactions(snapshot: TransactionsSnapshot): boolean {
  return snapshot.matches('loadingMore');
}

/** §4: the list is empty (nothing to show, no next page, or the fetch failed). */
export function selectIsActivityEmpty(snapshot: TransactionsSnapshot): boolean {
  return snapshot.matches('empty');
}

/** More pages exist: scrolling to the end sends 'transactions.loadMore'. */
export function selectHasMoreTransactions(snapshot: TransactionsSnapshot): boolean {
  return snapshot.context.next !== undefined;
}

/** 'Failed to fetch transactions' after a failed page, until a page loads. */
export function selectTransactionsError(snapshot: TransactionsSnapshot): string | undefined {
  return snapshot.context.error;
}

/** §2: the pending-transaction badge, capped at 99; 0 means no badge. */
export function selectPendingBadge(snapshot: TransactionsSnapshot): number {
  return pendingBadge(snapshot.context.transactions);
}

/** The NFTs tab: NFTs whose latest transfer in the loaded history came in (spam never listed). */
export function selectNfts(snapshot: TransactionsSnapshot): Nft[] {
  return nftsFromHistory(snapshot.context.transactions);
}
