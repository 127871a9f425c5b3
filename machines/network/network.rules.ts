/**
 * The §4 network-switch rules as pure functions: which way a requested switch goes, which view it
 * shows, and what a failed wallet call means. The machine only maps these answers to transitions.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import { failedToSwitchChain, isUnknownChainErrorCode, MESSAGES } from '../../domain/errors.ts';
import { activeCaipNetworkId, findNetwork, isSupportedNetwork, type Network } from '../../domain/networks.ts';
import type { ViewChainNamespace, ViewEntry, ViewNetwork } from '../modal/views.ts';
import { viewEntry } from '../modal/views.ts';
import type { NetworkContext, SwitchView } from './network.context.ts';

/** Which way a requested switch goes. */
export type SwitchPlan =
  /** §4 "nothing happens if the chosen network is already active". */
  | { kind: 'alreadyActive' }
  /** Not one of the app's networks: the SWITCH_NETWORK_NOT_FOUND alert. */
  | { kind: 'notFound' }
  /** No wallet to ask: the active network just changes. */
  | { kind: 'setActive'; network: Network }
  /** Show the view and wait for 'network.confirm'. */
  | { kind: 'confirm'; network: Network; view: SwitchView }
  /** Ask the wallet at once. */
  | { kind: 'switch'; network: Network };

const VIEW_NAMESPACES: readonly string[] = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] satisfies ViewChainNamespace[];

function isViewChainNamespace(namespace: string): namespace is ViewChainNamespace {
  return VIEW_NAMESPACES.includes(namespace);
}

function hasAddress(context: NetworkContext, namespace: string): boolean {
  return context.facts.addressesByNamespace[namespace] !== undefined;
}

/**
 * §4 Network switch, in this order:
 * 1. the chosen network is already active: nothing happens;
 * 2. not an app network: not found;
 * 3. no address on the active namespace nor on the target's: the active network just changes;
 * 4. another namespace, an address on the active one and none on the target's: SwitchActiveChain
 *    (the user must connect there first), unless the embedded wallet can switch there itself;
 * 5. the embedded-auth connector on a supported chain, or confirmation not skipped: SwitchNetwork;
 * 6. otherwise the wallet is asked at once (no view).
 * Rule 4 comes before 5 although the spec lists it after: with confirmation on (the default) rule 5
 * would otherwise always win and SwitchActiveChain could never show. A namespace no view can name
 * skips the views (rules 4 and 5).
 */
export function planSwitch(
  context: NetworkContext,
  caipNetworkId: CaipNetworkId,
  skipConfirm: boolean = context.skipConfirm,
): SwitchPlan {
  if (activeCaipNetworkId(context) === caipNetworkId) return { kind: 'alreadyActive' };
  const network = findNetwork(context, caipNetworkId);
  if (!network) return { kind: 'notFound' };
  const onActive = hasAddress(context, context.activeNamespace);
  const onTarget = hasAddress(context, network.chainNamespace);
  if (!onActive && !onTarget) return { kind: 'setActive', network };
  const authOnSupportedChain = context.facts.connectorType === 'AUTH' && isSupportedNetwork(caipNetworkId);
  const viewable = isViewChainNamespace(network.chainNamespace);
  const otherNamespace = network.chainNamespace !== context.activeNamespace;
  if (otherNamespace && onActive && !onTarget && !authOnSupportedChain) {
    return viewable
      ? { kind: 'confirm', network, view: 'SwitchActiveChain' }
      : { kind: 'setActive', network };
  }
  if (viewable && (authOnSupportedChain || !skipConfirm))
    return { kind: 'confirm', network, view: 'SwitchNetwork' };
  return { kind: 'switch', network };
}

/** The network as a view refers to it; undefined for a namespace no view can name. */
export function viewNetworkOf(network: Network): ViewNetwork | undefined {
  const { chainNamespace, caipNetworkId, name } = network;
  return isViewChainNamespace(chainNamespace) ? { caipNetworkId, name, chainNamespace } : undefined;
}

/**
 * The view entry of a switch. SwitchActiveChain carries §2's data: the namespace to switch to, then
 * Connect in place of the current view (the user connects a wallet there).
 */
export function switchViewEntry(view: SwitchView, network: Network): ViewEntry | undefined {
  const ref = viewNetworkOf(network);
  if (!ref) return undefined;
  if (view === 'SwitchNetwork') return viewEntry('SwitchNetwork', { network: ref });
  return viewEntry('SwitchActiveChain', {
    switchToChain: ref.chainNamespace,
    navigateTo: 'Connect',
    navigateWithReplace: true,
    network: ref,
  });
}

/** The numeric code of a wallet error, if it has one. */
function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}

/** §4/§8: the wallet does not know the chain (4902, 5000, 32603), so adding it may help. */
export function isUnknownChainError(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && isUnknownChainErrorCode(code);
}

/**
 * Whether the wallet can be asked to add the chain: wallet_addEthereumChain (§7) exists for eip155
 * wallets reached by pairing or injection, not for the embedded wallet (it knows every supported chain).
 */
export function canAddChain(context: NetworkContext, network: Network): boolean {
  return network.chainNamespace === 'eip155' && context.facts.connectorType !== 'AUTH';
}

/**
 * The §8 text of a failed switch that adding cannot fix: an unknown chain is 'Chain is not supported';
 * anything else, a user rejection included, is 'Failed to switch to chain … not approved or the wallet
 * does not support the switch method.'
 */
export function switchFailureMessage(error: unknown, network: Network): string {
  return isUnknownChainError(error) ? MESSAGES.chainNotSupported : failedToSwitchChain(network.id);
}
