/**
 * The network machine's events (§4 Network switch). Dot-named by intent: what the views ask, what the
 * wallet did, and what the engine knows.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import type { Network } from '../../domain/networks.ts';
import type { NetworkFacts } from './network.context.ts';

/** Every event the network actor accepts. */
export type NetworkEvent =
  /** Switch the active network; `skipConfirm` overrides the host option for this switch. */
  | { type: 'network.switch'; caipNetworkId: CaipNetworkId; skipConfirm?: boolean }
  /** The user confirmed the switch the view shows (also "try again" after a failure). */
  | { type: 'network.confirm' }
  /** The user cancelled the switch the view shows; the network stays. */
  | { type: 'network.cancel' }
  /** The wallet moved to another chain on its own (its chainChanged). */
  | { type: 'network.walletChanged'; caipNetworkId: CaipNetworkId }
  /** The engine reports connection facts; omitted ones keep their value. */
  | ({ type: 'network.facts' } & Partial<NetworkFacts>)
  /** Add a network to the app's networks; it needs an adapter for its namespace. */
  | { type: 'network.add'; network: Network };
