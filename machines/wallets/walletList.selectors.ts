/**
 * Selectors of the wallet list's snapshot: what the AllWallets and Connect views read. Stable
 * functions, so hooks can pass them to `useSelector` as they are.
 */
import type { SnapshotFrom } from 'xstate';
import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import { allWalletsList, hasMorePages } from '../../domain/walletList/listing.ts';
import type { walletListMachine } from './walletList.machine.ts';

/** A snapshot of the wallet list. */
export type WalletListSnapshot = SnapshotFrom<typeof walletListMachine>;

/** The first page (with featured and recommended) is loading: show placeholders. */
export function selectIsLoadingFirstPage(snapshot: WalletListSnapshot): boolean {
  return snapshot.matches({ directory: 'loading' });
}

/** A search is set: its results are shown instead of the paged list. */
function isSearchShown(snapshot: WalletListSnapshot): boolean {
  return snapshot.context.query !== '';
}

/**
 * A next page of the paged list is loading: show a spinner below the list. False while a search is
 * shown (the page goes on loading underneath, but it is not what the view shows).
 */
export function selectIsLoadingMore(snapshot: WalletListSnapshot): boolean {
  return !isSearchShown(snapshot) && snapshot.matches({ directory: 'loadingMore' });
}

/** A search is waiting out the 300 ms or running. */
export function selectIsSearching(snapshot: WalletListSnapshot): boolean {
  return snapshot.matches({ search: 'debouncing' }) || snapshot.matches({ search: 'searching' });
}

/**
 * More pages can be loaded: the paged list is shown and its pages do not reach `count` yet. False
 * while a search is shown (§9 "100 for search": its results come in one batch, 'walletList.nextPage'
 * is dropped then). The same rule as the machine's guard on 'walletList.nextPage'.
 */
export function selectHasMore(snapshot: WalletListSnapshot): boolean {
  return !isSearchShown(snapshot) && hasMorePages(snapshot.context.page, snapshot.context.count);
}

/**
 * How many wallets the list holds in all: while a search is shown, the search's matches before
 * trimming; otherwise the directory's count, which leaves out the featured and recommended wallets
 * (the pages exclude them), plus those.
 */
export function selectCount(snapshot: WalletListSnapshot): number {
  const { searchCount, count, featured, recommended } = snapshot.context;
  return isSearchShown(snapshot) ? searchCount : count + featured.length + recommended.length;
}

/** The error to show with a retry: the search's while a search is active, else the paged list's. */
export function selectError(snapshot: WalletListSnapshot): string | undefined {
  const { searchError, error } = snapshot.context;
  return isSearchShown(snapshot) ? searchError : error;
}

/**
 * The AllWallets list: the search results while a query is active, otherwise featured, recommended
 * and the loaded pages, each wallet once.
 */
export function selectAllWallets(snapshot: WalletListSnapshot): WalletListing[] {
  const { searchResults, featured, recommended, wallets } = snapshot.context;
  return isSearchShown(snapshot) ? searchResults : allWalletsList(featured, recommended, wallets);
}
