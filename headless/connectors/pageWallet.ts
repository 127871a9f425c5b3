/**
 * The connector of a wallet in the page: its entry (an EIP-1193 provider, a Wallet Standard wallet, or
 * both) behind the one connector interface. The calls are loaded on first use (lazyConnector.ts); the
 * providers are in the page from the start.
 */
import { loadOnDemand } from '../loadOnDemand.ts';
import type { WalletConnector } from './connector.ts';
import { lazyConnector, onDemand } from './lazyConnector.ts';
import type { ConnectorEntry } from './types.ts';

/** The connector of `entry`. */
export function pageWalletConnector(entry: ConnectorEntry): WalletConnector {
  const calls = onDemand(async () => (await loadOnDemand((code) => code.pageWalletCalls())).callsOf(entry));
  return lazyConnector(entry.connector, calls, (namespace) =>
    namespace === 'eip155' ? entry.evm : namespace === 'solana' ? entry.solana : undefined,
  );
}
