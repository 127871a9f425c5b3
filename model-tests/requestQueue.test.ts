/**
 * Model test of the request queue (§4 "Pending requests are queued one at a time; after a response
 * the queue goes idle and resumes after a delay"; §8 'Request expired. Please try again.'): paths from
 * its graph, with `handleRequest` settled by the path and the delays on the simulated clock.
 *
 * The machine's clock estimate (`now`) grows by the spacing on every cycle, so vertices leave it out.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { PorticoError } from '../domain/errors.ts';
import { requestQueueMachine } from '../machines/index.ts';
import { SAMPLE_NOW_MS, SAMPLE_NOW_S, sampleRequest } from '../test-support/protocolSamples.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type QueueSnapshot = SnapshotFrom<typeof requestQueueMachine>;

/** The answers `respond` sent to the peer in this path. */
const responses = new EffectLog<{ id: number; error?: string }>();
const EXPIRED = 'Request expired. Please try again.';
const rejectedByUser = new PorticoError('missingOrInvalid', 'Missing or invalid. user rejected');

describeModel(requestQueueMachine, {
  input: { now: SAMPLE_NOW_MS },
  controlledActors: ['handleRequest'],
  effects: [responses],
  provide: {
    actions: {
      respond: (_, params) => {
        responses.record({
          id: params.id,
          ...('error' in params.response ? { error: params.response.error.message } : {}),
        });
      },
    },
  },
  serializeState: (snapshot) => {
    const { now: _now, lastResponse: _last, ...context } = snapshot.context;
    return JSON.stringify({ value: snapshot.value, context });
  },
  events: {
    'queue.enqueue': [
      { type: 'queue.enqueue', request: sampleRequest(1), now: SAMPLE_NOW_MS },
      { type: 'queue.enqueue', request: sampleRequest(2, SAMPLE_NOW_S + 300), now: SAMPLE_NOW_MS },
      { type: 'queue.enqueue', request: sampleRequest(3, SAMPLE_NOW_S - 1), now: SAMPLE_NOW_MS },
    ],
    'queue.respond': [
      { type: 'queue.respond', id: 1, result: '0xsig' },
      { type: 'queue.respond', id: 2, error: rejectedByUser },
      { type: 'queue.respond', id: 9, result: null },
    ],
    'xstate.done.actor.handleRequest': [
      { type: 'xstate.done.actor.handleRequest', output: { result: 'ok' } },
    ],
    'xstate.error.actor.handleRequest': [{ type: 'xstate.error.actor.handleRequest', error: rejectedByUser }],
  },
  states: {
    '*': (snapshot: QueueSnapshot) => {
      const ids = [snapshot.context.current?.id, ...snapshot.context.queue.map((r) => r.id)].filter(
        (id) => id !== undefined,
      );
      // One at a time, each request once; one already expired on arrival is never queued.
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(3);
      expect(snapshot.context.current !== undefined).toBe(snapshot.matches('processing'));
    },
    idle: (snapshot: QueueSnapshot, { event }) => {
      expect(snapshot.context.queue).toEqual([]);
      if (event.type === 'queue.enqueue' && event.request.id === 3) {
        expect(responses.step).toEqual([{ id: 3, error: EXPIRED }]);
      }
    },
    processing: (_snapshot: QueueSnapshot, { event, previous }) => {
      // After a response the queue resumes only after the delay.
      if (previous && !(previous as QueueSnapshot).matches('processing')) {
        expect(event.type).toMatch(/^(queue\.enqueue|xstate\.after\.RETRY_SPACING_MS\.)/);
      }
    },
    'processing.untimed': (snapshot: QueueSnapshot) => {
      // A request without an expiry runs no timer; one with an expiry is in timed.
      expect(snapshot.context.current?.params.request.expiryTimestamp).toBeUndefined();
    },
    'processing.timed': (snapshot: QueueSnapshot) => {
      expect(snapshot.context.current?.params.request.expiryTimestamp).toBeDefined();
    },
    cooling: (snapshot: QueueSnapshot, { event, previous }) => {
      const last = snapshot.context.lastResponse;
      expect(last).toBeDefined();
      if ((previous as QueueSnapshot | undefined)?.matches('processing')) {
        // The step that ends processing answers the current request, once, with what it remembers.
        expect(responses.step).toEqual([
          {
            id: last?.id,
            ...(last && 'error' in last.response ? { error: last.response.error.message } : {}),
          },
        ]);
      }
      if (event.type.startsWith('xstate.after.REQUEST_EXPIRY')) {
        expect(responses.step).toEqual([{ id: 2, error: EXPIRED }]);
      }
    },
  },
});
