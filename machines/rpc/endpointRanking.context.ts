/**
 * The fallback ranking's context (§7 "fallback among transports ranked by stability 0.7 and latency
 * 0.3, measured by pinging net_listening", §9 poll interval 4000 ms, 10 samples), its input, the
 * contract of the ping actor the engine provides, and the pure rules the machine's guards, actions and
 * delays call: the ranking itself, and the backoff while no endpoint answers (§8: doubling from 150 ms).
 */
import {
  RPC_FALLBACK_POLL_INTERVAL_MS,
  RPC_FALLBACK_SAMPLE_COUNT,
  RPC_FALLBACK_WEIGHTS,
  RPC_RANKING_BACKOFF_MAX_MS,
  RPC_RETRY_DELAY_MS,
} from '../../domain/constants.ts';

/** One endpoint's answer to one ping. */
export interface EndpointPing {
  /** It answered net_listening within the ping timeout. */
  success: boolean;
  /** How long it took to answer or fail, in ms. */
  latencyMs: number;
}

/** One round of pings: one entry per endpoint, in the endpoints' given order. */
export type EndpointSample = readonly EndpointPing[];

/** Output of `pingEndpoints`. */
export type PingEndpointsOutput = EndpointSample;

/** Input of the ranking actor. */
export interface EndpointRankingInput {
  /** How many endpoints the fallback has (two or more: one endpoint is never ranked). */
  endpointCount: number;
}

/** What the ranking knows. */
export interface EndpointRankingContext {
  endpointCount: number;
  /** The page is hidden (document.visibilityState), as the watcher last said. */
  pageHidden: boolean;
  /** The last §9 10 samples, oldest first. */
  samples: EndpointSample[];
  /** The endpoints' indexes, best first: the order the fallback tries them in. */
  order: number[];
  /** Rounds in a row in which no endpoint answered (0 once one answers). */
  failedRounds: number;
}

/** The context the ranking starts with: the endpoints in their given order. */
export function initialContext(input: EndpointRankingInput): EndpointRankingContext {
  return {
    endpointCount: input.endpointCount,
    pageHidden: false,
    samples: [],
    order: Array.from({ length: input.endpointCount }, (_, index) => index),
    failedRounds: 0,
  };
}

/** Whether no endpoint answered in this round (a network that is down, or a page that is offline). */
export function noEndpointAnswered(sample: EndpointSample): boolean {
  return sample.every((ping) => !ping.success);
}

/** The samples kept after this one: the last §9 10. */
export function keptSamples(samples: readonly EndpointSample[], sample: EndpointSample): EndpointSample[] {
  return [...samples, sample].slice(-RPC_FALLBACK_SAMPLE_COUNT);
}

/**
 * §7 ranking: each endpoint scores stability × 0.7 + latency × 0.3 over the kept samples (stability:
 * the share of pings it answered; latency: 1 − its mean latency / the slowest ping seen), an endpoint
 * that never answered scores 0; best first, ties in the given order. The same score as viem's own
 * ranking (clients/transports/fallback.ts), which Portico replaced to own the loop's timing.
 */
export function rankEndpoints(samples: readonly EndpointSample[], endpointCount: number): number[] {
  const indexes = Array.from({ length: endpointCount }, (_, index) => index);
  if (samples.length === 0) return indexes;
  const maxLatency = Math.max(1, ...samples.flatMap((sample) => sample.map((ping) => ping.latencyMs)));
  const scoreOf = (index: number) => {
    const pings = samples.map((sample) => sample[index] ?? { success: false, latencyMs: maxLatency });
    const stability = pings.filter((ping) => ping.success).length / pings.length;
    if (stability === 0) return 0;
    const meanLatency = pings.reduce((sum, ping) => sum + ping.latencyMs, 0) / pings.length;
    return (
      RPC_FALLBACK_WEIGHTS.stability * stability +
      RPC_FALLBACK_WEIGHTS.latency * (1 - meanLatency / maxLatency)
    );
  };
  const scores = indexes.map(scoreOf);
  return indexes.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}

/**
 * The wait before the next round after `failedRounds` rounds in a row with no answer: the §8 backoff,
 * doubling from 150 ms (150 · 2^n), never sooner than the §9 poll interval (a dead network is never
 * pinged more often than a healthy one) and at most RPC_RANKING_BACKOFF_MAX_MS.
 */
export function rankingBackoffMs(failedRounds: number): number {
  const doubled = RPC_RETRY_DELAY_MS * 2 ** failedRounds;
  return Math.min(RPC_RANKING_BACKOFF_MAX_MS, Math.max(RPC_FALLBACK_POLL_INTERVAL_MS, doubled));
}
