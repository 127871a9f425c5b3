/**
 * A fetch that answers the wallet directory (§7 /getWallets) from memory, with dev/cloud's own query
 * rules, and hands every other request to `fallback`. For the engine's benchmark: with no network
 * between, open → list is the engine's own time (parsing, statecharts), not the server's.
 */
import { type DirectoryQuery, queryDirectory, type WalletEntry } from '../dev/cloud/directory.ts';

const listOf = (value: string | null) => (value ? value.split(',').filter(Boolean) : undefined);

function queryOf(params: URLSearchParams): DirectoryQuery {
  const badge = params.get('badge_type');
  return {
    page: Number(params.get('page') ?? '1'),
    entries: Number(params.get('entries') ?? '40'),
    include: listOf(params.get('include')),
    exclude: listOf(params.get('exclude')),
    search: params.get('search') ?? undefined,
    badgeType: badge === 'certified' || badge === 'none' ? badge : undefined,
    chains: listOf(params.get('chains')),
  };
}

export function inMemoryDirectoryFetch(
  wallets: readonly WalletEntry[],
  fallback: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.endsWith('/getWallets')) return fallback(input, init);
    return Response.json(queryDirectory(wallets, queryOf(url.searchParams)));
  };
}
