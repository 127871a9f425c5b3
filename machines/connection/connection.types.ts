/**
 * What a connection is made of (§3 Connection, Account state, Connector) and the contracts of the
 * actors the engine provides to the connection machines: their exact input and output types, and how a
 * failed connect is worded (§8).
 */
import type { AccountType } from '../../domain/accountTypes.ts';
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { ConnectorType } from '../../domain/connectorTypes.ts';
import { USER_REJECTED_REQUEST_CODE } from '../../domain/constants.ts';
import { failureOf, failureOfError, isPorticoError, type PorticoFailure } from '../../domain/errors.ts';
import type { LoginProvider } from '../../domain/socialProviders.ts';

/** §4 Connection status per chain namespace. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export {
  type ConnectorType,
  isEmbeddedConnectorType,
  isInPageConnectorType,
  offersSeveralNamespaces,
} from '../../domain/connectorTypes.ts';

/** §3 Connection accounts: one address and its account type. */
export interface ConnectionAccount {
  address: string;
  type: AccountType;
}

/** §3 connectedWalletInfo: the wallet as the UI shows it. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  rdns?: string;
}

/** §3 Account state `user`: the embedded wallet's email and username. */
export interface ConnectionUser {
  email?: string | null;
  username?: string;
}

/**
 * A connected account, as `connectWallet` and `syncConnection` report it. `chainId` is the CAIP-2 id
 * of the chain the wallet is on; `address` is the account in use (the first of `accounts` usually).
 */
export interface ConnectedAccount {
  address: string;
  chainId: CaipNetworkId;
  connectorId: string;
  /** §3 Connector type of the connector that made the connection. */
  connectorType?: ConnectorType;
  accounts: ConnectionAccount[];
  walletInfo?: ConnectedWalletInfo;
  /** Only the embedded (AUTH) wallet knows a user. */
  user?: ConnectionUser;
  /** §3 socialProvider: the embedded wallet's login was by this provider (or Farcaster); absent for email. */
  socialProvider?: LoginProvider;
}

/** Input of `connectWallet`: the connector the user chose, on this namespace. */
export interface ConnectWalletInput {
  connectorId: string;
  namespace: ChainNamespace;
}

/** Input of `syncConnection`: the namespace and the last connector stored for it, if any. */
export interface SyncConnectionInput {
  namespace: ChainNamespace;
  connectorId: string | undefined;
}

/** Output of `syncConnection`: the restored account, or null when nothing is connected. */
export type SyncConnectionOutput = ConnectedAccount | null;

/**
 * Input of `disconnectWallet`. `signOut` clears the sign-in sessions too (§4 "Sign-out on disconnect
 * defaults to true"); the silent disconnect on load passes false.
 */
export interface DisconnectWalletInput {
  namespace: ChainNamespace;
  connectorId: string | undefined;
  signOut: boolean;
}

/** Input of `watchProvider`: whose provider events to forward while connected. */
export interface WatchProviderInput {
  namespace: ChainNamespace;
  connectorId: string;
}

/**
 * What `watchProvider` sends back (EIP-1193 and wallet-standard events). `chainId` may be a CAIP-2 id,
 * a number, or the hex string EIP-1193 wallets send ('0x89').
 */
export type ProviderEvent =
  | { type: 'provider.accountsChanged'; addresses: string[] }
  | { type: 'provider.chainChanged'; chainId: string | number }
  | { type: 'provider.disconnect' };

/**
 * Whether a wallet error is the user saying no: EIP-1193 code 4001, the embedded frame's refusal
 * ('userRejectedRequest'), or an error the connector flagged `rejected: true` (wallets without codes,
 * a closed pairing prompt).
 */
export function isUserRejection(error: unknown): boolean {
  if (isPorticoError(error, 'userRejectedRequest')) return true;
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === USER_REJECTED_REQUEST_CODE) return true;
  return 'rejected' in error && error.rejected === true;
}

/**
 * The §8 failure of a connect: 'connectionRejected' when the user refused, the connector's own code
 * and text when it already phrased one (a PorticoError such as 'popupClosed'), otherwise
 * 'failedToConnect'. Wallets' raw messages are never shown: they vary and are not in the catalogue
 * (the embedded frame's own words come as 'frameErrorFallback').
 */
export function connectFailure(error: unknown): PorticoFailure {
  if (isUserRejection(error)) return failureOf('connectionRejected');
  if (isPorticoError(error) && error.code !== 'frameErrorFallback') return failureOfError(error);
  return failureOf('failedToConnect');
}
