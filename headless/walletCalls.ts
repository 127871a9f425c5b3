/**
 * What the wallet statecharts' actors do for the wallets in the page and the pairing connector: thin
 * calls into headless/connectors. A chunk of its own (walletActors.ts imports it on first use), so a
 * visitor who opens the modal downloads none of it until a wallet is connected or restored.
 */

import { noConnectorForConnection, PorticoError } from '../domain/errors.ts';
import type { Network } from '../domain/networks.ts';
import type {
  ConnectWalletInput,
  DisconnectWalletInput,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
  WatchProviderInput,
} from '../machines/connection/connection.types.ts';
import type { WalletChainInput } from '../machines/network/network.machine.ts';
import { connectWallet, disconnectWallet, syncConnection } from './connectors/connectWallet.ts';
import { addEvmChain, requestEvmChainSwitch, watchEvmProvider } from './connectors/evmActions.ts';
import { watchSolanaWallet } from './connectors/solanaActions.ts';
import type { WalletActorsEnvironment } from './walletActors.ts';
import { WALLET_CONNECT_ID } from './walletConnectIds.ts';

// connectorId 'walletConnect' is the pairing connector; every other id is a wallet in the page.

export function connect(env: WalletActorsEnvironment, input: ConnectWalletInput, signal: AbortSignal) {
  return input.connectorId === WALLET_CONNECT_ID
    ? env.walletConnect.connect(input, signal)
    : connectWallet(env.registry, input);
}

export function sync(
  env: WalletActorsEnvironment,
  input: SyncConnectionInput,
): Promise<SyncConnectionOutput> {
  return input.connectorId === WALLET_CONNECT_ID
    ? env.walletConnect.sync(input)
    : syncConnection(env.registry, input);
}

export function disconnect(env: WalletActorsEnvironment, input: DisconnectWalletInput): Promise<void> {
  return input.connectorId === WALLET_CONNECT_ID
    ? env.walletConnect.disconnect(input)
    : disconnectWallet(env.registry, input);
}

/** Follow the connected wallet's events as the machine's provider.* events; returns the stop. */
export function watch(
  env: WalletActorsEnvironment,
  input: WatchProviderInput,
  sendBack: (event: ProviderEvent) => void,
): (() => void) | undefined {
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
}

function evmProviderFor(env: WalletActorsEnvironment, network: Network) {
  const connectorId = env.connectorOf(network.chainNamespace);
  const provider = connectorId ? env.registry.getEvmProvider(connectorId) : undefined;
  if (!provider)
    throw new PorticoError('noConnectorForConnection', noConnectorForConnection(connectorId ?? ''));
  return provider;
}

/** Switch the wallet's chain; a Solana wallet has no switch call (its network is the app's). */
export async function switchChain(env: WalletActorsEnvironment, input: WalletChainInput): Promise<void> {
  // A pairing wallet switches, adds or refuses in one call (§4 "For a pairing wallet").
  if (input.connectorType === 'WALLET_CONNECT') return env.walletConnect.switchChain(input.network);
  if (input.network.chainNamespace === 'eip155')
    await requestEvmChainSwitch(evmProviderFor(env, input.network), input.network);
}

/** Add the chain to the wallet (eip155 only). */
export async function addChain(env: WalletActorsEnvironment, input: WalletChainInput): Promise<void> {
  if (input.network.chainNamespace === 'eip155')
    await addEvmChain(evmProviderFor(env, input.network), input.network);
}
