import { useMemo } from 'react';
import type { WalletListing } from '../domain/schemas/walletDirectory.ts';
import { walletImageUrl } from '../headless/api/walletDirectory.ts';
import type { PorticoEngine } from '../headless/engine.ts';
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
import { sameItems, useEngineSelector } from './useEngineSelector.ts';

/** A wallet of the directory (§3 wallet listing entry). */
export type WalletEntry = WalletListing;

const NO_WALLETS: readonly WalletEntry[] = [];

const pickWalletList = (engine: PorticoEngine) => engine.walletList;
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
  const wallets = useEngineSelector(pickWalletList, selectShown, NO_WALLETS, sameItems);
  const featured = useEngineSelector(pickWalletList, selectFeatured, NO_WALLETS);
  const recommended = useEngineSelector(pickWalletList, selectRecommended, NO_WALLETS);
  const recent = useEngineSelector(pickWalletList, selectRecent, NO_WALLETS);
  const query = useEngineSelector(pickWalletList, selectQuery, '');
  const count = useEngineSelector(pickWalletList, selectCount, 0);
  const hasMore = useEngineSelector(pickWalletList, selectCanPage, false);
  const isLoading = useEngineSelector(pickWalletList, selectIsLoadingFirstPage, true);
  const isLoadingMore = useEngineSelector(pickWalletList, selectIsPaging, false);
  const isSearching = useEngineSelector(pickWalletList, selectIsSearching, false);
  const error = useEngineSelector(pickWalletList, selectErrorOrNull, null);

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
