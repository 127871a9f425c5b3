/** Pure helpers of the wallet list (§9): filters, queries, list operations, Connect order, image prefetch. */
export {
  type ConnectItem,
  type ConnectorLike,
  type ConnectSection,
  type ConnectSources,
  type CustomWallet,
  orderConnectItems,
} from './connectOrder.ts';
export { filtersChange, NO_WALLET_FILTERS, type WalletListFilters, walletListFilters } from './filters.ts';
export {
  createWalletImagePrefetcher,
  defaultImageLoader,
  type ImageLoader,
  type PrefetchOptions,
  prefetchImages,
} from './imagePrefetch.ts';
export {
  allWalletsList,
  appendPage,
  imagesToPrefetch,
  initialRecent,
  keepRecent,
  orderFeatured,
  trimSearchResults,
  uniqueById,
} from './listing.ts';
export {
  featuredIds,
  featuredQuery,
  hasMorePages,
  normaliseSearchQuery,
  pageQuery,
  recommendedQuery,
  searchQuery,
} from './queries.ts';
