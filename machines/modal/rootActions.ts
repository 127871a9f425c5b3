/**
 * What the root's rules enqueue in more than one place: on the open path (modal.machine.ts) and in the
 * account-time rules that come with the account actors (accountRules.ts).
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import {
  anyConnected,
  type ConnectionsByNamespace,
  connectorsToRemember,
  networkFactsOf,
  walletConnectionsOf,
} from './modal.coordination.ts';
import type { ConnectRequest, ModalContext, ModalEnqueue, TrackEventParams } from './modal.machine.ts';
import { connectionSystemId, MODAL_SYSTEM_IDS } from './systemIds.ts';

/**
 * Spawn options of a child found by id in the root's snapshot (no system id: nothing reaches these
 * through the system, and an id of the system is kept for the long-lived invoked children).
 */
export function spawnOptions<TInput>(id: string, input: TInput): { input: TInput } {
  // XState types an `id` only for sources named in setup(); these come as logic, hence the cast.
  return { id, input } as { input: TInput };
}

/** An analytics event, when the effective features allow it (§9). */
export function track(enqueue: ModalEnqueue, context: ModalContext, params: TrackEventParams): void {
  if (context.analytics) enqueue({ type: 'trackEvent', params });
}

/** Tell the router, the network and the wallets actor what the connections are; store the connectors. */
export function shareConnections(
  enqueue: ModalEnqueue,
  context: ModalContext,
  connections: ConnectionsByNamespace,
  activeNamespace: ChainNamespace | undefined,
): void {
  enqueue.sendTo('router', { type: 'router.facts', isConnected: anyConnected(connections) });
  enqueue.sendTo('network', { type: 'network.facts', ...networkFactsOf(connections, activeNamespace) });
  if (context.accountActors)
    enqueue.sendTo(MODAL_SYSTEM_IDS.wallets, {
      type: 'wallets.sync',
      connections: walletConnectionsOf(connections, activeNamespace),
    });
  enqueue({ type: 'rememberConnectors', params: connectorsToRemember(connections) });
}

/** Disconnect these namespaces' connections (those connected). */
export function disconnect(
  enqueue: ModalEnqueue,
  context: ModalContext,
  namespaces: readonly ChainNamespace[],
  options: { closeModal?: boolean | undefined; signOut?: boolean | undefined },
): void {
  for (const namespace of namespaces)
    if (context.connections[namespace]?.status === 'connected')
      enqueue.sendTo(connectionSystemId(namespace), {
        type: 'connection.disconnect',
        closeModal: options.closeModal,
        signOut: options.signOut,
      });
}

/**
 * Ask each namespace's connection to connect with this connector (once they run); the attempt runs.
 * A namespace already connected keeps its connection (§4 multi-wallet switches between them).
 */
export function startConnect(enqueue: ModalEnqueue, context: ModalContext, request: ConnectRequest): void {
  const namespaces = request.namespaces.filter(
    (namespace) => context.connections[namespace]?.status !== 'connected',
  );
  if (namespaces.length === 0) return;
  const params = { ...request, namespaces };
  enqueue.assign({ attempt: { namespaces, started: [], connected: false } });
  if (!context.accountActors) {
    enqueue.assign({ pendingConnect: params });
    return;
  }
  for (const namespace of params.namespaces)
    enqueue.sendTo(connectionSystemId(namespace), {
      type: 'connection.connect',
      connectorId: params.connectorId,
      connectorType: params.connectorType,
    });
}
