import { createInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { eventually } from '../../test-support/eventually.ts';
import {
  FLOW_CODE,
  FLOW_EMAIL,
  FLOW_SIGNATURE,
  runEmailLogin,
  startEmailLogin,
} from '../../test-support/inspectorEmailLoginFlow.ts';
import { MASKED } from './mask.ts';
import { machineFromDefinition } from './statechart.ts';
import { parseStatelyMessage } from './statelyRecords.ts';
import type { ActorRecord, InspectorRecord } from './types.ts';

/**
 * What a remote page's @statelyai/inspect sends for a run of the email login: the library's own
 * messages, as text, unmasked.
 */
async function statelyMessagesOfEmailLogin(): Promise<string[]> {
  const messages: string[] = [];
  const inspector = createInspector({ send: (event) => messages.push(JSON.stringify(event)) });
  const actor = startEmailLogin(inspector.inspect.next);
  await runEmailLogin(actor);
  // The library converts each inspection event when the runtime is idle (a timer in Node).
  await eventually(() =>
    expect(messages.some((message) => message.includes('"value":"connected"'))).toBe(true),
  );
  actor.stop();
  return messages;
}

const parseAll = (messages: string[], options?: { showPrivateData?: boolean }) =>
  messages.flatMap((message) => {
    const record = parseStatelyMessage(message, options);
    return record ? [record] : [];
  });

describe('parseStatelyMessage', () => {
  it('reads every message @statelyai/inspect sends, and masks what the page did not', async () => {
    const messages = await statelyMessagesOfEmailLogin();
    expect(messages.join('')).toContain(FLOW_CODE);
    const records = parseAll(messages);
    expect(records).toHaveLength(messages.length);
    const json = JSON.stringify(records);
    expect(json).not.toContain(FLOW_CODE);
    expect(json).not.toContain(FLOW_EMAIL);
    expect(json).not.toContain(FLOW_SIGNATURE);
    const submit = records.find(
      (record) => record.type === '@xstate.event' && record.event.type === 'otp.submit',
    );
    expect(submit).toMatchObject({ event: { otp: MASKED } });
  });

  it('keeps the e-mail when private data is shown, never the code', async () => {
    const json = JSON.stringify(parseAll(await statelyMessagesOfEmailLogin(), { showPrivateData: true }));
    expect(json).toContain(FLOW_EMAIL);
    expect(json).not.toContain(FLOW_CODE);
  });

  it('reads an actor: its name, parent, definition, time and snapshot with the ids of its children', async () => {
    const records = parseAll(await statelyMessagesOfEmailLogin());
    const actors = records.filter((record): record is ActorRecord => record.type === '@xstate.actor');
    const root = actors.find((record) => record.name === 'emailLogin');
    const otp = actors.find((record) => record.name === 'otp');
    expect(root?.parentId).toBeUndefined();
    expect(otp?.parentId).toBe(root?.sessionId);
    expect(typeof otp?.at).toBe('number');
    expect(machineFromDefinition(root?.definition ?? '')?.id).toBe('emailLogin');
    const enteringCode = records.find(
      (record) =>
        record.type === '@xstate.snapshot' &&
        record.sessionId === root?.sessionId &&
        record.snapshot.value === 'enteringCode',
    );
    expect(enteringCode).toMatchObject({
      snapshot: { status: 'active', children: ['otp'], context: { email: MASKED } },
    });
  });

  it('reads each shape from a string or an object, createdAt as epoch ms', () => {
    const actor = {
      type: '@xstate.actor',
      name: 'modal',
      sessionId: 'x:0',
      parentId: undefined,
      definition: '{"id":"modal"}',
      createdAt: '1700000000123',
      _version: '0.7.2',
      id: null,
      rootId: 'x:0',
      snapshot: {
        status: 'active',
        value: 'open',
        context: {},
        children: { router: { xstate$$type: 1, id: 'router' } },
      },
    };
    const expected: InspectorRecord = {
      type: '@xstate.actor',
      sessionId: 'x:0',
      name: 'modal',
      definition: '{"id":"modal"}',
      snapshot: { status: 'active', value: 'open', context: {}, children: ['router'] },
      at: 1_700_000_000_123,
    };
    expect(parseStatelyMessage(actor)).toEqual(expected);
    expect(parseStatelyMessage(JSON.stringify(actor))).toEqual(expected);

    const event = {
      type: '@xstate.event',
      sessionId: 'x:1',
      sourceId: 'x:0',
      event: { type: 'router.push', view: 'Account' },
      createdAt: '5',
    };
    expect(parseStatelyMessage(event)).toEqual({
      type: '@xstate.event',
      sessionId: 'x:1',
      sourceId: 'x:0',
      event: { type: 'router.push', view: 'Account' },
      at: 5,
    });
    const snapshot = {
      type: '@xstate.snapshot',
      sessionId: 'x:1',
      event: { type: 'go' },
      snapshot: { status: 'done', output: 3 },
      createdAt: '6',
    };
    expect(parseStatelyMessage(snapshot)).toEqual({
      type: '@xstate.snapshot',
      sessionId: 'x:1',
      event: { type: 'go' },
      snapshot: { status: 'done', output: 3 },
      at: 6,
    });
  });

  it("masks a definition's initial context, and nothing else of it", () => {
    const machine = createMachine({
      id: 'session',
      context: { token: 'abc', email: FLOW_EMAIL, count: 0 },
      initial: 'signature',
      states: { signature: {} },
    });
    const record = parseStatelyMessage({
      type: '@xstate.actor',
      sessionId: 'x:0',
      name: 'session',
      definition: JSON.stringify(machine.config),
      createdAt: '1',
      snapshot: { status: 'active' },
    });
    const definition = record?.type === '@xstate.actor' ? (record.definition ?? '') : '';
    expect(JSON.parse(definition)).toMatchObject({ context: { token: MASKED, email: MASKED, count: 0 } });
    expect(machineFromDefinition(definition)?.root.states.signature).toBeDefined();
  });

  it('takes now as the time when createdAt is missing or not a number', () => {
    vi.spyOn(Date, 'now').mockReturnValue(42);
    const event = { type: '@xstate.event', sessionId: 'x:1', event: { type: 'go' } };
    expect(parseStatelyMessage(event)?.at).toBe(42);
    expect(parseStatelyMessage({ ...event, createdAt: 'soon' })?.at).toBe(42);
    vi.restoreAllMocks();
  });

  it('returns undefined for anything else, and never throws', () => {
    const hostile = {
      type: '@xstate.event',
      get sessionId(): string {
        throw new Error('no');
      },
    };
    const garbage: unknown[] = [
      'not json',
      '42',
      42,
      null,
      undefined,
      [],
      { type: '@xstate.microstep', sessionId: 'x:0' },
      { type: '@xstate.event', event: { type: 'go' } },
      { type: '@xstate.event', sessionId: 'x:0', event: { notType: 1 } },
      { type: '@xstate.snapshot', sessionId: 'x:0', event: { type: 'go' } },
      { type: '@statelyai.connected' },
      hostile,
    ];
    for (const data of garbage) expect(parseStatelyMessage(data)).toBeUndefined();
  });

  it('reads a snapshot of a live actor sent by the inspector API itself (`inspector.snapshot`)', () => {
    const sent: unknown[] = [];
    const inspector = createInspector({ send: (event) => sent.push(event) });
    const actor = createActor(createMachine({ id: 'm', initial: 'a', states: { a: {} } }));
    inspector.snapshot(actor, { value: 'a', context: { code: '99' } } as never, { event: { type: 'go' } });
    expect(parseStatelyMessage(sent[0])).toMatchObject({
      type: '@xstate.snapshot',
      sessionId: actor.sessionId,
      snapshot: { status: 'active', value: 'a', context: { code: MASKED } },
    });
  });
});
