/**
 * Pure operations on lists of directory wallets: dedupe, append pages, trim search results, order
 * featured wallets, keep recent wallets, pick the images to prefetch, the AllWallets list and whether
 * more pages remain. What the default UI reads (the list, paging) is here and not in queries.ts, so the
 * UI's chunk shares this small module with the engine's, not the query builders.
 */
import {
  RECENT_WALLETS_KEPT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_LIST_PREFETCH_IMAGES,
  WALLET_LIST_SEARCH_SIZE,
} from '../constants.ts';
import type { WalletListing } from '../schemas/walletDirectory.ts';

/** The wallets with each id once, the first occurrence kept, order unchanged. */
export function uniqueById<T extends { id: string }>(wallets: readonly T[]): T[] {
  const seen = new Set<string>();
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id)) return false;
    seen.add(wallet.id);
    return true;
  });
}

/**
 * A next page appended to the list. A wallet already listed is not repeated: the directory's rank
 * can move between two page requests, so the same wallet may come back on the next page.
 */
export function appendPage(
  wallets: readonly WalletListing[],
  page: readonly WalletListing[],
): WalletListing[] {
  return uniqueById([...wallets, ...page]);
}

/**
 * §9 "100 for search (trimmed)": a search result keeps at most 100 wallets, each once, in the
 * directory's order. (The query itself is trimmed too: see normaliseSearchQuery.)
 */
export function trimSearchResults(wallets: readonly WalletListing[]): WalletListing[] {
  return uniqueById(wallets).slice(0, WALLET_LIST_SEARCH_SIZE);
}

/** Featured wallets in the host's featuredWalletIds order (the directory answers in its own rank). */
export function orderFeatured(wallets: readonly WalletListing[], ids: readonly string[]): WalletListing[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return uniqueById(wallets)
    .filter((wallet) => rank.has(wallet.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** §9 "Recent wallets kept: 2": the wallet just used first, then the others, at most 2. */
export function keepRecent<T extends { id: string }>(recent: readonly T[], used: T): T[] {
  return [used, ...recent.filter((wallet) => wallet.id !== used.id)].slice(0, RECENT_WALLETS_KEPT);
}

/** A stored recent list as the machine keeps it: each wallet once, at most 2. */
export function initialRecent<T extends { id: string }>(recent: readonly T[]): T[] {
  return uniqueById(recent).slice(0, RECENT_WALLETS_KEPT);
}

/** §9 "first 20 images prefetched": the image ids of the first 20 wallets of a result that have one. */
export function imagesToPrefetch(wallets: readonly WalletListing[]): string[] {
  return wallets.slice(0, WALLET_LIST_PREFETCH_IMAGES).flatMap((wallet) => wallet.image_id ?? []);
}

/** The AllWallets list without a search: featured, then recommended, then the pages, each wallet once. */
export function allWalletsList(
  featured: readonly WalletListing[],
  recommended: readonly WalletListing[],
  wallets: readonly WalletListing[],
): WalletListing[] {
  return uniqueById([...featured, ...recommended, ...wallets]);
}

/** Whether the paged list has more to load: the pages loaded do not cover `count` yet. */
export function hasMorePages(pagesLoaded: number, count: number): boolean {
  return pagesLoaded * WALLET_LIST_PAGE_SIZE < count;
}
