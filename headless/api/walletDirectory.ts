/**
 * The wallet directory client (§7): GET /getWallets (the wallet image URL is in walletImageUrl.ts).
 *
 * Every call goes through the cloud client, which adds the project id and the SDK type and version.
 * Answers are parsed with zod/mini: a malformed envelope (no count, data not a list) rejects with the
 * cloud client's CloudResponseError; a malformed entry inside a valid page is dropped (see
 * domain/schemas/walletDirectory.ts for why).
 */

import {
  toWalletPage,
  type WalletPage,
  walletPageEnvelopeSchema,
} from '../../domain/schemas/walletDirectory.ts';
import type { WalletQuery } from '../../domain/walletList/queries.ts';
import type { CloudClient } from './cloudClient.ts';

export type { WalletQuery };

/** Options of one directory call. */
export interface FetchWalletsOptions {
  /** Aborts the request, e.g. when a newer search replaces it. */
  signal?: AbortSignal;
}

// An empty list is left out: `include=` would mean "keep nothing" to some servers and is noise to all.
function list(ids: readonly string[] | undefined): readonly string[] | undefined {
  return ids && ids.length > 0 ? ids : undefined;
}

/**
 * Fetches one page of the wallet directory: `{ count, data }` where `count` is the number of matches
 * before paging and `data` the page's valid entries. Rejects with CloudHttpError on a non-2xx answer,
 * CloudResponseError on a malformed envelope, and the fetch's own error when the server is unreachable.
 */
export async function fetchWallets(
  client: CloudClient,
  query: WalletQuery,
  options: FetchWalletsOptions = {},
): Promise<WalletPage> {
  const envelope = await client({
    path: '/getWallets',
    query: {
      page: query.page,
      entries: query.entries,
      include: list(query.include),
      exclude: list(query.exclude),
      search: query.search === '' ? undefined : query.search,
      badge_type: query.badge_type,
      chains: list(query.chains),
    },
    schema: walletPageEnvelopeSchema,
    signal: options.signal,
  });
  return toWalletPage(envelope);
}

// The engine and the tests take both directory calls from here.
export { walletImageUrl } from './walletImageUrl.ts';
