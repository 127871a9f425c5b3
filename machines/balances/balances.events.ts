/**
 * The balances machine's events. Dot-named by intent: the engine tells it which account to watch, the
 * views ask for a refresh.
 */
import type { CaipAddress, CaipNetworkId } from '../../domain/caip.ts';

/** Every event the balances actor accepts. */
export type BalancesEvent =
  /** Watch this account (a connect, an account or chain change); the same account again is a refresh. */
  | { type: 'balances.watch'; caipAddress: CaipAddress; caipNetworkId: CaipNetworkId }
  /** Fetch again; without `force`, a balance younger than 30 s is kept (§9 cache). */
  | { type: 'balances.refresh'; force?: boolean }
  /** Forget the account and its balances (disconnect). */
  | { type: 'balances.clear' };
