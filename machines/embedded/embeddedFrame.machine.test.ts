import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
} from '../../domain/constants.ts';
import type { FrameSettlement } from './embeddedFrame.context.ts';
import { embeddedFrameMachine } from './embeddedFrame.machine.ts';

function start(emailLoginUsed: boolean) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const settled: FrameSettlement[] = [];
  const machine = embeddedFrameMachine.provide({
    actions: {
      report: (_, report) =>
        void effects.push(report.type === 'alert.raised' ? report.alert.code : report.type),
      createFrame: () => void effects.push('create'),
      postAbort: () => void effects.push('abort'),
      clearLoginCache: () => void effects.push('clearLoginCache'),
      postRequest: (_, request) => void effects.push(`post ${request.id}`),
      settleRequest: (_, settlement) => void settled.push(settlement),
    },
  });
  const actor = createActor(machine, { input: { emailLoginUsed }, clock }).start();
  const ready = () => {
    actor.send({ type: 'frame.readyReceived' });
    clock.increment(FRAME_READY_DELAY_MS);
  };
  return { actor, clock, effects, settled, ready };
}

describe('embedded wallet frame timers (§4, §9)', () => {
  test('§4: the frame is created at once when email login was used before, lazily otherwise', () => {
    const used = start(true);
    expect(used.actor.getSnapshot().matches({ starting: 'loading' })).toBe(true);
    expect(used.effects).toEqual(['create']);
    const fresh = start(false);
    expect(fresh.actor.getSnapshot().value).toBe('idle');
    expect(fresh.effects).toEqual([]);
  });

  test('§4: ready is the ready event plus 500 ms, not before', () => {
    const run = start(true);
    run.actor.send({ type: 'frame.readyReceived' });
    run.clock.increment(FRAME_READY_DELAY_MS - 1);
    expect(run.actor.getSnapshot().matches('starting')).toBe(true);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().value).toBe('ready');
  });

  test('§4: not ready within 20 s: iframe_load_failed is reported and the waiting requests are aborted', () => {
    const run = start(true);
    run.actor.send({ type: 'frame.request', id: 'e', kind: 'connectEmail', payload: { email: 'a@b.co' } });
    run.clock.increment(FRAME_READY_TIMEOUT_MS - 1);
    expect(run.actor.getSnapshot().matches('starting')).toBe(true);
    expect(run.settled).toEqual([]);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.effects).toEqual(['create', 'embeddedFrame.loadFailed']);
    expect(run.settled).toEqual([
      { id: 'e', ok: false, failure: { code: 'somethingWentWrong', message: 'Something went wrong' } },
    ]);
    // Asked after the failed load: rejected with 'iframe_load_failed' until the frame is created again.
    run.actor.send({ type: 'frame.request', id: 'u', kind: 'getUser' });
    expect(run.settled.at(-1)).toEqual({
      id: 'u',
      ok: false,
      failure: { code: 'iframeLoadFailed', message: 'iframe_load_failed' },
    });
  });

  test('§9: a connect step unanswered for 120 s raises IFRAME_REQUEST_TIMEOUT and is rejected', () => {
    const run = start(true);
    run.ready();
    run.actor.send({ type: 'frame.request', id: 'e', kind: 'connectEmail', payload: { email: 'a@b.co' } });
    run.clock.increment(FRAME_REQUEST_TIMEOUT_MS - 1);
    expect(run.settled).toEqual([]);
    run.clock.increment(1);
    expect(run.settled).toEqual([
      { id: 'e', ok: false, failure: { code: 'somethingWentWrong', message: 'Something went wrong' } },
    ]);
    expect(run.effects).toContain('IFRAME_REQUEST_TIMEOUT');
  });

  test('a request answered in time is not timed out later, and a request that does not time out waits', () => {
    const run = start(true);
    run.ready();
    run.actor.send({ type: 'frame.request', id: 'e', kind: 'connectEmail' });
    run.actor.send({ type: 'frame.request', id: 'u', kind: 'getUser' });
    run.actor.send({ type: 'frame.reply', id: 'e', ok: true, result: { action: 'VERIFY_OTP' } });
    run.clock.increment(FRAME_REQUEST_TIMEOUT_MS * 2);
    expect(run.settled).toEqual([{ id: 'e', ok: true, result: { action: 'VERIFY_OTP' } }]);
    expect(run.effects).not.toContain('IFRAME_REQUEST_TIMEOUT');
    expect(run.actor.getSnapshot().context.requests.map((r) => r.id)).toEqual(['u']);
  });

  test('§9: the sign-out wait is capped at 3 s, then the login cache is cleared', () => {
    const run = start(true);
    run.actor.send({ type: 'frame.request', id: 's', kind: 'signOut' });
    run.ready();
    expect(run.effects).toContain('post s');
    run.clock.increment(SIGN_OUT_WAIT_MS - 1);
    expect(run.settled).toEqual([]);
    run.clock.increment(1);
    expect(run.settled).toEqual([{ id: 's', ok: true, result: undefined }]);
    expect(run.effects.at(-1)).toBe('clearLoginCache');
  });
});
