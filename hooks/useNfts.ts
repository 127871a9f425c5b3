import { useMemo } from 'react';
import { nftsFromHistory } from '../headless/index.ts';
import { useActivity } from './useActivity.ts';

/**
 * The NFTs the connected account holds as far as its loaded activity tells (Account's NFTs tab; the
 * spec gives NFTs no call of their own): newest first, spam never listed (§5). `hasMore` and
 * `loadMore()` page the activity, which may bring older NFTs.
 */
export function useNfts() {
  const { transactions, isLoading, isLoadingMore, hasMore, error, loadMore } = useActivity();
  const nfts = useMemo(() => nftsFromHistory(transactions), [transactions]);
  return { nfts, isLoading, isLoadingMore, hasMore, error, loadMore };
}
