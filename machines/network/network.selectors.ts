/**
 * Selectors of the network snapshot: what the network button, SwitchNetwork and the unsupported-chain
 * UI read.
 */
import type { SnapshotFrom } from 'xstate';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { activeCaipNetworkId, findNetwork, type Network, networkName } from '../../domain/networks.ts';
import type { networkMachine } from './network.machine.ts';

/** A snapshot of the network actor. */
export type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

/** The active network's CAIP-2 id. */
export function selectActiveCaipNetworkId(snapshot: NetworkSnapshot): CaipNetworkId {
  return activeCaipNetworkId(snapshot.context);
}

/** The active network, if it is an app network. */
export function selectActiveNetwork(snapshot: NetworkSnapshot): Network | undefined {
  return findNetwork(snapshot.context, activeCaipNetworkId(snapshot.context));
}

/** §3: the active network's name; 'Unknown Network' for one neither the app nor the registry knows. */
export function selectActiveNetworkName(snapshot: NetworkSnapshot): string {
  const id = activeCaipNetworkId(snapshot.context);
  return findNetwork(snapshot.context, id)?.name ?? networkName(id);
}

/** §4: show the unsupported-chain UI. */
export function selectIsUnsupportedChain(snapshot: NetworkSnapshot): boolean {
  return snapshot.matches({ chain: 'unsupported' });
}

/** The network being switched to, while a switch runs or waits. */
export function selectSwitchTarget(snapshot: NetworkSnapshot): Network | undefined {
  return snapshot.context.target;
}

/** The wallet is being asked (to switch or to add the chain). */
export function selectIsSwitching(snapshot: NetworkSnapshot): boolean {
  return snapshot.matches({ flow: 'switching' }) || snapshot.matches({ flow: 'adding' });
}

/** The §8 text of the last failed switch. */
export function selectSwitchError(snapshot: NetworkSnapshot): string | undefined {
  return snapshot.context.error?.message;
}
