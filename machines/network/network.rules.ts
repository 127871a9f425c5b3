/**
 * The §4 network-switch rules as pure functions: one predicate per rule (the machine's guards call
 * them), which view a switch shows, and what a failed wallet call means.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import { isEmbeddedConnectorType } from '../../domain/connectorTypes.ts';
import {
  failedToSwitchChain,
  failureOf,
  isUnknownChainErrorCode,
  type PorticoFailure,
} from '../../domain/errors.ts';
import { activeCaipNetworkId, findNetwork, isSupportedNetwork, type Network } from '../../domain/networks.ts';
import type { ViewChainNamespace, ViewEntry, ViewNetwork } from '../vocabulary/views.ts';
import { viewEntry } from '../vocabulary/views.ts';
import type { NetworkContext, NetworkFacts, SwitchView } from './network.context.ts';

/** A requested switch as the §4 rules read it: the target and whether confirmation is skipped. */
export interface SwitchRequest {
  caipNetworkId: CaipNetworkId;
  skipConfirm: boolean;
}

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
 * The app network a request switches to, when a switch must run at all: not for the active network
 * (rule 1) nor for one the app does not have (rule 2).
 */
export function switchTargetOf(context: NetworkContext, request: SwitchRequest): Network | undefined {
  if (isActiveNetwork(context, request)) return undefined;
  return findNetwork(context, request.caipNetworkId);
}

/*
 * §4 Network switch, as six rules, each a guard of its own on 'network.switch' (in this order):
 * 1. the chosen network is already active: nothing happens;
 * 2. not an app network: not found;
 * 3. no address on the active namespace nor on the target's: the active network just changes;
 * 4. another namespace, an address on the active one and none on the target's: SwitchActiveChain
 *    (the user must connect there first), unless the embedded wallet can switch there itself;
 * 5. the embedded-auth connector on a supported chain, or confirmation not skipped: SwitchNetwork;
 * 6. otherwise the wallet is asked at once (no view).
 * Rule 4 comes before 5 although the spec lists it after: with confirmation on (the default) rule 5
 * would otherwise always win and SwitchActiveChain could never show. A namespace no view can name
 * skips the views (rules 4 and 5). Each rule excludes the ones before it, so each guard holds alone.
 */

/** Rule 1: "nothing happens if the chosen network is already active". */
export function isActiveNetwork(context: NetworkContext, request: SwitchRequest): boolean {
  return activeCaipNetworkId(context) === request.caipNetworkId;
}

/** Rule 2: the chosen network is not one of the app's (the SWITCH_NETWORK_NOT_FOUND alert). */
export function isNotAppNetwork(context: NetworkContext, request: SwitchRequest): boolean {
  return !isActiveNetwork(context, request) && findNetwork(context, request.caipNetworkId) === undefined;
}

/** Rule 3: no address on the active namespace nor on the target's: no wallet to ask. */
export function hasNoAccountToSwitch(context: NetworkContext, request: SwitchRequest): boolean {
  const network = switchTargetOf(context, request);
  return (
    network !== undefined &&
    !hasAddress(context, context.activeNamespace) &&
    !hasAddress(context, network.chainNamespace)
  );
}

/** Whether the embedded-auth connector is connected and the target is a supported chain (rules 4, 5). */
function isAuthOnSupportedChain(context: NetworkContext, network: Network): boolean {
  return isEmbeddedConnectorType(context.facts.connectorType) && isSupportedNetwork(network.caipNetworkId);
}

/**
 * Rule 4: the target is on another namespace, the user has an address on the active one and none on
 * the target's, and the embedded wallet cannot switch there itself: the user must connect there first.
 */
export function needsAccountOnTargetNamespace(context: NetworkContext, request: SwitchRequest): boolean {
  const network = switchTargetOf(context, request);
  return (
    network !== undefined &&
    network.chainNamespace !== context.activeNamespace &&
    hasAddress(context, context.activeNamespace) &&
    !hasAddress(context, network.chainNamespace) &&
    !isAuthOnSupportedChain(context, network)
  );
}

/** Whether a view can name the target's namespace (SwitchNetwork and SwitchActiveChain need one). */
export function hasSwitchView(context: NetworkContext, request: SwitchRequest): boolean {
  const network = switchTargetOf(context, request);
  return network !== undefined && isViewChainNamespace(network.chainNamespace);
}

/** Whether the wallet is to be asked (rules 5 and 6): a switch runs and neither rule 3 nor 4 holds. */
function asksWallet(context: NetworkContext, request: SwitchRequest): boolean {
  return (
    switchTargetOf(context, request) !== undefined &&
    !hasNoAccountToSwitch(context, request) &&
    !needsAccountOnTargetNamespace(context, request)
  );
}

/**
 * Rule 5: "For the embedded-auth connector on a supported chain, or when confirmation is not skipped,
 * SwitchNetwork is pushed" (for a namespace a view can name).
 */
export function needsSwitchConfirmation(context: NetworkContext, request: SwitchRequest): boolean {
  const network = switchTargetOf(context, request);
  return (
    network !== undefined &&
    asksWallet(context, request) &&
    hasSwitchView(context, request) &&
    (isAuthOnSupportedChain(context, network) || !request.skipConfirm)
  );
}

/** Rule 6: otherwise the wallet is asked at once, with no view. */
export function switchesAtOnce(context: NetworkContext, request: SwitchRequest): boolean {
  return asksWallet(context, request) && !needsSwitchConfirmation(context, request);
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
  return network.chainNamespace === 'eip155' && !isEmbeddedConnectorType(context.facts.connectorType);
}

/**
 * The §8 failure of a switch that adding cannot fix: an unknown chain is 'Chain is not supported';
 * anything else, a user rejection included, is 'Failed to switch to chain … not approved or the
 * wallet does not support the switch method.'
 */
export function switchFailure(error: unknown, network: Network): PorticoFailure {
  return isUnknownChainError(error)
    ? failureOf('chainNotSupported')
    : { code: 'failedToSwitchChain', message: failedToSwitchChain(network.id) };
}

/**
 * The wallet asked to switch to or add a network: the one connected on the network's namespace, else
 * the active namespace's (a wallet in the page connected on one namespace is asked for its own chains).
 */
export function walletToAsk(facts: NetworkFacts, network: Network): string | undefined {
  return facts.connectorsByNamespace[network.chainNamespace] ?? facts.connectorId;
}
