/**
 * Selectors of the token balances snapshot: what the Tokens tab and the send flow's token list read.
 */
import type { SnapshotFrom } from 'xstate';
import {
  type TokenBalance,
  type TokenBalanceRow,
  tokenBalanceRow,
} from '../../domain/accountData/tokenBalances.ts';
import type { tokenBalancesMachine } from './tokenBalances.machine.ts';

/** A snapshot of the token balances actor. */
export type TokenBalancesSnapshot = SnapshotFrom<typeof tokenBalancesMachine>;

/** The tokens (zero-decimal ones dropped), as the API gave them. */
export function selectTokens(snapshot: TokenBalancesSnapshot): TokenBalance[] {
  return snapshot.context.tokens;
}

/** §9 "token balances 2 decimals": each token with its quantity and worth formatted. */
export function selectTokenRows(snapshot: TokenBalancesSnapshot): TokenBalanceRow[] {
  return snapshot.context.tokens.map(tokenBalanceRow);
}

/** The list is being fetched for the first time (placeholder, not a stale list). */
export function selectIsLoadingTokens(snapshot: TokenBalancesSnapshot): boolean {
  return snapshot.matches('fetching') && snapshot.context.tokens.length === 0;
}

/** 'Token Balance Unavailable' after a failed fetch, until one succeeds. */
export function selectTokensError(snapshot: TokenBalancesSnapshot): string | undefined {
  return snapshot.context.error;
}

/** §4: retries are blocked for now (30 s after a failure). */
export function selectIsTokenRetryBlocked(snapshot: TokenBalancesSnapshot): boolean {
  return snapshot.matches('blocked');
}
