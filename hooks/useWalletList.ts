import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  type PorticoEngine,
  selectAllWallets,
  selectWalletListError as selectError,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearching,
  type WalletListing,
  type WalletListSnapshot,
  walletImageUrl,
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

const selectFeatured = (snapshot: WalletListSnapshot): readonly WalletEntry[] => snapshot.context.featured;
const selectRecommended = (snapshot: WalletListSnapshot): readonly WalletEntry[] =>
  snapshot.context.recommended;
const selectRecent = (snapshot: WalletListSnapshot): readonly WalletEntry[] => snapshot.context.recent;
const selectShown = (snapshot: WalletListSnapshot): readonly WalletEntry[] => selectAllWallets(snapshot);
const selectQuery = (snapshot: WalletListSnapshot) => snapshot.context.query;
// The directory's count leaves out the featured and recommended wallets, which the list shows first.
const selectCount = (snapshot: WalletListSnapshot) => {
  const { query, searchCount, count, featured, recommended } = snapshot.context;
  return query !== '' ? searchCount : count + featured.length + recommended.length;
};
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
 * false while a search is shown: its results come in one batch); `retry` repeats a failed request.
 */
export function useWalletList() {
  const modal = usePortico();
  const walletList = useEngine()?.walletList;
  // Until the engine has loaded the list is empty and loading.
  const read =
    <T>(select: (snapshot: WalletListSnapshot) => T, fallback: T) =>
    (snapshot: WalletListSnapshot | undefined) =>
      snapshot ? select(snapshot) : fallback;
  const wallets = useSelector(walletList, read(selectShown, NO_WALLETS), sameItems);
  const featured = useSelector(walletList, read(selectFeatured, NO_WALLETS));
  const recommended = useSelector(walletList, read(selectRecommended, NO_WALLETS));
  const recent = useSelector(walletList, read(selectRecent, NO_WALLETS));
  const query = useSelector(walletList, read(selectQuery, ''));
  const count = useSelector(walletList, read(selectCount, 0));
  const hasMore = useSelector(walletList, read(selectCanPage, false));
  const isLoading = useSelector(walletList, read(selectIsLoadingFirstPage, true));
  const isLoadingMore = useSelector(walletList, read(selectIsPaging, false));
  const isSearching = useSelector(walletList, read(selectIsSearching, false));
  const error = useSelector(walletList, read(selectErrorOrNull, null));

  const actions = useMemo(() => {
    // Before the engine has loaded, asking for the list loads it and then asks.
    const send = (event: Parameters<PorticoEngine['walletList']['send']>[0]) => {
      if (modal.engine) modal.engine.walletList.send(event);
      else
        void modal.load().then(
          (engine) => engine.walletList.send(event),
          () => {},
        );
    };
    return {
      load: () => send({ type: 'walletList.load' }),
      search: (next: string) => send({ type: 'walletList.search', query: next }),
      nextPage: () => send({ type: 'walletList.nextPage' }),
      retry: () => send({ type: 'walletList.retry' }),
      recordRecent: (wallet: WalletEntry) => send({ type: 'walletList.recordRecent', wallet }),
      imageUrl: (wallet: WalletEntry) =>
        walletImageUrl(
          modal.options.endpoints.api,
          wallet.image_id ?? wallet.id,
          modal.options.projectId ?? '',
        ),
    };
  }, [modal]);

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
