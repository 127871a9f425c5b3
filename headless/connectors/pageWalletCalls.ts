/**
 * What a wallet in the page (injected, announced, Wallet Standard, MULTI_CHAIN) does for its
 * connector: connect, restore, disconnect, switch and add chains, and follow one namespace of its
 * entry, in the connection and network statecharts' own types. A chunk of its own (pageWallet.ts
 * imports it on first use), so a visitor who opens the modal downloads none of it until a wallet is
 * connected or restored.
 */

import type { ChainNamespace } from '../../domain/caip.ts';
import { noConnectorForConnection, PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type { ConnectedAccount, ProviderEvent } from '../../machines/connection/connection.types.ts';
import {
  addEvmChain,
  connectEvm,
  disconnectEvm,
  type EvmConnection,
  reconnectEvm,
  requestEvmChainSwitch,
  watchEvmProvider,
} from './evmActions.ts';
import type { ConnectorCalls } from './lazyConnector.ts';
import {
  connectSolana,
  disconnectSolana,
  reconnectSolana,
  type SolanaConnection,
  watchSolanaWallet,
} from './solanaActions.ts';
import type { ConnectorEntry } from './types.ts';

function toConnectedAccount(
  { connector }: ConnectorEntry,
  connection: EvmConnection | SolanaConnection,
): ConnectedAccount {
  // A wallet in the page holds plain keys: its accounts are EOAs, not the namespace's default type.
  const type = 'eoa' as const;
  return {
    address: connection.address,
    chainId: connection.chainId,
    connectorId: connector.id,
    accounts: connection.addresses.map((address) => ({ address, type })),
    walletInfo: {
      name: connector.name,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    },
  };
}

function noConnector(entry: ConnectorEntry): PorticoError {
  return new PorticoError('noConnectorForConnection', noConnectorForConnection(entry.connector.id));
}

/**
 * Connect the entry's `namespace` half (eth_requestAccounts or standard:connect). Throws 'No connector
 * found for connection: {id}' when the wallet has no such half, else what connectEvm / connectSolana throw.
 */
export async function connect(entry: ConnectorEntry, namespace: ChainNamespace): Promise<ConnectedAccount> {
  if (namespace === 'eip155' && entry.evm) return toConnectedAccount(entry, await connectEvm(entry.evm));
  if (namespace === 'solana' && entry.solana)
    return toConnectedAccount(entry, await connectSolana(entry.solana));
  throw noConnector(entry);
}

/** Restore the namespace's account without a prompt; null when the wallet has not authorized this site. */
export async function restore(
  entry: ConnectorEntry,
  namespace: ChainNamespace,
): Promise<ConnectedAccount | null> {
  const connection =
    namespace === 'eip155' && entry.evm
      ? await reconnectEvm(entry.evm)
      : namespace === 'solana' && entry.solana
        ? await reconnectSolana(entry.solana)
        : null;
  return connection ? toConnectedAccount(entry, connection) : null;
}

/**
 * Sign the wallet out for this site (revoke, or standard:disconnect); never fails. §4 "Sign-out on
 * disconnect defaults to true": without it, the wallet keeps the site's permission (the next connect
 * need not prompt).
 */
export async function disconnect(
  entry: ConnectorEntry,
  namespace: ChainNamespace,
  signOut: boolean,
): Promise<void> {
  if (!signOut) return;
  if (namespace === 'eip155' && entry.evm) await disconnectEvm(entry.evm);
  if (namespace === 'solana' && entry.solana) await disconnectSolana(entry.solana);
}

function evmProviderOf(entry: ConnectorEntry) {
  if (!entry.evm) throw noConnector(entry);
  return entry.evm;
}

/** Switch the wallet's chain; a Solana wallet has no switch call (its network is the app's). */
export async function switchChain(entry: ConnectorEntry, network: Network): Promise<void> {
  if (network.chainNamespace === 'eip155') await requestEvmChainSwitch(evmProviderOf(entry), network);
}

/** Add the chain to the wallet (eip155 only). */
export async function addChain(entry: ConnectorEntry, network: Network): Promise<void> {
  if (network.chainNamespace === 'eip155') await addEvmChain(evmProviderOf(entry), network);
}

/** Follow the namespace half's events as the connection statechart's provider.* events. */
export function watch(
  entry: ConnectorEntry,
  namespace: ChainNamespace,
  emit: (event: ProviderEvent) => void,
): () => void {
  const listeners = {
    onAccountsChanged: (addresses: readonly string[]) =>
      emit({ type: 'provider.accountsChanged', addresses: [...addresses] }),
    onChainChanged: (chainId: string) => emit({ type: 'provider.chainChanged', chainId }),
    onDisconnect: () => emit({ type: 'provider.disconnect' }),
  };
  if (namespace === 'eip155' && entry.evm) return watchEvmProvider(entry.evm, listeners);
  if (namespace === 'solana' && entry.solana) return watchSolanaWallet(entry.solana, listeners);
  return () => {};
}

/** The connector calls of `entry` (its provider stays in the page: pageWallet.ts gives it at once). */
export function callsOf(entry: ConnectorEntry): ConnectorCalls {
  return {
    connect: ({ namespace }) => connect(entry, namespace),
    restore: ({ namespace }) => restore(entry, namespace),
    disconnect: ({ namespace, signOut }) => disconnect(entry, namespace, signOut),
    switchChain: (network) => switchChain(entry, network),
    addChain: (network) => addChain(entry, network),
    provider: (namespace) =>
      namespace === 'eip155' ? entry.evm : namespace === 'solana' ? entry.solana : undefined,
    watch: (namespace, emit) => watch(entry, namespace, emit),
  };
}
