/**
 * The token balances machine's context (§3 Token balance, the Account view's Tokens tab), its input,
 * and the contract of the fetch actor the engine provides.
 */
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { isFeatureSupported } from '../../domain/namespaceFeatures.ts';
import { type AccountRef, namespaceOf } from './account.ts';

/** Input of `fetchTokenBalances` (§7 GET /v1/account/{address}/balance with chainId and forceUpdate). */
export interface FetchTokenBalancesInput {
  caipAddress: AccountRef['caipAddress'];
  caipNetworkId: AccountRef['caipNetworkId'];
  /** Asked by a forced refresh (after a send): the API bypasses its own cache too. */
  forceUpdate: boolean;
}

/** What the token balances actor knows. */
export interface TokenBalancesContext {
  account: AccountRef | undefined;
  /** The tokens of the account's network, zero-decimal ones dropped (§5). */
  tokens: TokenBalance[];
  /** 'Token Balance Unavailable' after a failed fetch, until one succeeds. */
  error: string | undefined;
}

/** Input of the token balances actor: the account to start with, if one is connected. */
export interface TokenBalancesInput {
  account?: AccountRef | undefined;
}

/** The context for an account: nothing fetched yet. */
export function contextFor(account: AccountRef | undefined): TokenBalancesContext {
  return { account, tokens: [], error: undefined };
}

/** §6: balances exist for eip155 and solana; an account elsewhere has no token balances to fetch. */
export function canFetchTokens(account: AccountRef | undefined): account is AccountRef {
  return account !== undefined && isFeatureSupported('balance', namespaceOf(account));
}
