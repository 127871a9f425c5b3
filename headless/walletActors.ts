/**
 * The engine's implementations of the wallet statecharts' actors (connection, network) for
 * the wallets in the page: each is a thin call into headless/connectors or headless/rpc, in the
 * machines' own input and output types.
 */
import { fromCallback, fromPromise } from 'xstate';
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
import type { WalletConnectBridge } from './walletConnectBridge.ts';

/** What the wallet actors need from the engine. */
export interface WalletActorsEnvironment {
  registry: ConnectorRegistry;
  /** The pairing connector (connectorId 'walletConnect'). */
  walletConnect: WalletConnectBridge;
  networks: readonly Network[];
  /** The connector of a namespace's current connection (for the network switch). */
  connectorOf(namespace: string): string | undefined;
  /** RPC endpoints of a network: the project's proxy for built-in networks, the host's own otherwise. */
  rpcOptions(network: Network): RpcEndpointOptions;
}

// The calls are a chunk of their own, loaded with the first connect, restore or switch.
let calls: Promise<typeof import('./walletCalls.ts')> | undefined;
const loadCalls = () => {
  calls ??= import('./walletCalls.ts');
  return calls;
};

/** The connection statechart's actors. */
export function connectionActors(env: WalletActorsEnvironment) {
  return {
    connectWallet: fromPromise<ConnectedAccount, ConnectWalletInput>(async ({ input, signal }) =>
      (await loadCalls()).connect(env, input, signal),
    ),
    // A first visit has no stored connector: nothing to restore, and nothing to download for it.
    syncConnection: fromPromise<SyncConnectionOutput, SyncConnectionInput>(async ({ input }) =>
      input.connectorId ? (await loadCalls()).sync(env, input) : null,
    ),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(async ({ input }) =>
      (await loadCalls()).disconnect(env, input),
    ),
    // It receives no events; what it sends back are the machine's provider.* events.
    watchProvider: fromCallback<{ type: 'provider.watch' }, WatchProviderInput>(({ input, sendBack }) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void loadCalls().then((loaded) => {
        if (!stopped) stop = loaded.watch(env, input, sendBack);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    }),
  };
}

/** The network statechart's wallet actors. */
export function networkActors(env: WalletActorsEnvironment) {
  return {
    switchWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) =>
      (await loadCalls()).switchChain(env, input),
    ),
    addWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) =>
      (await loadCalls()).addChain(env, input),
    ),
  };
}
