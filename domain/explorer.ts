/**
 * A transaction's page on its network's block explorer (§3 Network `blockExplorers`), for the success
 * notice after a send, a swap or a purchase. A network without an explorer (a local anvil chain) or
 * with an address a window may not be sent to (urlSafety.ts) has none: the notice shows the hash alone.
 */
import type { CaipNetworkId } from './caip.ts';
import type { Network } from './networks.ts';
import { isSafeNavigationUrl } from './urlSafety.ts';

/**
 * `<explorer>/tx/<hash>` on the network's default explorer, keeping its query (Solana's explorer
 * names its cluster there, `?cluster=devnet`); undefined when the network has no usable explorer.
 */
export function transactionExplorerUrl(
  networks: readonly Network[],
  caipNetworkId: CaipNetworkId,
  hash: string,
): string | undefined {
  const explorer = networks.find((network) => network.caipNetworkId === caipNetworkId)?.blockExplorers
    ?.default.url;
  if (!explorer || !isSafeNavigationUrl(explorer)) return undefined;
  const url = new URL(explorer);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`;
  return url.href;
}
