/**
 * Model test of the email update (§4 "Email update"): paths generated from its graph, each frame
 * request settled by the path, the 1 s poll on the simulated clock. At every step: the code asked
 * for (primary, then secondary), the new email taken from the secondary code's answer, the poll, the
 * exact texts shown and what was reported to the root.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { EMAIL_UPDATE_POLL_MS } from '../domain/constants.ts';
import { emailUpdateMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type EmailUpdateSnapshot = SnapshotFrom<typeof emailUpdateMachine>;

const OLD = 'old@example.com';
const NEW = 'new@example.com';

const reported = new EffectLog<string>();
const previousOf = (previous: unknown) => previous as EmailUpdateSnapshot;

describeModel(emailUpdateMachine, {
  input: { currentEmail: OLD },
  controlledActors: ['updateEmail', 'verifyPrimaryOtp', 'verifySecondaryOtp', 'readEmail'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'notice.raised'
            ? `${report.type} ${report.variant} ${report.message}`
            : report.type === 'emailUpdate.updated'
              ? `${report.type} ${report.email}`
              : report.type,
        );
      },
    },
  },
  events: {
    'emailUpdate.submit': [
      { type: 'emailUpdate.submit', email: NEW },
      { type: 'emailUpdate.submit', email: 'new@' },
    ],
    'emailUpdate.submitCode': [{ type: 'emailUpdate.submitCode', otp: '123456' }],
    'xstate.done.actor.updateEmail': [
      { type: 'xstate.done.actor.updateEmail', output: { action: 'VERIFY_PRIMARY_OTP' } },
      { type: 'xstate.done.actor.updateEmail', output: { action: 'VERIFY_SECONDARY_OTP' } },
    ],
    'xstate.error.actor.updateEmail': [
      { type: 'xstate.error.actor.updateEmail', error: new Error('Email already in use') },
    ],
    'xstate.done.actor.verifyPrimaryOtp': [{ type: 'xstate.done.actor.verifyPrimaryOtp', output: undefined }],
    'xstate.error.actor.verifyPrimaryOtp': [
      { type: 'xstate.error.actor.verifyPrimaryOtp', error: new Error('Invalid code') },
    ],
    'xstate.done.actor.verifySecondaryOtp': [
      // The secondary code yields the new email (the frame's spelling wins).
      { type: 'xstate.done.actor.verifySecondaryOtp', output: { newEmail: NEW } },
    ],
    'xstate.error.actor.verifySecondaryOtp': [
      { type: 'xstate.error.actor.verifySecondaryOtp', error: new Error('') },
    ],
    'xstate.done.actor.readEmail': [
      { type: 'xstate.done.actor.readEmail', output: OLD },
      { type: 'xstate.done.actor.readEmail', output: NEW },
    ],
    'xstate.error.actor.readEmail': [{ type: 'xstate.error.actor.readEmail', error: new Error('timeout') }],
  },
  simplePaths: false,
  states: {
    '*': (snapshot: EmailUpdateSnapshot, { event, previous }) => {
      if (!previous) return;
      const before = previousOf(previous);
      if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.readEmail') {
        const error: unknown = event.error;
        const text = error instanceof Error && error.message ? error.message : 'Something went wrong';
        expect(snapshot.context.error).toBe(text);
        expect(reported.step).toEqual([`notice.raised error ${text}`]);
      } else if (!snapshot.matches('updated')) {
        expect(reported.step).toEqual([]);
      }
      if (event.type === 'emailUpdate.submit' && event.email === 'new@') {
        expect(snapshot.context.error).toBe('Invalid email');
        expect(snapshot.value).toBe('editing');
      }
      if (event.type === 'xstate.done.actor.updateEmail')
        expect(snapshot.value).toBe(
          (event.output as { action: string }).action === 'VERIFY_SECONDARY_OTP'
            ? 'secondaryCode'
            : 'primaryCode',
        );
      if (event.type === 'xstate.done.actor.verifyPrimaryOtp') expect(snapshot.value).toBe('secondaryCode');
      if (event.type.startsWith('xstate.after.')) {
        // §4 polled every 1 s.
        expect(event.type).toMatch(/^xstate\.after\.EMAIL_UPDATE_POLL_MS\./);
        expect(EMAIL_UPDATE_POLL_MS).toBe(1000);
        expect(snapshot.matches({ awaitingChange: 'checking' })).toBe(true);
        expect(before.matches({ awaitingChange: 'waiting' })).toBe(true);
      }
      expect(snapshot.context.currentEmail).toBe(OLD);
    },
    'awaitingChange.waiting': (_snapshot: EmailUpdateSnapshot, { event }) => {
      // Still the old email, or a failed look: look again in 1 s.
      expect(['xstate.done.actor.readEmail', 'xstate.error.actor.readEmail']).toContain(event.type);
      if (event.type === 'xstate.done.actor.readEmail') expect(event.output).not.toBe(NEW);
    },
    updated: (snapshot: EmailUpdateSnapshot, { event }) => {
      expect(event.type).toBe('xstate.done.actor.readEmail');
      expect(snapshot.context.newEmail).toBe(NEW);
      expect(reported.step).toEqual([`emailUpdate.updated ${NEW}`]);
    },
    verifyingSecondary: (_snapshot: EmailUpdateSnapshot, { previous }) => {
      // The secondary code comes after the primary one, or alone when the frame asked for it first.
      expect(previousOf(previous).matches('secondaryCode')).toBe(true);
    },
  },
});
