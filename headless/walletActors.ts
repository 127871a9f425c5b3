/**
 * The engine's implementations of the wallet statecharts' actors (connection, network, balances) for
 * the wallets in the page: each is a thin call into headless/connectors or headless/rpc, in the
 * machines' own input and output types.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { FetchNativeBalanceInput, NativeBalance } from '../machines/balances/balances.context.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  SyncConnectionInput,
  SyncConnectionOutput,
  WatchProviderInput,
} from '../machines/connection/connection.types.ts';
import type { WalletChainInput } from '../machines/network/network.machine.ts';
import { connectWallet, disconnectWallet, syncConnection } from './connectors/connectWallet.ts';
import { addEvmChain, requestEvmChainSwitch, watchEvmProvider } from './connectors/evmActions.ts';
import type { ConnectorRegistry } from './connectors/registry.ts';
import { watchSolanaWallet } from './connectors/solanaActions.ts';
import { noConnectorForConnection, PorticoError } from './domain/errors.ts';
import type { Network } from './domain/networks.ts';
import type { NativeBalanceReader } from './rpc/nativeBalanceReader.ts';
import type { RpcEndpointOptions } from './rpc/rpcUrls.ts';
import { WALLET_CONNECT_ID, type WalletConnectBridge } from './walletConnectBridge.ts';

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

/** The connection statechart's actors. */
export function connectionActors(env: WalletActorsEnvironment) {
  return {
    // connectorId 'walletConnect' is the pairing connector; every other id is a wallet in the page.
    connectWallet: fromPromise<ConnectedAccount, ConnectWalletInput>(({ input, signal }) =>
      input.connectorId === WALLET_CONNECT_ID
        ? env.walletConnect.connect(input, signal)
        : connectWallet(env.registry, input),
    ),
    syncConnection: fromPromise<SyncConnectionOutput, SyncConnectionInput>(({ input }) =>
      input.connectorId === WALLET_CONNECT_ID
        ? env.walletConnect.sync(input)
        : syncConnection(env.registry, input),
    ),
    disconnectWallet: fromPromise<void, DisconnectWalletInput>(({ input }) =>
      input.connectorId === WALLET_CONNECT_ID
        ? env.walletConnect.disconnect(input)
        : disconnectWallet(env.registry, input),
    ),
    // It receives no events; what it sends back are the machine's provider.* events.
    watchProvider: fromCallback<{ type: 'provider.watch' }, WatchProviderInput>(({ input, sendBack }) => {
      const listeners = {
        onAccountsChanged: (addresses: readonly string[]) =>
          sendBack({ type: 'provider.accountsChanged', addresses: [...addresses] }),
        onChainChanged: (chainId: string) => sendBack({ type: 'provider.chainChanged', chainId }),
        onDisconnect: () => sendBack({ type: 'provider.disconnect' }),
      };
      if (input.connectorId === WALLET_CONNECT_ID) return env.walletConnect.watch(input.namespace, sendBack);
      if (input.namespace === 'eip155') {
        const provider = env.registry.getEvmProvider(input.connectorId);
        return provider ? watchEvmProvider(provider, listeners) : undefined;
      }
      if (input.namespace === 'solana') {
        const wallet = env.registry.getSolanaWallet(input.connectorId);
        return wallet ? watchSolanaWallet(wallet, listeners) : undefined;
      }
      return undefined;
    }),
  };
}

function evmProviderFor(env: WalletActorsEnvironment, network: Network) {
  const connectorId = env.connectorOf(network.chainNamespace);
  const provider = connectorId ? env.registry.getEvmProvider(connectorId) : undefined;
  if (!provider)
    throw new PorticoError('noConnectorForConnection', noConnectorForConnection(connectorId ?? ''));
  return provider;
}

/** The network statechart's wallet actors: a Solana wallet has no switch call, its network is the app's. */
export function networkActors(env: WalletActorsEnvironment) {
  return {
    switchWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) => {
      // A pairing wallet switches, adds or refuses in one call (§4 "For a pairing wallet").
      if (input.connectorType === 'WALLET_CONNECT') return env.walletConnect.switchChain(input.network);
      if (input.network.chainNamespace === 'eip155')
        await requestEvmChainSwitch(evmProviderFor(env, input.network), input.network);
    }),
    addWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) => {
      if (input.network.chainNamespace === 'eip155')
        await addEvmChain(evmProviderFor(env, input.network), input.network);
    }),
  };
}

/**
 * The balances statechart's native-balance reader. viem and kit are a chunk of their own, loaded with
 * the first balance read (after a connect), never with the modal.
 */
export function balanceActors(env: WalletActorsEnvironment) {
  let reader: Promise<NativeBalanceReader> | undefined;
  return {
    fetchNativeBalance: fromPromise<NativeBalance, FetchNativeBalanceInput>(async ({ input }) => {
      reader ??= import('./rpc/nativeBalanceReader.ts').then(({ createNativeBalanceReader }) =>
        createNativeBalanceReader(env.networks, env.rpcOptions),
      );
      return (await reader)(input);
    }),
  };
}
