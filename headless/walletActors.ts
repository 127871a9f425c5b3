/**
 * The engine's implementations of the wallet statecharts' actors (connection, network): each finds the
 * connector by id and calls the one connector interface (headless/connectors/connector.ts), whichever
 * wallet is behind it, in the machines' own input and output types.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { ChainNamespace } from '../domain/caip.ts';
import { noConnectorForConnection, PorticoError } from '../domain/errors.ts';
import type { Network } from '../domain/networks.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  SyncConnectionInput,
  SyncConnectionOutput,
  WatchProviderInput,
} from '../machines/connection/connection.types.ts';
import type { WalletChainInput } from '../machines/network/network.machine.ts';
import type { ConnectorRegistry } from './connectors/registry.ts';
import type { RpcEndpointOptions } from './rpc/rpcUrls.ts';

/** What the wallet actors need from the engine. */
export interface WalletActorsEnvironment {
  /** Every connector by id: the page's wallets and the modal's own (pairing). */
  registry: ConnectorRegistry;
  networks: readonly Network[];
  /** The connector of a namespace's current connection (for the network switch). */
  connectorOf(namespace: string): string | undefined;
  /** RPC endpoints of a network: the project's proxy for built-in networks, the host's own otherwise. */
  rpcOptions(network: Network): RpcEndpointOptions;
  /**
   * §4 sign-out on disconnect: revoke the sign-in sessions of a namespace's connected account (on the
   * server, for the cloud implementation). Absent when sign-in is not configured.
   */
  signOut?: ((namespace: ChainNamespace) => Promise<void>) | undefined;
}

function connectorNamed(env: WalletActorsEnvironment, connectorId: string) {
  const connector = env.registry.getWalletConnector(connectorId);
  if (!connector) throw new PorticoError('noConnectorForConnection', noConnectorForConnection(connectorId));
  return connector;
}

/** The wallet asked to switch or add: the one connected on the network's namespace, else the active one. */
const connectorFor = (env: WalletActorsEnvironment, input: WalletChainInput) =>
  connectorNamed(env, env.connectorOf(input.network.chainNamespace) ?? input.connectorId ?? '');

/** The connection statechart's actors. */
export function connectionActors(env: WalletActorsEnvironment) {
  return {
    connectWallet: fromPromise<ConnectedAccount, ConnectWalletInput>(async ({ input, signal }) =>
      connectorNamed(env, input.connectorId).connect(input, signal),
    ),
    // A first visit has no stored connector; a stored one not (yet) in the page restores nothing.
    syncConnection: fromPromise<SyncConnectionOutput, SyncConnectionInput>(async ({ input }) => {
      const connector = input.connectorId ? env.registry.getWalletConnector(input.connectorId) : undefined;
      return connector ? connector.restore(input) : null;
    }),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(async ({ input }) => {
      // Signed out first: a sign-out that fails leaves the wallet connected ('Failed to disconnect'),
      // never a disconnected visitor whose session still lives on the server.
      if (input.signOut && env.signOut) await env.signOut(input.namespace);
      if (input.connectorId) await env.registry.getWalletConnector(input.connectorId)?.disconnect(input);
    }),
    // It receives no events; what it sends back are the machine's provider.* events.
    watchProvider: fromCallback<{ type: 'provider.watch' }, WatchProviderInput>(({ input, sendBack }) =>
      env.registry.getWalletConnector(input.connectorId)?.watch(input.namespace, sendBack),
    ),
  };
}

/** The network statechart's wallet actors. */
export function networkActors(env: WalletActorsEnvironment) {
  return {
    switchWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) =>
      connectorFor(env, input).switchChain(input.network),
    ),
    addWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) =>
      connectorFor(env, input).addChain(input.network),
    ),
  };
}
