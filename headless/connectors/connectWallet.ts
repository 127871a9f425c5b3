/**
 * The connection machine's actors for wallets in the page (injected, announced, Solana, MULTI_CHAIN):
 * connect, sync on load and disconnect one namespace of a registry connector, in the machine's own
 * input and output types.
 */

import { noConnectorForConnection, PorticoError } from '../../domain/errors.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  SyncConnectionInput,
  SyncConnectionOutput,
} from '../../machines/connection/connection.types.ts';
import { connectEvm, disconnectEvm, type EvmConnection, reconnectEvm } from './evmActions.ts';
import type { ConnectorRegistry } from './registry.ts';
import { connectSolana, disconnectSolana, reconnectSolana, type SolanaConnection } from './solanaActions.ts';
import type { Connector } from './types.ts';

function toConnectedAccount(
  connector: Connector,
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

function noConnector(connectorId: string): PorticoError {
  return new PorticoError('noConnectorForConnection', noConnectorForConnection(connectorId));
}

/**
 * `connectWallet`: connect the connector's `namespace` half (eth_requestAccounts or standard:connect).
 * Throws 'No connector found for connection: {id}' when the registry has no such connector for the
 * namespace, else what connectEvm / connectSolana throw.
 */
export async function connectWallet(
  registry: ConnectorRegistry,
  input: ConnectWalletInput,
): Promise<ConnectedAccount> {
  const connector = registry.getConnector(input.connectorId);
  if (connector && input.namespace === 'eip155') {
    const provider = registry.getEvmProvider(input.connectorId);
    if (provider) return toConnectedAccount(connector, await connectEvm(provider));
  }
  if (connector && input.namespace === 'solana') {
    const wallet = registry.getSolanaWallet(input.connectorId);
    if (wallet) return toConnectedAccount(connector, await connectSolana(wallet));
  }
  throw noConnector(input.connectorId);
}

/**
 * `syncConnection`: restore the stored connector's account without a prompt; `null` when there is no
 * stored connector, it is not in the page (yet), or it has not authorized this site.
 */
export async function syncConnection(
  registry: ConnectorRegistry,
  input: SyncConnectionInput,
): Promise<SyncConnectionOutput> {
  const connector = input.connectorId ? registry.getConnector(input.connectorId) : undefined;
  if (!connector || !input.connectorId) return null;
  const provider = input.namespace === 'eip155' ? registry.getEvmProvider(input.connectorId) : undefined;
  const wallet = input.namespace === 'solana' ? registry.getSolanaWallet(input.connectorId) : undefined;
  const connection = provider ? await reconnectEvm(provider) : wallet ? await reconnectSolana(wallet) : null;
  return connection ? toConnectedAccount(connector, connection) : null;
}

/** `disconnectWallet`: tell the wallet (revoke or standard:disconnect); never fails. */
export async function disconnectWallet(
  registry: ConnectorRegistry,
  input: DisconnectWalletInput,
): Promise<void> {
  if (!input.connectorId) return;
  const provider = input.namespace === 'eip155' ? registry.getEvmProvider(input.connectorId) : undefined;
  const wallet = input.namespace === 'solana' ? registry.getSolanaWallet(input.connectorId) : undefined;
  if (provider) await disconnectEvm(provider);
  if (wallet) await disconnectSolana(wallet);
}
