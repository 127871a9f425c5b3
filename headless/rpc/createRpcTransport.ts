/**
 * The viem transport of one EVM network (§7 "Blockchain RPC", §8 "RPC retry", §9 RPC constants),
 * built from viem's own `http()` and `fallback()`; nothing here re-implements what viem does.
 *
 * What the spec asks and who does it (checked against viem 2.57's source, utils/buildRequest.ts):
 * - Timeout 10 s, batches of up to 1000: `http({ timeout, batch: { batchSize } })`. Requests made in
 *   the same tick go out as one JSON-RPC batch (one HTTP POST).
 * - Retry 3 times, backoff doubling from 150 ms: viem waits `(1 << attempt) * retryDelay`, i.e.
 *   150, 300, 600 ms, with `retryCount: 3, retryDelay: 150` (viem's defaults too; set explicitly so
 *   a viem default change cannot move us off the spec).
 * - Honour Retry-After: viem does it itself. Its retry delay reads `Retry-After` from the failed
 *   response (delta-seconds or an HTTP date; a past or unparsable date falls back to the backoff)
 *   and waits that long instead of the backoff, for any retried status, not only 429. No fetch
 *   wrapper is needed. viem caps nothing: a server asking for an hour gets an hour.
 * - Retry on code -1, limit-exceeded errors and HTTP 403, 408, 413, 429, 500, 502, 503, 504: viem's
 *   `shouldRetry` retries exactly these statuses and codes -1 and -32005 (limit exceeded), and never
 *   any other HTTP status (400 is final). viem decides a few things more, which the transport cannot
 *   change (`shouldRetry` is not an option of `http()` or `fallback()`): it also retries JSON-RPC
 *   -32603 (internal error), the non-standard limit codes 429 and -32007 (we count them as
 *   "limit-exceeded style"), and failures with neither status nor code (network errors, timeouts);
 *   and it does not retry a listed status whose body is a JSON-RPC -32601/-32004 (method not served).
 * - Fallback ranked by stability 0.7 and latency 0.3, pinging net_listening every 4000 ms, 10
 *   samples, 1000 ms ping timeout: Portico's ranking statechart (rankedFallback.ts), not viem's
 *   `rank` loop, which pinged every endpoint every 4 s for the life of the page, answered or not,
 *   seen or not. Ours backs off while no endpoint answers (§8: doubling from 150 ms, never below the
 *   interval, capped) and pings nothing while the page is hidden. Only with two or more endpoints:
 *   ranking one endpoint would only add traffic.
 *
 * Within a fallback, viem calls each endpoint's transport with `retryCount: 0` and retries the whole
 * fallback instead; the retry options therefore go on `fallback()`, never on its inner `http()`s (an
 * inner `retryCount` would win over the 0 and multiply the attempts).
 *
 * The ranking starts when a client is created on the transport and runs as long as the page: create
 * one client per network and keep it.
 */
import { type HttpTransportConfig, http, type Transport } from 'viem';
import {
  RPC_BATCH_SIZE,
  RPC_HTTP_TIMEOUT_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
} from '../../domain/constants.ts';
import type { Network } from '../../domain/networks.ts';
import { documentVisibility, type PageVisibility } from './pageVisibility.ts';
import { rankedFallback } from './rankedFallback.ts';
import { type RpcEndpointOptions, resolveRpcUrls } from './rpcUrls.ts';

/** Options of {@link createRpcTransport}. */
export interface CreateRpcTransportParameters extends RpcEndpointOptions {
  /** The fetch every HTTP call uses; the global one by default. */
  fetchFn?: typeof fetch | undefined;
  /** The page's visibility, which pauses the fallback ranking; the document's by default. */
  visibility?: PageVisibility | undefined;
}

/** A viem transport; give it to `createPublicClient` or use {@link createEvmClient}. */
export type CreateRpcTransportReturnType = Transport;

/**
 * The §7 transport of an EVM network: the project's RPC proxy (when `rpcBase` and `projectId` are
 * given), the host's `extraUrls` and the network's default endpoints, each over viem's HTTP transport
 * (10 s timeout, batches of 1000), behind a ranked fallback when there are several, retried per §8.
 * See the module comment for what viem decides and what the spec asks.
 */
export function createRpcTransport(
  network: Network,
  options: CreateRpcTransportParameters = {},
): CreateRpcTransportReturnType {
  const urls = resolveRpcUrls(network, options);
  const httpConfig: HttpTransportConfig = {
    batch: { batchSize: RPC_BATCH_SIZE },
    timeout: RPC_HTTP_TIMEOUT_MS,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  };
  const retry = { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS };
  const [only] = urls;
  if (urls.length === 1 && only !== undefined) return http(only, { ...httpConfig, ...retry });
  return rankedFallback(
    urls.map((url) => http(url, httpConfig)),
    { ...retry, visibility: options.visibility ?? documentVisibility() },
  );
}
