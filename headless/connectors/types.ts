/**
 * The connector model (§3 Connector) and the minimal structural types of the two wallet APIs Portico
 * talks to in the page: EIP-1193 providers (EVM) and Wallet Standard wallets (Solana). Written out
 * here instead of depending on @wallet-standard/* or a provider package: Portico needs a handful of
 * members, and structural types accept every wallet that has them.
 */
import type { ChainNamespace } from '../../domain/caip.ts';

// One home for the connector types: the connection machine's contract.
export type { ConnectorType } from '../../machines/connection/connection.types.ts';

import type { ConnectorType } from '../../machines/connection/connection.types.ts';

/** §3 Connector: what the Connect view lists and the connection machine connects. */
export interface Connector {
  /** Stable across page loads (an rdns, not an EIP-6963 uuid), so a stored connector id reconnects. */
  readonly id: string;
  readonly name: string;
  readonly type: ConnectorType;
  /** §3 `chain`: the connector's first namespace. */
  readonly chain: ChainNamespace;
  /** Every namespace it connects (more than one only for MULTI_CHAIN). */
  readonly namespaces: readonly ChainNamespace[];
  readonly info?: { readonly rdns?: string | undefined } | undefined;
  readonly imageUrl?: string | undefined;
  /** The wallet directory id of the wallet behind it, when known (ties it to a listing entry). */
  readonly explorerId?: string | undefined;
}

/** EIP-1193 request arguments. */
export interface Eip1193RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | Readonly<Record<string, unknown>> | undefined;
}

/** An EIP-1193 provider: `request`, and the event methods most wallets have. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on?(event: string, listener: (payload: never) => void): unknown;
  removeListener?(event: string, listener: (payload: never) => void): unknown;
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  /** A data URI. */
  readonly icon: string;
  /** Reverse-DNS id, stable across loads. */
  readonly rdns: string;
}

/** EIP-6963 announcement detail: info and its provider. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

/** A Wallet Standard account. */
export interface StandardWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
  readonly label?: string | undefined;
  readonly icon?: string | undefined;
}

/** A Wallet Standard wallet; features are read through the guards in solanaActions.ts. */
export interface StandardWallet {
  readonly version: string;
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
  readonly accounts: readonly StandardWalletAccount[];
}

/** A connector and what connects it: an EIP-1193 provider, a Solana wallet, or both (MULTI_CHAIN). */
export interface ConnectorEntry {
  readonly connector: Connector;
  readonly evm?: Eip1193Provider | undefined;
  readonly solana?: StandardWallet | undefined;
}
