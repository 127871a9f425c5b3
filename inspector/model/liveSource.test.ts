import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import {
  emailLoginLogic,
  FLOW_CODE,
  runEmailLogin,
  startEmailLogin,
  submitEmail,
} from '../../test-support/inspectorEmailLoginFlow.ts';
import { liveSource } from './liveSource.ts';
import { MASKED } from './mask.ts';
import type { InspectorRecord } from './types.ts';

afterEach(() => {
  vi.useRealTimers();
});

const child = setup({}).createMachine({
  id: 'connection',
  initial: 'disconnected',
  states: { disconnected: {} },
});

/** A root with a machine child (with a system id) and a promise child that never settles. */
const parent = setup({
  actors: { connection: child, lookup: fromPromise(() => new Promise<string>(() => {})) },
}).createMachine({
  id: 'demo',
  context: { email: 'a@example.com' },
  invoke: [
    { id: 'connection:eip155', systemId: 'connection:eip155', src: 'connection' },
    { id: 'lookup', src: 'lookup' },
  ],
});

function collect(source: ReturnType<typeof liveSource>) {
  const records: InspectorRecord[] = [];
  const unsubscribe = source.subscribe((record) => records.push(record));
  return { records, unsubscribe };
}

describe('liveSource', () => {
  it('first reports every actor already running, parents before children', async () => {
    const actor = startEmailLogin();
    const otp = await submitEmail(actor);
    const source = liveSource(actor);
    const { records } = collect(source);
    expect(records.map((record) => record.type)).toEqual(['@xstate.actor', '@xstate.actor']);
    expect(records[0]).toMatchObject({
      sessionId: actor.sessionId,
      name: 'emailLogin',
      snapshot: { status: 'active', value: 'enteringCode', context: { email: MASKED }, children: ['otp'] },
    });
    expect(records[1]).toMatchObject({
      sessionId: otp.sessionId,
      parentId: actor.sessionId,
      name: 'otp',
      snapshot: { value: 'awaitingCode', context: { resendTo: MASKED } },
    });
    source.stop();
    actor.stop();
  });

  it('then forwards what happens, masked', async () => {
    const actor = startEmailLogin();
    const otp = await submitEmail(actor);
    const source = liveSource(actor);
    const { records } = collect(source);
    otp.send({ type: 'otp.submit', otp: FLOW_CODE });
    await waitFor(actor, (state) => state.matches('connected'));
    const submit = records.find(
      (record) => record.type === '@xstate.event' && record.event.type === 'otp.submit',
    );
    expect(submit).toMatchObject({ sessionId: otp.sessionId, event: { otp: MASKED } });
    expect(records.some((record) => record.type === '@xstate.actor' && record.name === 'getUser')).toBe(true);
    expect(JSON.stringify(records)).not.toContain(FLOW_CODE);
    source.stop();
    actor.stop();
  });

  it('gives each subscriber the actors running when it subscribes', () => {
    const actor = createActor(parent).start();
    const source = liveSource(actor);
    const first = collect(source);
    const second = collect(source);
    const names = (records: InspectorRecord[]) =>
      records.flatMap((record) => (record.type === '@xstate.actor' ? [record.name] : []));
    expect(names(first.records)).toEqual(['demo', 'connection:eip155', 'lookup']);
    expect(names(second.records)).toEqual(['demo', 'connection:eip155', 'lookup']);
    expect(first.records[1]).toMatchObject({ systemId: 'connection:eip155' });
    source.stop();
    actor.stop();
  });

  it('knows the machine behind each actor: the live logic, none for a promise', async () => {
    const actor = startEmailLogin();
    const source = liveSource(actor);
    expect(source.machineOf(actor.sessionId)).toBe(actor.logic);
    expect(source.machineOf(actor.sessionId)).toBe(emailLoginLogic);
    // An actor that starts after the source: it is learnt from the inspection events.
    const otp = await submitEmail(actor);
    expect(source.machineOf(otp.sessionId)?.id).toBe('otpEntry');
    otp.send({ type: 'otp.submit', otp: FLOW_CODE });
    const verify = actor.getSnapshot().children.otp?.getSnapshot().children.verifyCode;
    expect(verify).toBeDefined();
    expect(source.machineOf(verify?.sessionId ?? '')).toBeUndefined();
    expect(source.machineOf('x:999')).toBeUndefined();
    source.stop();
    actor.stop();
  });

  it('stops forwarding after unsubscribe (that listener) and stop (all)', async () => {
    const actor = startEmailLogin();
    const source = liveSource(actor);
    const first = collect(source);
    const second = collect(source);
    first.unsubscribe();
    const before = first.records.length;
    actor.send({ type: 'emailLogin.changeEmail' });
    expect(first.records).toHaveLength(before);
    expect(second.records.length).toBeGreaterThan(before);
    source.stop();
    const afterStop = second.records.length;
    await runEmailLogin(actor);
    expect(second.records).toHaveLength(afterStop);
    actor.stop();
  });

  it('keeps the modal running when a listener throws (the error surfaces on its own)', () => {
    vi.useFakeTimers();
    const actor = createActor(parent).start();
    const source = liveSource(actor);
    const delivered: InspectorRecord[] = [];
    source.subscribe(() => {
      throw new Error('panel bug');
    });
    source.subscribe((record) => delivered.push(record));
    expect(() => actor.send({ type: 'anything' })).not.toThrow();
    expect(actor.getSnapshot().status).toBe('active');
    expect(delivered.some((record) => record.type === '@xstate.event')).toBe(true);
    expect(() => vi.runOnlyPendingTimers()).toThrow('panel bug');
    source.stop();
    actor.stop();
  });
});
