/**
 * What the Account view shows (§2, §6, §9), as pure rules the default modal and a custom UI share:
 * which wallet features the action bar offers on the active network, and in which order the
 * connected namespaces' accounts are listed.
 */
import type { WalletFeature } from './projectFeatures.ts';
import { isSwapNetwork } from './swap/swapNetworks.ts';

/** Where the account is: its chain namespace and network (CAIP-2), as the network flow knows them. */
export interface AccountActionsFacts {
  activeNamespace: string | undefined;
  caipNetworkId: string | undefined;
}

// §6: send is for eip155 and solana; the on-ramp sells on eip155 chains and Solana (its statechart
// waits idle anywhere else).
const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana'];
const BUY_NAMESPACES: readonly string[] = ['eip155', 'solana'];

/** Whether a wallet feature that is on can be used where the account is. */
function isOffered(feature: WalletFeature, { activeNamespace, caipNetworkId }: AccountActionsFacts): boolean {
  if (feature === 'send') return activeNamespace !== undefined && SEND_NAMESPACES.includes(activeNamespace);
  if (feature === 'onramp') return activeNamespace !== undefined && BUY_NAMESPACES.includes(activeNamespace);
  // §6: swaps on the 12 listed networks (and the local chains) only; elsewhere the exchange refuses.
  if (feature === 'swaps') return isSwapNetwork(caipNetworkId);
  return true;
}

/**
 * The Account action bar: the wallet features that are on (already in the §9 order: onramp, swaps,
 * receive, send), less those the active network cannot serve.
 */
export function accountActionsOf(
  walletFeatures: readonly WalletFeature[],
  facts: AccountActionsFacts,
): WalletFeature[] {
  return walletFeatures.filter((feature) => isOffered(feature, facts));
}

/**
 * The chain namespaces whose accounts Account lists: the active one first (it leads the view, with
 * the network and the balance), then the app's others in the order of its networks, each once.
 */
export function accountNamespacesOf(
  activeNamespace: string | undefined,
  networks: ReadonlyArray<{ chainNamespace: string }>,
): string[] {
  const all = networks.map((network) => network.chainNamespace);
  return [...new Set(activeNamespace ? [activeNamespace, ...all] : all)];
}
