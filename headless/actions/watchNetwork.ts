import type { PorticoModal } from '../createModal.ts';
import { type GetNetworkReturnType, networkOf, sameNetwork } from './getNetwork.ts';
import { watchEngine } from './whenReady.ts';

/** What `watchNetwork` takes. */
export type WatchNetworkParameters = {
  onChange(network: GetNetworkReturnType, previous: GetNetworkReturnType | undefined): void;
};

/** What `watchNetwork` returns: the unsubscribe function. */
export type WatchNetworkReturnType = () => void;

/**
 * Call `onChange` with the active network (see `getNetwork`) once the engine runs and whenever it
 * changes (a switch, the wallet moving, an unsupported chain). Returns the unsubscribe function.
 */
export function watchNetwork(
  modal: PorticoModal,
  parameters: WatchNetworkParameters,
): WatchNetworkReturnType {
  return watchEngine(modal, networkOf, parameters.onChange, sameNetwork, (engine) => engine.network);
}
