/**
 * Account types (§3 preferredAccountType) and the default per chain namespace (§9).
 */
import type { ChainNamespace } from './caip.ts';

/** §3: the account types. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const;

/** One account type. */
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** §9: the default account type per chain namespace (namespaces not listed have none). */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
} as const satisfies Partial<Record<ChainNamespace, AccountType>>;

/** The default account type of a namespace, or `undefined` when §9 sets none for it. */
export function defaultAccountType(chainNamespace: string): AccountType | undefined {
  return hasDefaultAccountType(chainNamespace) ? DEFAULT_ACCOUNT_TYPES[chainNamespace] : undefined;
}

/** Own-property check, so that 'toString' and friends are not mistaken for namespaces. */
function hasDefaultAccountType(chainNamespace: string): chainNamespace is keyof typeof DEFAULT_ACCOUNT_TYPES {
  return Object.hasOwn(DEFAULT_ACCOUNT_TYPES, chainNamespace);
}

/** Whether `value` is an account type. */
export function isAccountType(value: string): value is AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(value);
}
