/**
 * The fallback ranking of one EVM network's RPC endpoints (§7: ranked by stability 0.7 and latency
 * 0.3, measured by pinging net_listening; §9: poll interval 4000 ms, 10 samples, ping timeout 1000 ms),
 * with the two rules viem's own endless loop lacks: it backs off while no endpoint answers, and it
 * rests while the page is hidden.
 *
 * States: `awaitingVisibility` until the engine's watcher tells how the page is (it says so at once):
 * hidden → `paused`, visible → `sampling` (`pingEndpoints`: one ping per endpoint). A round that some endpoint answered ranks the endpoints, forgets the failures and waits
 * RPC_FALLBACK_POLL_INTERVAL_MS (`waiting`); a round that none answered (a network down, a page
 * offline) counts one more failed round and waits RANKING_BACKOFF_MS (`backingOff`: the §8 law,
 * doubling from 150 ms, never below the poll interval, capped at RPC_RANKING_BACKOFF_MAX_MS). From
 * any state 'page.hidden' → `paused`, where nothing is pinged; 'page.visible' → the wait it would be
 * in (backingOff while failing, else waiting), so that switching tabs never fires a burst.
 *
 * Pure: the pings and the page's visibility are the engine's actors (headless/rpc/rankedFallback.ts).
 */
import { assign, type CallbackActorLogic, type EventObject, fromCallback, setup } from 'xstate';
import { RPC_FALLBACK_POLL_INTERVAL_MS } from '../../domain/constants.ts';
import { engineActor, UNPROVIDED_EFFECT } from '../effects.ts';
import {
  type EndpointRankingContext,
  type EndpointRankingInput,
  type EndpointSample,
  initialContext,
  keptSamples,
  noEndpointAnswered,
  type PingEndpointsOutput,
  rankEndpoints,
  rankingBackoffMs,
} from './endpointRanking.context.ts';
import type { EndpointRankingEvent } from './endpointRanking.events.ts';

/** The visibility watcher's placeholder (a callback actor: it reports events); the engine provides it. */
const watchVisibilityPlaceholder: CallbackActorLogic<EventObject, void> = Object.assign(
  fromCallback<EventObject, void>(() => {
    throw new Error('watchVisibility is provided by the engine');
  }),
  { [UNPROVIDED_EFFECT]: 'watchVisibility' },
);

/** The fallback ranking statechart. Run it with `createActor(endpointRankingMachine.provide({ actors }), { input })`. */
export const endpointRankingMachine = setup({
  types: {
    context: {} as EndpointRankingContext,
    events: {} as EndpointRankingEvent,
    input: {} as EndpointRankingInput,
  },
  actors: {
    /** §7: net_listening on every endpoint (§9 1000 ms timeout each); never rejects for a failed ping. */
    pingEndpoints: engineActor<PingEndpointsOutput, void>('pingEndpoints'),
    /** Sends 'page.hidden' and 'page.visible' as document.visibilityState changes. */
    watchVisibility: watchVisibilityPlaceholder,
  },
  actions: {
    /** Keep the sample and rank again (§7). */
    takeSample: assign(({ context }, sample: EndpointSample) => {
      const samples = keptSamples(context.samples, sample);
      return { samples, order: rankEndpoints(samples, context.endpointCount) };
    }),
    countFailedRound: assign(({ context }) => ({ failedRounds: context.failedRounds + 1 })),
    forgetFailedRounds: assign({ failedRounds: 0 }),
    markHidden: assign({ pageHidden: true }),
    markVisible: assign({ pageHidden: false }),
  },
  guards: {
    noEndpointAnswered: (_, sample: EndpointSample) => noEndpointAnswered(sample),
    isFailing: ({ context }) => context.failedRounds > 0,
  },
  delays: {
    RPC_FALLBACK_POLL_INTERVAL_MS,
    /** §8: doubling from 150 ms after each round no endpoint answered (see rankingBackoffMs). */
    RANKING_BACKOFF_MS: ({ context }) => rankingBackoffMs(context.failedRounds),
  },
}).createMachine({
  id: 'endpointRanking',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'watchVisibility', src: 'watchVisibility' },
  initial: 'awaitingVisibility',
  on: {
    // A hidden page pings nothing: whatever was under way stops (an answer in flight is dropped).
    'page.hidden': { target: '.paused', actions: 'markHidden' },
  },
  states: {
    awaitingVisibility: { on: { 'page.visible': 'sampling' } },
    sampling: {
      invoke: {
        id: 'pingEndpoints',
        src: 'pingEndpoints',
        onDone: [
          {
            guard: { type: 'noEndpointAnswered', params: ({ event }) => event.output },
            target: 'backingOff',
            actions: [{ type: 'takeSample', params: ({ event }) => event.output }, 'countFailedRound'],
          },
          {
            target: 'waiting',
            actions: [{ type: 'takeSample', params: ({ event }) => event.output }, 'forgetFailedRounds'],
          },
        ],
        // The pinger itself broke (it should not): count it as a round nobody answered.
        onError: { target: 'backingOff', actions: 'countFailedRound' },
      },
    },
    waiting: { after: { RPC_FALLBACK_POLL_INTERVAL_MS: 'sampling' } },
    backingOff: { after: { RANKING_BACKOFF_MS: 'sampling' } },
    paused: {
      on: {
        'page.hidden': {},
        'page.visible': [
          { guard: 'isFailing', target: 'backingOff', actions: 'markVisible' },
          { target: 'waiting', actions: 'markVisible' },
        ],
      },
    },
  },
});
