/**
 * The balances machine's context (§3 Account state balance and balanceSymbol), its input, and the
 * contract of the fetch actor the engine provides. Token balances are machines/account/tokenBalances.
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

/** Input of `fetchNativeBalance`. */
export interface FetchNativeBalanceInput {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
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
