import { fromPromise, waitFor } from 'xstate';
import { noConnectorForConnection, PorticoError } from '../domain/errors.ts';
import type { ReconnectWalletInput } from '../machines/connection/wallets.machine.ts';
import type { ConnectionActor, NetworkActor } from './engine.ts';

/**
 * The multi-wallet statechart's `reconnectWallet` (§4 "switching to an active or connected one
 * reconnects it"): connect the connection's namespace again if it dropped, then make that namespace
 * the active one, on the network its wallet is on.
 */
export function reconnectWalletActor(
  connectionOf: (namespace: string) => ConnectionActor | undefined,
  network: () => NetworkActor | undefined,
) {
  return fromPromise<void, ReconnectWalletInput>(async ({ input: { connection } }) => {
    const actor = connectionOf(connection.namespace);
    if (!actor)
      throw new PorticoError('noConnectorForConnection', noConnectorForConnection(connection.connectorId));
    if (actor.getSnapshot().context.status !== 'connected') {
      actor.send({ type: 'connection.connect', connectorId: connection.connectorId });
      const settled = await waitFor(actor, (snapshot) => snapshot.context.status !== 'connecting');
      if (settled.context.status !== 'connected') {
        throw new PorticoError(
          'failedToConnect',
          settled.context.error ?? noConnectorForConnection(connection.connectorId),
        );
      }
    }
    const networkActor = network();
    const { caipNetworkId } = actor.getSnapshot().context;
    if (
      networkActor &&
      caipNetworkId &&
      networkActor.getSnapshot().context.activeNamespace !== connection.namespace
    ) {
      // The visitor chose this wallet: no confirmation view, the namespace becomes active at once.
      networkActor.send({ type: 'network.switch', caipNetworkId, skipConfirm: true });
    }
  });
}
