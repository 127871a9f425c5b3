/**
 * The host's wallet options that shape the directory (includeWalletIds, excludeWalletIds,
 * featuredWalletIds), plus what the engine knows: installed wallets and the app's chains.
 */

/** What restricts and orders the wallet list; every list may be empty. */
export interface WalletListFilters {
  /** Host option: only these directory wallets are listed ("include restricts the directory"). */
  includeWalletIds: readonly string[];
  /** Host option: these wallets are never listed ("exclude removes"). */
  excludeWalletIds: readonly string[];
  /** Host option: these wallets come first, in this order. */
  featuredWalletIds: readonly string[];
  /** Directory ids of wallets installed in the browser (they show as connectors, not as recommended). */
  installedWalletIds: readonly string[];
  /** CAIP-2 ids of the app's networks: wallets supporting any of them. Empty: no chain filter. */
  chains: readonly string[];
  /** Badge filter of the directory, if any. */
  badgeType?: 'certified' | 'none';
}

/** No restriction at all. */
export const NO_WALLET_FILTERS: WalletListFilters = {
  includeWalletIds: [],
  excludeWalletIds: [],
  featuredWalletIds: [],
  installedWalletIds: [],
  chains: [],
};

/** Fills the filters a caller left out with NO_WALLET_FILTERS. */
export function walletListFilters(partial: Partial<WalletListFilters> = {}): WalletListFilters {
  return { ...NO_WALLET_FILTERS, ...partial };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Whether applying `changes` to `filters` changes any of them (lists compared in order). */
export function filtersChange(
  filters: WalletListFilters,
  changes: Partial<WalletListFilters> | undefined,
): boolean {
  if (!changes) return false;
  const next = { ...filters, ...changes };
  return (
    !sameList(filters.includeWalletIds, next.includeWalletIds) ||
    !sameList(filters.excludeWalletIds, next.excludeWalletIds) ||
    !sameList(filters.featuredWalletIds, next.featuredWalletIds) ||
    !sameList(filters.installedWalletIds, next.installedWalletIds) ||
    !sameList(filters.chains, next.chains) ||
    filters.badgeType !== next.badgeType
  );
}
