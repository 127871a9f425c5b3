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
