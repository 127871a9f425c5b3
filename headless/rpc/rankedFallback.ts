/**
 * A viem fallback transport whose endpoint order is set by Portico's ranking statechart
 * (machines/rpc/endpointRanking.machine.ts) instead of viem's own `rank` loop. viem's loop pings every
 * endpoint every 4 s for the life of the page, whether they answer or not and whether the page is
 * seen or not (a page left on an unreachable network sent over a hundred failed requests a minute);
 * the statechart keeps the §7 ranking and §9 interval, backs off while no endpoint answers, and rests
 * while the page is hidden. Requests still go through viem's `fallback()` (its order, §8 retry and
 * fallthrough); only who comes first is decided here.
 */
import { createTransport, type EIP1193RequestFn, fallback, type Transport } from 'viem';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import { RPC_FALLBACK_PING_TIMEOUT_MS } from '../../domain/constants.ts';
import type { EndpointPing, PingEndpointsOutput } from '../../machines/rpc/endpointRanking.context.ts';
import { endpointRankingMachine } from '../../machines/rpc/endpointRanking.machine.ts';
import type { PageVisibility } from './pageVisibility.ts';

/** Options of {@link rankedFallback}. */
export interface RankedFallbackOptions {
  /** §8 retry of a request through the fallback (never of a ping). */
  retryCount: number;
  retryDelay: number;
  /** The page's visibility: a hidden page pings nothing. */
  visibility: PageVisibility;
}

/**
 * A fallback over `transports` (two or more), ranked by the statechart. As with viem's own ranking,
 * the ranking starts when a client is created on the transport and lives as long as that client:
 * create one client per network and keep it.
 */
export function rankedFallback(transports: readonly Transport[], options: RankedFallbackOptions): Transport {
  return (params) => {
    /** §7: net_listening on one endpoint, no retry, §9 1000 ms timeout; its latency either way. */
    const ping = async (transport: Transport): Promise<EndpointPing> => {
      const endpoint = transport({
        chain: params.chain,
        retryCount: 0,
        timeout: RPC_FALLBACK_PING_TIMEOUT_MS,
      });
      const started = Date.now();
      try {
        await endpoint.request({ method: 'net_listening' });
        return { success: true, latencyMs: Date.now() - started };
      } catch {
        return { success: false, latencyMs: Date.now() - started };
      }
    };
    const ranking = createActor(
      endpointRankingMachine.provide({
        actors: {
          pingEndpoints: fromPromise<PingEndpointsOutput, void>(() => Promise.all(transports.map(ping))),
          watchVisibility: fromCallback<EventObject, void>(({ sendBack }) =>
            options.visibility.subscribe((hidden) =>
              sendBack({ type: hidden ? 'page.hidden' : 'page.visible' }),
            ),
          ),
        },
      }),
      { input: { endpointCount: transports.length } },
    );

    // viem's fallback for the current order, made again only when the ranking changes it.
    let current: { key: string; transport: ReturnType<Transport> } | undefined;
    const ordered = () => {
      const { order } = ranking.getSnapshot().context;
      const key = order.join(',');
      if (current?.key !== key) {
        const inOrder = order.flatMap((index) => transports[index] ?? []);
        const transport = fallback(inOrder, {
          retryCount: options.retryCount,
          retryDelay: options.retryDelay,
        })(params);
        current = { key, transport };
      }
      return current.transport;
    };
    ranking.start();
    return createTransport({
      key: 'fallback',
      name: 'Fallback',
      type: 'fallback',
      // The inner fallback retries (§8); retrying here as well would multiply the attempts.
      retryCount: 0,
      // The same request function, passed on: TypeScript cannot relate the two generic signatures.
      request: ((args, requestOptions) => ordered().request(args, requestOptions)) as EIP1193RequestFn,
    });
  };
}
