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

/** A next page is loading: show a spinner below the list. */
export function selectIsLoadingMore(snapshot: WalletListSnapshot): boolean {
  return snapshot.matches({ directory: 'loadingMore' });
}

/** A search is waiting out the 300 ms or running. */
export function selectIsSearching(snapshot: WalletListSnapshot): boolean {
  return snapshot.matches({ search: 'debouncing' }) || snapshot.matches({ search: 'searching' });
}

/** More pages can be loaded (the pages loaded do not reach `count`). */
export function selectHasMore(snapshot: WalletListSnapshot): boolean {
  return hasMorePages(snapshot.context.page, snapshot.context.count);
}

/** The error to show with a retry: the search's while a search is active, else the paged list's. */
export function selectError(snapshot: WalletListSnapshot): string | undefined {
  const { query, searchError, error } = snapshot.context;
  return query !== '' ? searchError : error;
}

/**
 * The AllWallets list: the search results while a query is active, otherwise featured, recommended
 * and the loaded pages, each wallet once.
 */
export function selectAllWallets(snapshot: WalletListSnapshot): WalletListing[] {
  const { query, searchResults, featured, recommended, wallets } = snapshot.context;
  return query !== '' ? searchResults : allWalletsList(featured, recommended, wallets);
}
