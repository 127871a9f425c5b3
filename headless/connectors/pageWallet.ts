/**
 * The connector of a wallet in the page: its entry (an EIP-1193 provider, a Wallet Standard wallet, or
 * both) behind the one connector interface. The calls are loaded on first use.
 */
import { loadOnDemand } from '../loadOnDemand.ts';
import { type WalletConnector, watchWhenLoaded } from './connector.ts';
import type { ConnectorEntry } from './types.ts';

let calls: Promise<typeof import('./pageWalletCalls.ts')> | undefined;
const loadCalls = () => {
  calls ??= loadOnDemand((code) => code.pageWalletCalls());
  return calls;
};

/** The connector of `entry`. */
export function pageWalletConnector(entry: ConnectorEntry): WalletConnector {
  return {
    connector: entry.connector,
    connect: async ({ namespace }) => (await loadCalls()).connect(entry, namespace),
    restore: async ({ namespace }) => (await loadCalls()).restore(entry, namespace),
    disconnect: async ({ namespace, signOut }) => (await loadCalls()).disconnect(entry, namespace, signOut),
    switchChain: async (network) => (await loadCalls()).switchChain(entry, network),
    addChain: async (network) => (await loadCalls()).addChain(entry, network),
    provider: (namespace) =>
      namespace === 'eip155' ? entry.evm : namespace === 'solana' ? entry.solana : undefined,
    watch: (namespace, emit) =>
      watchWhenLoaded(loadCalls(), (loaded) => loaded.watch(entry, namespace, emit)),
  };
}
