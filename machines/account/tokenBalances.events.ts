/**
 * The token balances machine's events: the root tells it which account to follow, the views ask for
 * a refresh.
 */
import type { AccountRef } from './account.ts';

/** Every event the token balances actor accepts. */
export type TokenBalancesEvent =
  /** The connected account now (undefined: none); the same account again is a refresh. */
  | { type: 'tokenBalances.watch'; account: AccountRef | undefined }
  /** Fetch again; without `force` a list younger than 30 s is kept (§9 cache). Ignored while blocked. */
  | { type: 'tokenBalances.refresh'; force?: boolean };
