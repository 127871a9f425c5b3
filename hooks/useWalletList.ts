import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { WalletListing } from '../headless/schemas/walletDirectory.ts';
import {
  selectAllWallets,
  selectError,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearching,
  type WalletListSnapshot,
} from '../machines/wallets/walletList.selectors.ts';
import { usePortico } from './PorticoProvider.tsx';

/** A wallet of the directory (§3 wallet listing entry). */
export type WalletEntry = WalletListing;

// Lists are rebuilt per snapshot; comparing their items keeps unrelated updates from re-rendering.
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

const selectFeatured = (snapshot: WalletListSnapshot) => snapshot.context.featured;
const selectRecommended = (snapshot: WalletListSnapshot) => snapshot.context.recommended;
const selectRecent = (snapshot: WalletListSnapshot) => snapshot.context.recent;
const selectQuery = (snapshot: WalletListSnapshot) => snapshot.context.query;
const selectCount = (snapshot: WalletListSnapshot) =>
  snapshot.context.query !== '' ? snapshot.context.searchCount : snapshot.context.count;
// Search results come in one trimmed batch of 100: paging applies to the directory list only.
const selectCanPage = (snapshot: WalletListSnapshot) =>
  snapshot.context.query === '' && selectHasMore(snapshot);
const selectIsPaging = (snapshot: WalletListSnapshot) =>
  snapshot.context.query === '' && selectIsLoadingMore(snapshot);
const selectErrorOrNull = (snapshot: WalletListSnapshot) => selectError(snapshot) ?? null;

/**
 * The wallet directory as the wallet views use it (§7, §9): `wallets` is the shown list (the search
 * results while a query is set, else featured, recommended and the pages loaded so far); `featured`,
 * `recommended` (4) and `recent` (2) feed the Connect view. Call `load` when a view needs the list;
 * `search` is spaced at least 300 ms apart by the engine; `nextPage` loads the next 40 (`hasMore` is
 * false while a search is shown: its results come in one batch); `retry`
 * repeats a failed request.
 */
export function useWalletList() {
  const modal = usePortico();
  const { walletList } = modal;
  const wallets = useSelector(walletList, selectAllWallets, sameItems);
  const featured = useSelector(walletList, selectFeatured);
  const recommended = useSelector(walletList, selectRecommended);
  const recent = useSelector(walletList, selectRecent);
  const query = useSelector(walletList, selectQuery);
  const count = useSelector(walletList, selectCount);
  const hasMore = useSelector(walletList, selectCanPage);
  const isLoading = useSelector(walletList, selectIsLoadingFirstPage);
  const isLoadingMore = useSelector(walletList, selectIsPaging);
  const isSearching = useSelector(walletList, selectIsSearching);
  const error = useSelector(walletList, selectErrorOrNull);

  const actions = useMemo(
    () => ({
      load: () => walletList.send({ type: 'walletList.load' }),
      search: (next: string) => walletList.send({ type: 'walletList.search', query: next }),
      nextPage: () => walletList.send({ type: 'walletList.nextPage' }),
      retry: () => walletList.send({ type: 'walletList.retry' }),
      recordRecent: (wallet: WalletEntry) => walletList.send({ type: 'walletList.recordRecent', wallet }),
      imageUrl: (wallet: WalletEntry) => modal.walletImageUrl(wallet.image_id ?? wallet.id),
    }),
    [walletList, modal],
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
