/**
 * One interface for every way of connecting a wallet, in the spirit of wagmi's `createConnector`:
 * the wallets in the page (injected, EIP-6963 announced, Wallet Standard, MULTI_CHAIN) and the pairing
 * connector implement it, and the embedded wallet will be the next. The statecharts' actors and the
 * engine call it without knowing which one they hold.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { Network } from '../../domain/networks.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
} from '../../machines/connection/connection.types.ts';
import type { Connector, Eip1193Provider, StandardWallet } from './types.ts';

/** A connector's calls; each one connects, restores or disconnects one namespace. */
export interface WalletConnector {
  /** The §3 description the Connect view lists and the engine reads (id, type, namespaces). */
  readonly connector: Connector;
  /** Ask the wallet for the namespace's account (a prompt). */
  connect(input: ConnectWalletInput, signal: AbortSignal): Promise<ConnectedAccount>;
  /** The namespace's account after a reload, without a prompt; null when the wallet has not authorized the site. */
  restore(input: SyncConnectionInput): Promise<SyncConnectionOutput>;
  /** Tell the wallet the namespace is disconnected; never fails. */
  disconnect(input: DisconnectWalletInput): Promise<void>;
  /** Ask the wallet to switch to the network (a no-op where the app's network is the wallet's, as on Solana). */
  switchChain(network: Network): Promise<void>;
  /** Ask the wallet to add the network (eip155). */
  addChain(network: Network): Promise<void>;
  /** The namespace's provider, for the host's own requests: EIP-1193 for eip155, a Wallet Standard wallet for solana. */
  provider(namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined;
  /** Follow the wallet's account, chain and disconnect events on a namespace; returns the stop. */
  watch(namespace: ChainNamespace, emit: (event: ProviderEvent) => void): () => void;
}

/** Run `start` once `loaded` resolves, unless stopped first: a watch over code loaded on demand. */
export function watchWhenLoaded<T>(loaded: Promise<T>, start: (value: T) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loaded.then((value) => {
    if (!stopped) stop = start(value);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
