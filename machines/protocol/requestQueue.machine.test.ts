import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { RETRY_SPACING_MS } from '../../domain/constants.ts';
import { PorticoError } from '../../domain/errors.ts';
import { SAMPLE_NOW_MS, SAMPLE_NOW_S, sampleRequest } from '../../test-support/protocolSamples.ts';
import type { HandleRequestInput } from './requestQueue.context.ts';
import { requestQueueMachine } from './requestQueue.machine.ts';

function start(handle?: (input: HandleRequestInput) => Promise<{ result: unknown }>) {
  const clock = new SimulatedClock();
  const respond = vi.fn();
  const presented: number[] = [];
  const machine = requestQueueMachine.provide({
    actors: {
      handleRequest: fromPromise(({ input }) => {
        presented.push(input.request.id);
        return handle ? handle(input) : new Promise<never>(() => {});
      }),
    },
    actions: { respond: (_, params) => respond(params) },
  });
  const actor = createActor(machine, { clock, input: { now: SAMPLE_NOW_MS } });
  actor.start();
  return { actor, clock, respond, presented, snapshot: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const enqueue = (id: number, expiry?: number, now = SAMPLE_NOW_MS) =>
  ({ type: 'queue.enqueue', request: sampleRequest(id, expiry), now }) as const;

describe('request queue (§4 signing protocol)', () => {
  it('pending requests are queued one at a time', () => {
    const { actor, snapshot, presented } = start();
    actor.send(enqueue(1));
    actor.send(enqueue(2));
    expect(snapshot().matches('processing')).toBe(true);
    expect(snapshot().context.current?.id).toBe(1);
    expect(snapshot().context.queue.map((r) => r.id)).toEqual([2]);
    expect(presented).toEqual([1]);
  });

  it('after a response the queue goes idle and resumes after a delay (retry spacing 1 s)', () => {
    const { actor, clock, snapshot, respond, presented } = start();
    actor.send(enqueue(1));
    actor.send(enqueue(2));
    actor.send({ type: 'queue.respond', id: 1, result: '0xsig' });
    expect(respond).toHaveBeenCalledWith({ topic: 'session-topic', id: 1, response: { result: '0xsig' } });
    expect(snapshot().value).toBe('cooling');
    clock.increment(RETRY_SPACING_MS - 1);
    expect(presented).toEqual([1]);
    clock.increment(1);
    expect(RETRY_SPACING_MS).toBe(1000);
    expect(snapshot().context.current?.id).toBe(2);
    expect(presented).toEqual([1, 2]);
  });

  it('the handleRequest result or rejection is the response', async () => {
    const { actor, respond, snapshot } = start(({ request }) =>
      request.id === 1 ? Promise.resolve({ result: 'ok' }) : Promise.reject(new Error('User rejected')),
    );
    actor.send(enqueue(1));
    await settle();
    expect(respond).toHaveBeenLastCalledWith({ topic: 'session-topic', id: 1, response: { result: 'ok' } });
    expect(snapshot().context.lastResponse).toEqual({ id: 1, response: { result: 'ok' } });
    expect(snapshot().value).toBe('cooling');
  });

  it("a request whose expiry passed is answered 'Request expired. Please try again.'", () => {
    const { actor, clock, respond, snapshot } = start();
    actor.send(enqueue(1, SAMPLE_NOW_S + 300));
    expect(snapshot().matches({ processing: 'timed' })).toBe(true);
    clock.increment(300_000);
    expect(respond.mock.lastCall?.[0].response.error.message).toBe('Request expired. Please try again.');
    expect(snapshot().value).toBe('cooling');
  });

  it("a request that arrives already expired is answered 'Request expired. Please try again.' and not queued", () => {
    const { actor, respond, snapshot } = start();
    actor.send(enqueue(1, SAMPLE_NOW_S - 1));
    expect(respond.mock.lastCall?.[0]).toMatchObject({
      id: 1,
      response: { error: { message: 'Request expired. Please try again.' } },
    });
    expect(snapshot().value).toBe('idle');
  });

  it('a request that expired while waiting its turn is answered expired when its turn comes', () => {
    const { actor, clock, respond } = start();
    actor.send(enqueue(1));
    actor.send(enqueue(2, SAMPLE_NOW_S + 1));
    clock.increment(5_000);
    actor.send({ type: 'queue.respond', id: 1, result: true, now: SAMPLE_NOW_MS + 5_000 });
    clock.increment(RETRY_SPACING_MS);
    clock.increment(0);
    expect(respond.mock.lastCall?.[0]).toMatchObject({
      id: 2,
      response: { error: { message: 'Request expired. Please try again.' } },
    });
  });

  it('an answer to a queued request removes it; an unknown id is an error in context', () => {
    const { actor, respond, snapshot } = start();
    actor.send(enqueue(1));
    actor.send(enqueue(2));
    const error = new PorticoError('missingOrInvalid', 'Missing or invalid. cancelled');
    actor.send({ type: 'queue.respond', id: 2, error });
    expect(respond).toHaveBeenLastCalledWith({ topic: 'session-topic', id: 2, response: { error } });
    expect(snapshot().context.queue).toEqual([]);
    actor.send({ type: 'queue.respond', id: 3, result: null });
    expect(snapshot().context.error?.message).toBe('Missing or invalid. pending request id 3 does not exist');
  });

  it('a redelivered request is not queued twice', () => {
    const { actor, snapshot } = start();
    actor.send(enqueue(1));
    actor.send(enqueue(2));
    actor.send(enqueue(2));
    actor.send(enqueue(1));
    expect(snapshot().context.queue.map((r) => r.id)).toEqual([2]);
  });
});
