/**
 * The balances machine's context (§3 Account state balance and balanceSymbol, §3 Token balance), its
 * input, and the contracts of the fetch actors the engine provides.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import { isFeatureSupported } from '../../domain/namespaceFeatures.ts';

/** The native balance, as `fetchNativeBalance` returns it: an integer in the smallest unit, as a string. */
export interface NativeBalance {
  /** A bigint written in decimal ('1500000000000000000'); strings survive JSON and snapshots. */
  value: string;
  decimals: number;
  symbol: string;
}

/** §3 Token balance, as the blockchain data API returns it. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** Input of `fetchNativeBalance`. */
export interface FetchNativeBalanceInput {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
}

/** Input of `fetchTokenBalances` (§7 GET /v1/account/{address}/balance with forceUpdate). */
export interface FetchTokenBalancesInput {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
  forceUpdate: boolean;
}

/** The account whose balances are watched. */
export interface WatchedAccount {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
}

/** What the balances actor knows. */
export interface BalancesContext {
  namespace: ChainNamespace;
  watched: WatchedAccount | undefined;
  native: NativeBalance | undefined;
  /** Why the last native fetch failed; the last value stays. */
  nativeError: string | undefined;
  tokens: TokenBalance[];
  /** 'Token Balance Unavailable' after a failed token fetch, until one succeeds. */
  tokensError: string | undefined;
}

/** Input of the balances actor: the namespace of its connection. */
export interface BalancesInput {
  namespace: ChainNamespace;
}

/** The context the actor starts with, and what 'balances.clear' returns to. */
export function initialContext(input: BalancesInput): BalancesContext {
  return {
    namespace: input.namespace,
    watched: undefined,
    native: undefined,
    nativeError: undefined,
    tokens: [],
    tokensError: undefined,
  };
}

/** §6: balances exist for eip155 and solana; a network of another namespace than the actor's is not ours. */
export function canWatch(namespace: ChainNamespace, caipNetworkId: string): boolean {
  return caipNetworkId.split(':')[0] === namespace && isFeatureSupported('balance', namespace);
}

/** Whether a watch asks for the account already watched. */
export function isWatched(context: BalancesContext, account: WatchedAccount): boolean {
  return (
    context.watched?.caipAddress === account.caipAddress &&
    context.watched.caipNetworkId === account.caipNetworkId
  );
}

/** §5 "Tokens with zero decimals are dropped from balances". */
export function keepTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter((token) => Number(token.quantity.decimals) !== 0);
}
