/**
 * Smart accounts of the embedded wallet (§3 preferredAccountType, §4 embedded wallet frame, §9
 * default account types): the preferred account type per namespace, whether a network is
 * smart-account enabled, and which account type the connected address is. Pure; the account type
 * statechart (machines/session/accountType.machine.ts) calls them from its guards.
 */
import { type AccountType, DEFAULT_ACCOUNT_TYPES } from './accountTypes.ts';
import type { ChainNamespace } from './caip.ts';

/** The preferred account type of each namespace that has one. */
export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>;

/**
 * §9 the default account types, overridden by the host's `defaultAccountTypes`, then by the visitor's
 * stored choice of each namespace (the latest word wins).
 */
export function preferredAccountTypes(
  overrides: PreferredAccountTypes = {},
  stored: PreferredAccountTypes = {},
): PreferredAccountTypes {
  return { ...DEFAULT_ACCOUNT_TYPES, ...overrides, ...stored };
}

/**
 * Whether the network is in the secure site's smart-account-enabled list; the list holds chain ids as
 * the frame answers them (137) or as stored ('137', 'eip155:137').
 */
export function isSmartAccountNetwork(
  enabled: readonly (number | string)[],
  caipNetworkId: string | undefined,
): boolean {
  if (!caipNetworkId?.startsWith('eip155:')) return false;
  const chainId = caipNetworkId.slice('eip155:'.length);
  return enabled.some((entry) => String(entry) === chainId || String(entry) === caipNetworkId);
}

/** The connected address and its account type. */
export interface CurrentAccount {
  address: string;
  type: AccountType;
}

/**
 * The account in use after a connection report: an address the statechart already knows keeps its
 * type (a wallet's accountsChanged does not say it); a new one takes its type from the accounts the
 * frame listed, else EOA.
 */
export function currentAccountOf(
  known: CurrentAccount | undefined,
  address: string,
  accounts: readonly { address: string; type: AccountType }[],
): CurrentAccount {
  if (known && sameAddress(known.address, address)) return { address, type: known.type };
  const listed = accounts.find((account) => sameAddress(account.address, address));
  return { address, type: listed?.type ?? 'eoa' };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
