/**
 * The email update's logic as the engine loads it (`loadEmailUpdate`): every actor the statechart
 * names is provided over the embedded wallet's frame (rule 1), and its input is what the account
 * session asked.
 * (A .tsx test only to run in the DOM project: loading it creates the frame.)
 */
import { afterEach, expect, test } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';
import { unprovidedEffectOf } from '../../../machines/effects.ts';
import { emailUpdateMachine } from '../../../machines/embedded/emailUpdate.machine.ts';
import { type FakeSecureFrame, installFakeSecureFrame } from '../../../test-support/fakeSecureFrame.ts';
import { engineOf, stubCloud, testModal } from '../../../test-support/testing.tsx';

let destroy: (() => void) | undefined;
let frame: FakeSecureFrame | undefined;
afterEach(() => {
  destroy?.();
  frame?.stop();
  frame = undefined;
});

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'implementations' in logic && 'provide' in logic;

/** The placeholders left in a machine and in the machines it names as actors (its code entries). */
const placeholders = (machine: AnyStateMachine, path = ''): string[] =>
  Object.entries({ ...machine.implementations.actors, ...machine.implementations.actions })
    .flatMap(([name, implementation]) =>
      unprovidedEffectOf(implementation)
        ? [`${path}${name}`]
        : isMachine(implementation)
          ? placeholders(implementation, `${path}${name}.`)
          : [],
    )
    .sort();

test('loadEmailUpdate gives the email update with every frame request provided (its code entries too), and the current email', async () => {
  // So the check can fail: the statechart alone leaves its frame requests to the engine, those of
  // its two code entries included.
  expect(placeholders(emailUpdateMachine)).toEqual([
    'primaryOtp.resendCode',
    'primaryOtp.verifyCode',
    'readEmail',
    'secondaryOtp.resendCode',
    'secondaryOtp.verifyCode',
    'updateEmail',
  ]);
  const loaded = await loadEmailUpdate();
  expect(placeholders(loaded.logic)).toEqual([]);
  expect(loaded.input).toEqual({ currentEmail: 'a@example.com' });
});

test("readEmail, the §4 poll of the change, is GET_USER's email (production's frame has no request that waits for it)", async () => {
  frame = installFakeSecureFrame('https://secure.test');
  const { logic } = await loadEmailUpdate();
  const readEmail = logic.implementations.actors.readEmail as AnyActorLogic;
  const before = frame.asked.length;
  const email = await toPromise(createActor(readEmail).start());
  // The frame is told the host's theme and app once it is ready (§7 SYNC_THEME, SYNC_DAPP_DATA): not a poll.
  const syncs = ['SYNC_THEME', 'SYNC_DAPP_DATA'];
  expect(frame.asked.slice(before).filter((event) => !syncs.includes(event))).toEqual(['GET_USER']);
  expect(email).toBe(frame.email());
});

/** The email update as the engine loads it in the account session, for a user whose email is a@example.com. */
async function loadEmailUpdate(): Promise<{ logic: AnyStateMachine; input: unknown }> {
  stubCloud();
  const modal = testModal({ endpoints: { api: 'http://cloud.test', secureSite: 'https://secure.test/sdk' } });
  destroy = () => modal.destroy();
  const root = (engineOf(modal).actor as unknown as { logic: AnyStateMachine }).logic;
  // The email update runs in the account session: its loader comes with the session's logic.
  const loadSession = root.implementations.actors.loadAccountSession as AnyActorLogic;
  await toPromise(createActor(loadSession).start());
  const session = root.implementations.actors.accountSession as AnyStateMachine;
  const load = session.implementations.actors.loadEmailUpdate as AnyActorLogic;
  const input = await toPromise(createActor(load, { input: { currentEmail: 'a@example.com' } }).start());
  // The loader hands the logic it made to the session's `emailUpdate`, and answers the input to start it with.
  return { logic: session.implementations.actors.emailUpdate as AnyStateMachine, input };
}
