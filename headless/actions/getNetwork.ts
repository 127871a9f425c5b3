import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { Network } from '../../domain/networks.ts';
import {
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectIsUnsupportedChain,
} from '../../machines/network/network.selectors.ts';
import type { PorticoModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';

/**
 * What `getNetwork` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type GetNetworkParameters = Record<string, never>;

/** The active network (§3 Network, §4). */
export interface GetNetworkReturnType {
  /** The active network; undefined on an unsupported chain or before the engine has loaded. */
  network: Network | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  activeNamespace: ChainNamespace | undefined;
  /** §4: the wallet is on a chain the app does not list (and unsupported chains are not allowed). */
  isUnsupported: boolean;
  /** The app's networks. */
  networks: readonly Network[];
}

/** The active network of a running engine. */
export function networkOf(engine: PorticoEngine): GetNetworkReturnType {
  const snapshot = engine.network.getSnapshot();
  return {
    network: selectActiveNetwork(snapshot),
    caipNetworkId: selectActiveCaipNetworkId(snapshot),
    activeNamespace: snapshot.context.activeNamespace,
    isUnsupported: selectIsUnsupportedChain(snapshot),
    networks: snapshot.context.networks,
  };
}

/** The active network and the app's networks; before the engine has loaded, none is active. */
export function getNetwork(
  modal: PorticoModal,
  _parameters: GetNetworkParameters = {},
): GetNetworkReturnType {
  return modal.engine
    ? networkOf(modal.engine)
    : {
        network: undefined,
        caipNetworkId: undefined,
        activeNamespace: undefined,
        isUnsupported: false,
        networks: [],
      };
}

/** Whether two network readings are the same. */
export function sameNetwork(a: GetNetworkReturnType, b: GetNetworkReturnType): boolean {
  return (
    a.caipNetworkId === b.caipNetworkId &&
    a.activeNamespace === b.activeNamespace &&
    a.isUnsupported === b.isUnsupported &&
    a.networks === b.networks
  );
}
