import type { CaipAddress, CaipNetworkId } from '../domain/caip.ts';
import type { BalancesActor, ConnectionActor, NetworkActor, RouterActor, WalletsActor } from './engine.ts';
import type { TypedStorage } from './storage/storage.ts';

/** What the glue needs to know about connectors: the type of one, by id. */
export type ConnectorTypeOf = (
  connectorId: string,
) => 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN' | undefined;

/** The actors the glue keeps in step. */
export interface GlueActors {
  router: RouterActor;
  network: NetworkActor;
  wallets: WalletsActor;
  connections: ReadonlyMap<string, ConnectionActor>;
  balances: ReadonlyMap<string, BalancesActor>;
}

/**
 * Keeps the actors that depend on the connections in step with them, in one place:
 * - the router's `isConnected` fact (§2 open and back rules) from every namespace's status;
 * - after a connect made in the modal succeeds, the modal closes (the visitor has what they came for);
 * - the network actor's facts (addresses per namespace, the connector type; §4 switch rules);
 * - the balances actor of the namespace watches the connected account, and is cleared on disconnect;
 * - the wallets actor's list of connections (§4 individual connection status);
 * - storage: the connector of each namespace for reconnect on load, and the last-used chain (§3);
 * - closing the modal tells every connection, so a connect still waiting is rejected (§4).
 * The balances and wallets actors may start later (their code comes with the first connection):
 * `resync()` then sends them the current state. Returns `stop` and `resync`.
 */
export function glueConnections(
  actors: GlueActors,
  storage: TypedStorage,
  connectorTypeOf: ConnectorTypeOf,
): { stop(): void; resync(): void } {
  const watched = new Map<string, string>();
  let connectedInAttempt = false;
  const statuses = new Map<string, string>();

  const sync = () => {
    const addressesByNamespace: Record<string, string> = {};
    let anyConnected = false;
    let connectorType: ReturnType<ConnectorTypeOf>;
    const activeNamespace = actors.network.getSnapshot().context.activeNamespace;
    const connectors: Record<string, string> = {};
    const list = [];
    for (const [namespace, connection] of actors.connections) {
      const context = connection.getSnapshot().context;
      if (context.status === 'connected' && context.address && context.connectorId) {
        anyConnected = true;
        addressesByNamespace[namespace] = context.address;
        connectors[namespace] = context.connectorId;
        if (namespace === activeNamespace) connectorType = connectorTypeOf(context.connectorId);
        list.push({
          id: `${context.connectorId}:${namespace}`,
          connectorId: context.connectorId,
          namespace: context.namespace,
          accounts: context.accounts,
          status: namespace === activeNamespace ? ('active' as const) : ('connected' as const),
        });
      }
    }
    actors.router.send({ type: 'router.facts', isConnected: anyConnected });
    actors.network.send({ type: 'network.facts', addressesByNamespace, connectorType });
    actors.wallets.send({ type: 'wallets.sync', connections: list });
    storage.set('connectedConnectors', connectors);
  };

  const onConnection = (namespace: string, connection: ConnectionActor) => () => {
    const context = connection.getSnapshot().context;
    const previous = statuses.get(namespace);
    statuses.set(namespace, context.status);
    const balances = actors.balances.get(namespace);
    const key = context.status === 'connected' ? `${context.caipAddress}@${context.caipNetworkId}` : '';
    if (key !== (watched.get(namespace) ?? '')) {
      watched.set(namespace, key);
      if (context.status === 'connected' && context.caipAddress && context.caipNetworkId) {
        balances?.send({
          type: 'balances.watch',
          caipAddress: context.caipAddress as CaipAddress,
          caipNetworkId: context.caipNetworkId as CaipNetworkId,
        });
        storage.set('lastUsedChain', context.caipNetworkId);
        // The wallet's chain is the namespace's active network from the moment it connects (an
        // unlisted chain shows the unsupported-chain UI at once, not at the next chainChanged).
        actors.network.send({
          type: 'network.walletChanged',
          caipNetworkId: context.caipNetworkId as CaipNetworkId,
        });
      } else {
        balances?.send({ type: 'balances.clear' });
      }
    }
    if (previous !== context.status) {
      if (previous === 'connecting' && context.status === 'connected') connectedInAttempt = true;
      // A connect the visitor started in the modal is done: close it (§2 close rules still apply). A
      // multi-chain wallet connects each namespace; the modal waits until none is still connecting.
      const stillConnecting = [...actors.connections.values()].some(
        (other) => other.getSnapshot().context.status === 'connecting',
      );
      if (connectedInAttempt && !stillConnecting) {
        connectedInAttempt = false;
        if (actors.router.getSnapshot().matches('open')) actors.router.send({ type: 'modal.close' });
      }
      sync();
    }
  };

  // §4 Cancellation: closing the modal rejects a connect that is still waiting ('Modal closed').
  let wasOpen = actors.router.getSnapshot().matches('open');
  const routerSubscription = actors.router.subscribe((snapshot) => {
    const isOpen = snapshot.matches('open');
    if (wasOpen && !isOpen)
      for (const connection of actors.connections.values()) connection.send({ type: 'modal.closed' });
    wasOpen = isOpen;
  });

  const subscriptions = [...actors.connections].map(([namespace, connection]) =>
    connection.subscribe(onConnection(namespace, connection)),
  );
  // Only a change of the active namespace matters here; the facts sent by sync() change the network
  // actor's snapshot too, so reacting to every snapshot would loop.
  let activeNamespace = actors.network.getSnapshot().context.activeNamespace;
  const networkSubscription = actors.network.subscribe((snapshot) => {
    if (snapshot.context.activeNamespace === activeNamespace) return;
    activeNamespace = snapshot.context.activeNamespace;
    sync();
  });
  sync();
  return {
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      networkSubscription.unsubscribe();
      routerSubscription.unsubscribe();
    },
    resync() {
      // Forget what was watched, so each connected namespace's balances actor is told again.
      watched.clear();
      for (const [namespace, connection] of actors.connections) onConnection(namespace, connection)();
      sync();
    },
  };
}
