/**
 * The multi-wallet machine's context (§4 Individual connection status), its input and the pure list
 * updates it applies. Recent wallets (§9) live in the wallet list (machines/wallets/walletList).
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { ConnectionAccount } from './connection.types.ts';

/** One account of a wallet, on the chain namespace it is on. */
export interface WalletAccount extends ConnectionAccount {
  namespace: ChainNamespace;
}

/** §4 Individual connection status. */
export const INDIVIDUAL_CONNECTION_STATUSES = ['connected', 'active', 'disconnected'] as const;

/** One of connected, active, disconnected. */
export type IndividualConnectionStatus = (typeof INDIVIDUAL_CONNECTION_STATUSES)[number];

/** Whether a status is one a connection may be switched to (§4 "Switching to any other status is an error"). */
export function isIndividualConnectionStatus(status: string): status is IndividualConnectionStatus {
  return (INDIVIDUAL_CONNECTION_STATUSES as readonly string[]).includes(status);
}

/**
 * §3 Connection, as the multi-wallet list holds it: one entry per wallet (connector), however many
 * chain namespaces it is connected on (an embedded or multi-chain wallet on EVM and Solana is one
 * wallet, listed once).
 */
export interface WalletConnection {
  /** The connection's own id (its connector's). */
  id: string;
  connectorId: string;
  /**
   * The namespaces it is connected on, in the app's order; once disconnected everywhere, those it
   * was connected on. Never empty.
   */
  namespaces: ChainNamespace[];
  /** Its accounts on those namespaces. */
  accounts: WalletAccount[];
  status: IndividualConnectionStatus;
  /** §3 "optional auth name": set for embedded-wallet (email, social) connections only. */
  authName?: string;
}

/** What the multi-wallet actor knows. */
export interface WalletsContext {
  /** The multiWallet feature switch (§1, remote configuration). */
  multiWallet: boolean;
  connections: WalletConnection[];
  /** The §8 text of the last refused or failed request; cleared by the next request. */
  error: string | undefined;
  /** The connection a reconnect is running for. */
  pending: WalletConnection | undefined;
}

/** Input of the multi-wallet actor. */
export interface WalletsInput {
  multiWallet: boolean;
}

/** The context the actor starts with. */
export function initialContext(input: WalletsInput): WalletsContext {
  return {
    multiWallet: input.multiWallet,
    connections: [],
    error: undefined,
    pending: undefined,
  };
}

/** The connection with this id, if any. */
export function findConnection(context: WalletsContext, connectionId: string): WalletConnection | undefined {
  return context.connections.find((connection) => connection.id === connectionId);
}

/**
 * The status a switch goes by: the one asked for, else the connection's own (§4: "Switching to a
 * disconnected connection…", "…an active or connected one").
 */
export function switchStatus(
  connection: WalletConnection | undefined,
  to: string | undefined,
): string | undefined {
  return to ?? connection?.status;
}

/** After a reconnect: that connection is the active one, the one active before is merely connected. */
export function activate(connections: readonly WalletConnection[], connectionId: string): WalletConnection[] {
  return connections.map((connection) => {
    if (connection.id === connectionId) return { ...connection, status: 'active' };
    return connection.status === 'active' ? { ...connection, status: 'connected' } : connection;
  });
}
