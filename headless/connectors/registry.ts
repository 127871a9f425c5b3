/**
 * The wallets in the page as one observable list of connectors: EIP-6963 announcements, the legacy
 * `window.ethereum`, and Wallet Standard Solana wallets, with multi-namespace wallets merged into one
 * MULTI_CHAIN connector. The engine creates one per modal and finds every connector through it by id:
 * those of the page and those the modal brings (pairing). SSR-safe: without a window it lists none.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { WalletConnector } from './connector.ts';
import { watchAnnouncedProviders } from './eip6963.ts';
import { legacyInjectedConnector } from './injected.ts';
import { mergeMultiChain } from './multiChain.ts';
import { pageWalletConnector } from './pageWallet.ts';
import type { Connector, Eip6963ProviderDetail, StandardWallet } from './types.ts';
import { watchWalletStandard } from './walletStandard.ts';

/** Options of {@link createConnectorRegistry}. */
export interface ConnectorRegistryOptions {
  /** The namespaces the app uses; wallets and halves of other namespaces are left out. */
  namespaces?: readonly ChainNamespace[];
  /** Connectors the modal brings (pairing; the embedded wallet next): found by id, not listed with the page's wallets. */
  builtIn?: readonly WalletConnector[];
}

/** The registry: a store (`subscribe`/`getSnapshot`, fit for useSyncExternalStore) plus lookups. */
export interface ConnectorRegistry {
  /** The connectors, announced first, then Solana-only wallets, then the legacy injected one. Stable until it changes. */
  getSnapshot(): readonly Connector[];
  /** Call `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The description of a connector, of the page or built in. */
  getConnector(id: string): Connector | undefined;
  /** A connector's calls (connect, restore, switch, provider, …), of the page or built in. */
  getWalletConnector(id: string): WalletConnector | undefined;
  /** Stop listening to the page. */
  destroy(): void;
}

/** 'ethereum#initialized': MetaMask's legacy signal that it set `window.ethereum` after page load. */
const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized';

/**
 * Watch the wallets of `target` (the page's window; `undefined` on the server). See the module comment.
 * Default namespaces: eip155 and solana.
 */
export function createConnectorRegistry(
  target: Window | undefined,
  options: ConnectorRegistryOptions = {},
): ConnectorRegistry {
  const namespaces = options.namespaces ?? ['eip155', 'solana'];
  const listeners = new Set<() => void>();
  let announced: readonly Eip6963ProviderDetail[] = [];
  let solanaWallets: readonly StandardWallet[] = [];
  let pageWallets: readonly WalletConnector[] = [];
  let snapshot: readonly Connector[] = [];
  let started = false;

  const recompute = () => {
    if (!target || !started) return;
    const injected = namespaces.includes('eip155') ? legacyInjectedConnector(target, announced) : undefined;
    const entries = [
      ...mergeMultiChain(announced, solanaWallets, namespaces),
      ...(injected ? [injected] : []),
    ];
    pageWallets = entries.map(pageWalletConnector);
    snapshot = entries.map((entry) => entry.connector);
    for (const listener of listeners) listener();
  };

  const stops: (() => void)[] = [];
  if (target) {
    stops.push(
      watchAnnouncedProviders(target, (providers) => {
        announced = providers;
        recompute();
      }),
      watchWalletStandard(target, (wallets) => {
        solanaWallets = wallets;
        recompute();
      }),
    );
    target.addEventListener(ETHEREUM_INITIALIZED_EVENT, recompute);
    stops.push(() => target.removeEventListener(ETHEREUM_INITIALIZED_EVENT, recompute));
    // Wallets already in the page answered while the watchers started; compute once for all of them.
    started = true;
    recompute();
  }

  const builtIn = options.builtIn ?? [];
  const walletOf = (id: string) => [...builtIn, ...pageWallets].find((wallet) => wallet.connector.id === id);
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getConnector: (id) => walletOf(id)?.connector,
    getWalletConnector: walletOf,
    destroy() {
      for (const stop of stops.splice(0)) stop();
      listeners.clear();
    },
  };
}
