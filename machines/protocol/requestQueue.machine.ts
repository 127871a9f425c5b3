/**
 * The queue of pending requests (§3 Pending request; §4 "Pending requests are queued one at a time;
 * after a response the queue goes idle and resumes after a delay"; §8 'Request expired. Please try
 * again.').
 *
 * States: `idle` (nothing to do; takes the oldest queued request at once), `processing` (the
 * `handleRequest` actor presents the request; `untimed` or `timed` by the request's expiryTimestamp),
 * `cooling` (after a response, RETRY_SPACING_MS, §9 "retry spacing default 1 s", before the next).
 * A request is answered once: by `handleRequest`'s result or rejection, by 'queue.respond', or with
 * 'Request expired. Please try again.' when its expiry passes first (or had passed on arrival).
 *
 * Pure: answers go out only through the `respond` action and requests are presented only through the
 * `handleRequest` actor, both provided by the engine. Delays: REQUEST_EXPIRY and RETRY_SPACING_MS.
 */
import { assign, fromPromise, setup } from 'xstate';
import { RETRY_SPACING_MS } from '../../domain/constants.ts';
import type { PorticoError } from '../../domain/errors.ts';
import { delayUntil, isExpired } from '../../domain/protocol/expiry.ts';
import { asPorticoError, protocolError } from '../../domain/protocol/result.ts';
import type { PendingRequest } from '../../domain/protocol/schemas.ts';
import {
  type HandleRequestInput,
  type HandleRequestOutput,
  initialRequestQueueContext,
  type RequestQueueContext,
  type RequestQueueInput,
  type RequestRespondParams,
  type RequestResponse,
} from './requestQueue.context.ts';
import type { RequestQueueEvent } from './requestQueue.events.ts';

type RespondEvent = Extract<RequestQueueEvent, { type: 'queue.respond' }>;

/** The response a 'queue.respond' event carries. */
function responseOf(event: RespondEvent): RequestResponse {
  return 'error' in event ? { error: event.error } : { result: event.result };
}

/** The request's expiry in seconds, if it has one. */
const expiryOf = (request: PendingRequest | undefined) => request?.params.request.expiryTimestamp;

/**
 * The answer to the current request. `processing` always has one (takeNext set it on the way in), so
 * the fallbacks only satisfy the types.
 */
function toCurrent(context: RequestQueueContext, response: RequestResponse): RequestRespondParams {
  return { topic: context.current?.topic ?? '', id: context.current?.id ?? -1, response };
}

// Presenting a request the engine forgot to provide fails visibly: the peer gets the error.
const notProvided = fromPromise<HandleRequestOutput, HandleRequestInput>(() =>
  Promise.reject(new Error('requestQueue: the handleRequest actor is not provided')),
);

/** The request queue statechart. Run it with `createActor(requestQueueMachine.provide({...}), { input })`. */
export const requestQueueMachine = setup({
  types: {
    context: {} as RequestQueueContext,
    events: {} as RequestQueueEvent,
    input: {} as RequestQueueInput | undefined,
  },
  actors: {
    /** Present the request (engine: emit session_request to the wallet UI); resolve with the result. */
    handleRequest: notProvided,
  },
  actions: {
    /** Send the answer to the peer (engine: signClient.respond). */
    respond: (_, _params: RequestRespondParams) => {},
    enqueue: assign(({ context }, request: PendingRequest) => ({ queue: [...context.queue, request] })),
    takeNext: assign(({ context }) => ({ current: context.queue[0], queue: context.queue.slice(1) })),
    dropQueued: assign(({ context }, id: number) => ({ queue: context.queue.filter((r) => r.id !== id) })),
    answered: assign((_, params: RequestRespondParams) => ({
      lastResponse: { id: params.id, response: params.response },
      current: undefined,
      error: undefined,
    })),
    tick: assign(({ context }, now: number | undefined) => ({
      now: Math.max(context.now, now ?? context.now),
    })),
    waited: assign(({ context }) => ({ now: context.now + RETRY_SPACING_MS })),
    failWith: assign((_, error: PorticoError) => ({ error })),
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    hasExpiry: ({ context }) => expiryOf(context.current) !== undefined,
    isKnown: ({ context }, id: number) =>
      context.current?.id === id || context.queue.some((r) => r.id === id),
    isCurrent: ({ context }, id: number) => context.current?.id === id,
    isQueued: ({ context }, id: number) => context.queue.some((r) => r.id === id),
    isExpiredOnArrival: (_, params: { request: PendingRequest; now: number }) => {
      const expiry = expiryOf(params.request);
      return expiry !== undefined && isExpired(expiry, params.now);
    },
  },
  delays: {
    /** Until the current request's expiryTimestamp, counted from the machine's latest known time. */
    REQUEST_EXPIRY: ({ context }) => delayUntil(expiryOf(context.current) ?? 0, context.now),
    RETRY_SPACING_MS,
  },
}).createMachine({
  id: 'requestQueue',
  context: ({ input }) => initialRequestQueueContext(input),
  initial: 'idle',
  on: {
    'queue.enqueue': [
      // A redelivered request (same id, still pending) is not queued twice.
      { guard: { type: 'isKnown', params: ({ event }) => event.request.id } },
      {
        guard: { type: 'isExpiredOnArrival', params: ({ event }) => event },
        actions: [
          { type: 'tick', params: ({ event }) => event.now },
          {
            type: 'respond',
            params: ({ event }) => ({
              topic: event.request.topic,
              id: event.request.id,
              response: { error: protocolError.requestExpired() },
            }),
          },
        ],
      },
      {
        actions: [
          { type: 'tick', params: ({ event }) => event.now },
          { type: 'enqueue', params: ({ event }) => event.request },
        ],
      },
    ],
    // An answer to a request still waiting its turn: it leaves the queue.
    'queue.respond': [
      {
        guard: { type: 'isQueued', params: ({ event }) => event.id },
        actions: [
          { type: 'tick', params: ({ event }) => event.now },
          {
            type: 'respond',
            params: ({ context, event }) => ({
              topic: context.queue.find((r) => r.id === event.id)?.topic ?? '',
              id: event.id,
              response: responseOf(event),
            }),
          },
          // After respond, whose params read the request's topic from the queue.
          { type: 'dropQueued', params: ({ event }) => event.id },
        ],
      },
      {
        actions: {
          type: 'failWith',
          params: ({ event }) => protocolError.noMatchingKey(`pending request id ${event.id}`),
        },
      },
    ],
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'processing', actions: 'takeNext' },
    },
    processing: {
      invoke: {
        id: 'handleRequest',
        src: 'handleRequest',
        // Set by takeNext on the way in; the guard hasQueued made sure there was one.
        input: ({ context }) => ({ request: context.current ?? (context.queue[0] as PendingRequest) }),
        onDone: {
          target: 'cooling',
          actions: [
            {
              type: 'respond',
              params: ({ context, event }) => toCurrent(context, { result: event.output.result }),
            },
            {
              type: 'answered',
              params: ({ context, event }) => toCurrent(context, { result: event.output.result }),
            },
          ],
        },
        onError: {
          target: 'cooling',
          actions: [
            {
              type: 'respond',
              params: ({ context, event }) => toCurrent(context, { error: asPorticoError(event.error) }),
            },
            {
              type: 'answered',
              params: ({ context, event }) => toCurrent(context, { error: asPorticoError(event.error) }),
            },
          ],
        },
      },
      on: {
        'queue.respond': {
          guard: { type: 'isCurrent', params: ({ event }) => event.id },
          target: 'cooling',
          actions: [
            { type: 'tick', params: ({ event }) => event.now },
            { type: 'respond', params: ({ context, event }) => toCurrent(context, responseOf(event)) },
            { type: 'answered', params: ({ context, event }) => toCurrent(context, responseOf(event)) },
          ],
        },
      },
      initial: 'untimed',
      states: {
        untimed: { always: { guard: 'hasExpiry', target: 'timed' } },
        timed: {
          after: {
            // §8: the request's expiry passed before an answer.
            REQUEST_EXPIRY: {
              target: '#requestQueue.cooling',
              actions: [
                {
                  type: 'respond',
                  params: ({ context }) => toCurrent(context, { error: protocolError.requestExpired() }),
                },
                {
                  type: 'answered',
                  params: ({ context }) => toCurrent(context, { error: protocolError.requestExpired() }),
                },
              ],
            },
          },
        },
      },
    },
    cooling: {
      after: { RETRY_SPACING_MS: { target: 'idle', actions: 'waited' } },
    },
  },
});
