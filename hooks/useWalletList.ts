import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  getWalletImageUrl,
  loadMoreWallets,
  loadWalletList,
  recordRecentWallet,
  retryWalletList,
  searchWallets,
  selectAllWallets,
  selectWalletListError as selectError,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearching,
  selectWalletCount,
  type WalletListing,
  type WalletListSnapshot,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

/** Compare two lists item by item: rebuilt lists with the same items count as unchanged. */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** A wallet of the directory (§3 wallet listing entry). */
export type WalletEntry = WalletListing;

const NO_WALLETS: readonly WalletEntry[] = [];
type Snapshot = WalletListSnapshot | undefined;

// Until the engine has loaded the list is empty and loading.
const selectShown = (s: Snapshot): readonly WalletEntry[] => (s ? selectAllWallets(s) : NO_WALLETS);
const selectFeatured = (s: Snapshot): readonly WalletEntry[] => s?.context.featured ?? NO_WALLETS;
const selectRecommended = (s: Snapshot): readonly WalletEntry[] => s?.context.recommended ?? NO_WALLETS;
const selectRecent = (s: Snapshot): readonly WalletEntry[] => s?.context.recent ?? NO_WALLETS;
const selectQuery = (s: Snapshot) => s?.context.query ?? '';
const selectCount = (s: Snapshot) => (s ? selectWalletCount(s) : 0);
const selectCanLoadMore = (s: Snapshot) => (s ? selectHasMore(s) : false);
const selectLoading = (s: Snapshot) => (s ? selectIsLoadingFirstPage(s) : true);
const selectLoadingMore = (s: Snapshot) => (s ? selectIsLoadingMore(s) : false);
const selectSearching = (s: Snapshot) => (s ? selectIsSearching(s) : false);
const selectErrorOrNull = (s: Snapshot) => (s ? (selectError(s) ?? null) : null);

/**
 * The wallet directory as the wallet views use it (§7, §9): `wallets` is the shown list (the search
 * results while a query is set, else featured, recommended and the pages loaded so far); `featured`,
 * `recommended` (4) and `recent` (2) feed the Connect view; `count` is how many the list holds in all.
 * Call `load` when a view needs the list; `search` is spaced at least 300 ms apart by the engine;
 * `nextPage` loads the next 40 (`hasMore` is false while a search is shown: its results come in one
 * batch); `retry` repeats a failed request. The rules are the wallet list statechart's; each verb is
 * a framework-free action of `portico` (loadWalletList, searchWallets, loadMoreWallets, …).
 */
export function useWalletList() {
  const modal = usePortico();
  const walletList = useEngine()?.walletList;
  const wallets = useSelector(walletList, selectShown, sameItems);
  const featured = useSelector(walletList, selectFeatured);
  const recommended = useSelector(walletList, selectRecommended);
  const recent = useSelector(walletList, selectRecent);
  const query = useSelector(walletList, selectQuery);
  const count = useSelector(walletList, selectCount);
  const hasMore = useSelector(walletList, selectCanLoadMore);
  const isLoading = useSelector(walletList, selectLoading);
  const isLoadingMore = useSelector(walletList, selectLoadingMore);
  const isSearching = useSelector(walletList, selectSearching);
  const error = useSelector(walletList, selectErrorOrNull);

  // The list's outcome shows in the selected state: a failed engine load is not the view's to handle.
  const actions = useMemo(
    () => ({
      load: () => void loadWalletList(modal).catch(() => {}),
      search: (next: string) => void searchWallets(modal, { query: next }).catch(() => {}),
      nextPage: () => void loadMoreWallets(modal).catch(() => {}),
      retry: () => void retryWalletList(modal).catch(() => {}),
      recordRecent: (wallet: WalletEntry) => void recordRecentWallet(modal, { wallet }).catch(() => {}),
      imageUrl: (wallet: WalletEntry) => getWalletImageUrl(modal, wallet),
    }),
    [modal],
  );

  return {
    wallets,
    featured,
    recommended,
    recent,
    query,
    count,
    hasMore,
    isLoading,
    isLoadingMore,
    isSearching,
    error,
    ...actions,
  };
}
