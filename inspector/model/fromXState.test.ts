import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type InspectionEvent, setup } from 'xstate';
import { eventually } from '../../test-support/eventually.ts';
import {
  FLOW_CODE,
  FLOW_EMAIL,
  FLOW_SIGNATURE,
  runEmailLogin,
  startEmailLogin,
} from '../../test-support/inspectorEmailLoginFlow.ts';
import { recordFromXState } from './fromXState.ts';
import { MASKED } from './mask.ts';
import type { ActorRecord, EventRecord, InspectorRecord, SnapshotRecord } from './types.ts';

afterEach(() => vi.restoreAllMocks());

/** Every record of an actor's run, converted as the inspection events arrive. */
function recording() {
  const events: InspectionEvent[] = [];
  const records: InspectorRecord[] = [];
  const inspect = (event: InspectionEvent) => {
    events.push(event);
    const record = recordFromXState(event);
    if (record) records.push(record);
  };
  return { events, records, inspect };
}

const ofType = <T extends InspectorRecord['type']>(records: InspectorRecord[], type: T) =>
  records.filter((record): record is Extract<InspectorRecord, { type: T }> => record.type === type);

describe('recordFromXState', () => {
  it('records the email login without its e-mail, one-time code or signature', async () => {
    const { records, inspect } = recording();
    const actor = startEmailLogin(inspect);
    await runEmailLogin(actor);
    const json = JSON.stringify(records);
    expect(json).not.toContain(FLOW_EMAIL);
    expect(json).not.toContain(FLOW_CODE);
    expect(json).not.toContain(FLOW_SIGNATURE);

    const submit = ofType(records, '@xstate.event').find((record) => record.event.type === 'otp.submit');
    expect(submit?.event).toEqual({ type: 'otp.submit', otp: MASKED });
    const verifyInput = ofType(records, '@xstate.event').find(
      (record) => record.event.type === 'xstate.init' && JSON.stringify(record.event).includes('"otp"'),
    );
    expect(verifyInput?.event).toMatchObject({ input: { otp: MASKED } });
    const emailTaken = ofType(records, '@xstate.snapshot').find(
      (record) => record.event.type === 'emailLogin.submit',
    );
    expect(emailTaken?.snapshot.context).toMatchObject({ email: MASKED, lastLoginAt: undefined });
    actor.stop();
  });

  it('shows the e-mail when private data is shown, never the code', async () => {
    const records: InspectorRecord[] = [];
    const actor = startEmailLogin((event) => {
      const record = recordFromXState(event, { showPrivateData: true });
      if (record) records.push(record);
    });
    await runEmailLogin(actor);
    const json = JSON.stringify(records);
    expect(json).toContain(FLOW_EMAIL);
    expect(json).not.toContain(FLOW_CODE);
    actor.stop();
  });

  it('names each actor and places it under its parent', async () => {
    const { records, inspect } = recording();
    const actor = startEmailLogin(inspect);
    await runEmailLogin(actor);
    const actors = ofType(records, '@xstate.actor');
    const root = actors[0];
    expect(root).toMatchObject({ sessionId: actor.sessionId, name: 'emailLogin' });
    expect(root?.parentId).toBeUndefined();
    const otp = actors.find((record) => record.name === 'otp');
    expect(otp?.parentId).toBe(actor.sessionId);
    const verify = actors.find((record) => record.name === 'verifyCode');
    expect(verify?.parentId).toBe(otp?.sessionId);
    actor.stop();
  });

  it("reads an actor's system id while XState is still constructing it", () => {
    const { records, inspect } = recording();
    const child = createMachine({ id: 'child' });
    const parent = createMachine({
      id: 'parent',
      invoke: { id: 'kid', systemId: 'connection:eip155', src: child },
    });
    const actor = createActor(parent, { inspect }).start();
    const kid = ofType(records, '@xstate.actor').find((record) => record.name === 'kid');
    expect(kid).toMatchObject({ systemId: 'connection:eip155', parentId: actor.sessionId, snapshot: {} });
    actor.stop();
  });

  it('records an event with its source, target, masked payload and time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const { records, inspect } = recording();
    const machine = setup({ types: { events: {} as { type: 'otp.submit'; otp: string } } }).createMachine({
      on: { 'otp.submit': {} },
    });
    const actor = createActor(machine, { inspect }).start();
    actor.send({ type: 'otp.submit', otp: '111222' });
    const event = ofType(records, '@xstate.event').at(-1);
    expect(event).toEqual<EventRecord>({
      type: '@xstate.event',
      sessionId: actor.sessionId,
      event: { type: 'otp.submit', otp: MASKED },
      at: 1_700_000_000_000,
    });
    const init = ofType(records, '@xstate.event')[0];
    expect(init?.event.type).toBe('xstate.init');
    actor.stop();
  });

  it('records a snapshot with its status, value, masked context and the ids of its children', () => {
    const { records, inspect } = recording();
    const parent = setup({
      actors: { lookup: fromPromise(() => new Promise<string>(() => {})) },
    }).createMachine({
      id: 'parent',
      context: { email: FLOW_EMAIL, n: 1 },
      initial: 'busy',
      states: { busy: { invoke: [{ id: 'lookup', src: 'lookup' }] } },
    });
    const actor = createActor(parent, { inspect }).start();
    const snapshot = ofType(records, '@xstate.snapshot').find(
      (record) => record.sessionId === actor.sessionId,
    );
    expect(snapshot).toMatchObject<Partial<SnapshotRecord>>({
      event: { type: 'xstate.init', input: undefined },
      snapshot: { status: 'active', value: 'busy', context: { email: MASKED, n: 1 }, children: ['lookup'] },
    });
    actor.stop();
  });

  it("records a promise actor's output and a failed actor's error as JSON", async () => {
    const { records, inspect } = recording();
    const done = createActor(
      fromPromise(async () => ({ token: 'abc', ok: true })),
      { inspect },
    ).start();
    await eventually(() => expect(done.getSnapshot().status).toBe('done'));
    const failed = createActor(
      fromPromise(async () => {
        throw new Error(`No account for ${FLOW_EMAIL}`);
      }),
      { inspect },
    );
    failed.subscribe({ error: () => {} });
    failed.start();
    await eventually(() => expect(failed.getSnapshot().status).toBe('error'));
    const last = (sessionId: string) =>
      ofType(records, '@xstate.snapshot')
        .filter((record) => record.sessionId === sessionId)
        .at(-1)?.snapshot;
    expect(last(done.sessionId)).toMatchObject({ status: 'done', output: { token: MASKED, ok: true } });
    expect(last(failed.sessionId)).toMatchObject({
      status: 'error',
      error: { name: 'Error', message: `No account for ${MASKED}` },
    });
  });

  it('names a root actor created with an id by that id', () => {
    const { records, inspect } = recording();
    const actor = createActor(createMachine({ id: 'machine' }), { id: 'modal', inspect }).start();
    expect(ofType(records, '@xstate.actor')[0]).toMatchObject<Partial<ActorRecord>>({ name: 'modal' });
    actor.stop();
  });

  it('ignores microsteps and actions', () => {
    const { events, inspect } = recording();
    const machine = createMachine({
      initial: 'a',
      states: { a: { on: { go: { target: 'b', actions: () => {} } } }, b: {} },
    });
    const actor = createActor(machine, { inspect }).start();
    actor.send({ type: 'go' });
    const ignored = events.filter(
      (event) => event.type === '@xstate.microstep' || event.type === '@xstate.action',
    );
    expect(ignored.length).toBeGreaterThan(0);
    for (const event of ignored) expect(recordFromXState(event)).toBeUndefined();
    actor.stop();
  });
});
