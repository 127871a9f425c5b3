/**
 * The engine's implementations of the connection statechart's actors: each finds the connector by id
 * and calls the one connector interface (headless/connectors/connector.ts). Needed only once the
 * connection actors run, so they come in the account actors' chunk (accountActors.ts), not the
 * engine's.
 */
import { fromCallback, fromPromise } from 'xstate';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  SyncConnectionInput,
  SyncConnectionOutput,
  WatchProviderInput,
} from '../machines/connection/connection.types.ts';
import { connectorNamed, type WalletActorsEnvironment } from './walletActors.ts';

/** The connection statechart's actors. */
export function connectionActors(env: WalletActorsEnvironment) {
  return {
    connectWallet: fromPromise<ConnectedAccount, ConnectWalletInput>(async ({ input, signal }) =>
      connectorNamed(env, input.connectorId).connect(input, signal),
    ),
    // A first visit has no stored connector; a stored one not (yet) in the page fails with 'No
    // connector found for connection: {id}' (the statechart keeps it remembered for a later load).
    syncConnection: fromPromise<SyncConnectionOutput, SyncConnectionInput>(async ({ input }) =>
      input.connectorId ? connectorNamed(env, input.connectorId).restore(input) : null,
    ),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(async ({ input }) => {
      if (input.connectorId) await env.registry.getWalletConnector(input.connectorId)?.disconnect(input);
    }),
    // It receives no events; what it sends back are the machine's provider.* events.
    watchProvider: fromCallback<{ type: 'provider.watch' }, WatchProviderInput>(({ input, sendBack }) =>
      env.registry.getWalletConnector(input.connectorId)?.watch(input.namespace, sendBack),
    ),
  };
}
