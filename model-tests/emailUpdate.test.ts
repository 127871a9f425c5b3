/**
 * Model test of the email update (§4 "Email update", §5 cooldown): paths generated from its graph,
 * each frame request settled by the path, the 1 s poll on the simulated clock. At every step: the code
 * asked for (primary, then secondary), the new email taken from the secondary code's answer, the
 * resend held by the 30 s cooldown, the poll, the exact texts shown and what was reported to the root.
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
const T0 = 1_700_000_000_000;

const reported = new EffectLog<string>();
const previousOf = (previous: unknown) => previous as EmailUpdateSnapshot;
const CODE_STATES = ['primaryCode', 'secondaryCode'];

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
      { type: 'emailUpdate.submit', email: NEW, at: T0 },
      { type: 'emailUpdate.submit', email: 'new@', at: T0 },
      // 12 s after codes sent at T0: 18 s of the cooldown left.
      { type: 'emailUpdate.submit', email: NEW, at: T0 + 12_000 },
    ],
    'emailUpdate.submitCode': [{ type: 'emailUpdate.submitCode', otp: '123456' }],
    'emailUpdate.resend': [
      { type: 'emailUpdate.resend', at: T0 + 12_000 },
      { type: 'emailUpdate.resend', at: T0 + 31_000 },
    ],
    'xstate.done.actor.updateEmail': [
      { type: 'xstate.done.actor.updateEmail', output: { action: 'VERIFY_PRIMARY_OTP' } },
      { type: 'xstate.done.actor.updateEmail', output: { action: 'VERIFY_SECONDARY_OTP' } },
    ],
    'xstate.error.actor.updateEmail': [
      { type: 'xstate.error.actor.updateEmail', error: new Error('Email already in use') },
    ],
    'xstate.done.actor.resendCodes': [
      { type: 'xstate.done.actor.resendCodes', output: { action: 'VERIFY_PRIMARY_OTP' } },
      { type: 'xstate.done.actor.resendCodes', output: { action: 'VERIFY_SECONDARY_OTP' } },
    ],
    'xstate.error.actor.resendCodes': [{ type: 'xstate.error.actor.resendCodes', error: new Error('') }],
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
      if (!previous) {
        expect(snapshot.value).toBe('editing');
        return;
      }
      const before = previousOf(previous);
      const { context } = snapshot;
      if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.readEmail') {
        const error: unknown = event.error;
        const text = error instanceof Error && error.message ? error.message : 'Something went wrong';
        expect(context.error).toBe(text);
        expect(reported.step).toEqual([`notice.raised error ${text}`]);
      }
      if (event.type === 'emailUpdate.submit' || event.type === 'emailUpdate.resend') {
        const last = before.context.lastSentAt;
        const cooling = last !== undefined && event.at - last < 30_000;
        if (event.type === 'emailUpdate.submit' && event.email === 'new@') {
          // §5: the email must be valid.
          expect(context.error).toBe('Invalid email');
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe('editing');
        } else if (cooling) {
          // §5 'Please try again after {n} seconds', n the seconds left of the 30 s; a clock that went
          // backwards (an earlier `at`) counts as the full cooldown.
          const elapsed = Math.max(0, event.at - (last ?? 0));
          const text = `Please try again after ${Math.ceil((30_000 - elapsed) / 1000)} seconds`;
          expect(context.error).toBe(text);
          expect(reported.step).toEqual([`notice.raised error ${text}`]);
          expect(snapshot.value).toBe(before.value);
        } else {
          const next =
            event.type === 'emailUpdate.submit'
              ? 'requesting'
              : before.value === 'primaryCode'
                ? 'resendingPrimary'
                : 'resendingSecondary';
          expect(snapshot.value).toBe(next);
          expect(context.sentAt).toBe(event.at);
          expect(context.error).toBeUndefined();
          expect(reported.step).toEqual([]);
        }
      } else if (!snapshot.matches('updated') && !event.type.startsWith('xstate.error.actor.')) {
        expect(reported.step).toEqual([]);
      }
      if (event.type === 'xstate.done.actor.updateEmail' || event.type === 'xstate.done.actor.resendCodes') {
        // The frame says which code it sent first; the cooldown counts from this send.
        expect(snapshot.value).toBe(
          (event.output as { action: string }).action === 'VERIFY_SECONDARY_OTP'
            ? 'secondaryCode'
            : 'primaryCode',
        );
        expect(context.lastSentAt).toBe(before.context.sentAt);
      }
      if (event.type === 'xstate.error.actor.resendCodes')
        // A failed resend goes back to the code that was being entered.
        expect(snapshot.value).toBe(before.value === 'resendingPrimary' ? 'primaryCode' : 'secondaryCode');
      if (event.type === 'emailUpdate.restart') {
        expect(CODE_STATES).toContain(before.value);
        expect(snapshot.value).toBe('editing');
        expect(context.error).toBeUndefined();
      }
      if (event.type === 'xstate.done.actor.verifyPrimaryOtp') expect(snapshot.value).toBe('secondaryCode');
      if (event.type.startsWith('xstate.after.')) {
        // §4 polled every 1 s.
        expect(event.type).toMatch(/^xstate\.after\.EMAIL_UPDATE_POLL_MS\./);
        expect(EMAIL_UPDATE_POLL_MS).toBe(1000);
        expect(snapshot.matches({ awaitingChange: 'checking' })).toBe(true);
        expect(before.matches({ awaitingChange: 'waiting' })).toBe(true);
      }
      expect(context.currentEmail).toBe(OLD);
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
    verifyingPrimary: (snapshot: EmailUpdateSnapshot, { previous }) => {
      expect(previousOf(previous).matches('primaryCode')).toBe(true);
      expect(snapshot.context.error).toBeUndefined();
    },
    verifyingSecondary: (snapshot: EmailUpdateSnapshot, { previous }) => {
      // The secondary code comes after the primary one, or alone when the frame asked for it first.
      expect(previousOf(previous).matches('secondaryCode')).toBe(true);
      expect(snapshot.context.error).toBeUndefined();
    },
  },
});
