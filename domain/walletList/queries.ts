/**
 * The directory queries the wallet list makes (§7 /getWallets, §9 sizes), as pure functions of the
 * filters, so the machine and its tests agree on exactly what is asked.
 *
 * How the sections fit together (our design; the spec gives the sizes, not the queries):
 * - featured: the featured ids (include), minus excluded ones, in the host's order. Featured wallets
 *   are the host's explicit choice, so includeWalletIds does not hide them; excludeWalletIds does.
 * - recommended: page 1 of 4 entries of the directory (include applies), excluding excluded, featured
 *   and installed wallets, so that the Connect view never shows a wallet twice.
 * - pages: 40 entries per page (include applies), excluding excluded, featured and recommended wallets,
 *   so that AllWallets = featured + recommended + pages holds each wallet once and `count` is exact.
 *   That is why the first page waits for the recommended answer.
 * - search: page 1 of 100 entries (include and exclude apply; featured and recommended are not
 *   excluded, since a search must find them).
 */

import {
  WALLET_LIST_PAGE_SIZE,
  WALLET_LIST_RECOMMENDED_COUNT,
  WALLET_LIST_SEARCH_SIZE,
} from '../constants.ts';
import type { WalletListFilters } from './filters.ts';

/** §7 /getWallets request: page, entries, include, exclude, search, badge_type, chains. */
export interface WalletQuery {
  /** Page number, from 1. */
  page: number;
  /** Entries per page (§9: 40 per page, 4 recommended, 100 for search). */
  entries: number;
  /** Wallet ids to keep (all others dropped). */
  include?: readonly string[];
  /** Wallet ids to drop. */
  exclude?: readonly string[];
  /** Name search, already trimmed. */
  search?: string;
  /** Badge filter. */
  badge_type?: 'certified' | 'none';
  /** CAIP-2 ids: wallets supporting any of them. */
  chains?: readonly string[];
}

// The directory answers at most 100 entries per page (the §9 search size is its largest page).
const MAX_ENTRIES = WALLET_LIST_SEARCH_SIZE;

function common(filters: WalletListFilters): Pick<WalletQuery, 'chains' | 'badge_type'> {
  return {
    ...(filters.chains.length > 0 ? { chains: filters.chains } : {}),
    ...(filters.badgeType ? { badge_type: filters.badgeType } : {}),
  };
}

function union(...lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}

/** The featured ids still listed: the host's order, without duplicates and excluded ids. */
export function featuredIds(filters: WalletListFilters): string[] {
  const excluded = new Set(filters.excludeWalletIds);
  return union(filters.featuredWalletIds).filter((id) => !excluded.has(id));
}

/** The featured wallets' query, or undefined when there are none (nothing to ask). */
export function featuredQuery(filters: WalletListFilters): WalletQuery | undefined {
  const include = featuredIds(filters).slice(0, MAX_ENTRIES);
  if (include.length === 0) return undefined;
  return { page: 1, entries: include.length, include, ...common(filters) };
}

/** §9 "4 recommended": page 1 of 4, without excluded, featured and installed wallets. */
export function recommendedQuery(filters: WalletListFilters): WalletQuery {
  return {
    page: 1,
    entries: WALLET_LIST_RECOMMENDED_COUNT,
    ...(filters.includeWalletIds.length > 0 ? { include: filters.includeWalletIds } : {}),
    exclude: union(filters.excludeWalletIds, filters.featuredWalletIds, filters.installedWalletIds),
    ...common(filters),
  };
}

/** §9 "40 per page": page `page`, without excluded, featured and recommended wallets. */
export function pageQuery(
  filters: WalletListFilters,
  recommendedIds: readonly string[],
  page: number,
): WalletQuery {
  return {
    page,
    entries: WALLET_LIST_PAGE_SIZE,
    ...(filters.includeWalletIds.length > 0 ? { include: filters.includeWalletIds } : {}),
    exclude: union(filters.excludeWalletIds, filters.featuredWalletIds, recommendedIds),
    ...common(filters),
  };
}

/** §9 "100 for search": page 1 of 100 matching `search` (already normalised), include and exclude applied. */
export function searchQuery(filters: WalletListFilters, search: string): WalletQuery {
  return {
    page: 1,
    entries: WALLET_LIST_SEARCH_SIZE,
    search,
    ...(filters.includeWalletIds.length > 0 ? { include: filters.includeWalletIds } : {}),
    ...(filters.excludeWalletIds.length > 0 ? { exclude: union(filters.excludeWalletIds) } : {}),
    ...common(filters),
  };
}

/**
 * A search query as sent: surrounding whitespace trimmed (§9 "(trimmed)"), inner runs of whitespace
 * kept as typed. '' means "no search": the list returns to the paged directory.
 */
export function normaliseSearchQuery(query: string): string {
  return query.trim();
}
