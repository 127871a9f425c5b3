/**
 * Model test of the email update (§4 "Email update", §5 cooldown): paths generated from its graph,
 * each frame request settled by the path, the 1 s poll on the simulated clock; each code entry (its
 * own model test: otpEntry.test.ts) is settled by the path too, and what it reports ('otp.sent') is
 * sent as the child would. At every step: the code asked for (primary, then secondary),
 * the new email taken from the secondary code's answer, the cooldown, the poll of GET_USER's email, the exact texts shown
 * and what was reported to the root.
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
/** The frame's spelling of the new email, which the secondary code answers with. */
const CONFIRMED = 'New@example.com';
const T0 = 1_700_000_000_000;

const reported = new EffectLog<string>();
const previousOf = (previous: unknown) => previous as EmailUpdateSnapshot;

describeModel(emailUpdateMachine, {
  input: { currentEmail: OLD },
  controlledActors: ['updateEmail', 'primaryOtp', 'secondaryOtp', 'readEmail'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'emailUpdate.updated' ? `${report.type} ${report.email}` : report.type,
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
    // A code entry took a resend 31 s after the codes; the frame says which code to enter.
    'otp.sent': (['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const).map((action) => ({
      type: 'otp.sent' as const,
      at: T0 + 31_000,
      answer: { action },
    })),
    'xstate.done.actor.updateEmail': [
      { type: 'xstate.done.actor.updateEmail', output: { action: 'VERIFY_PRIMARY_OTP' } },
      { type: 'xstate.done.actor.updateEmail', output: { action: 'VERIFY_SECONDARY_OTP' } },
    ],
    'xstate.error.actor.updateEmail': [
      { type: 'xstate.error.actor.updateEmail', error: new Error('Email already in use') },
      { type: 'xstate.error.actor.updateEmail', error: 'not an Error' },
    ],
    // The primary code accepted answers nothing; the secondary one the new email (or, from an old
    // frame, nothing: the email asked for stands).
    'xstate.done.actor.otp': [
      { type: 'xstate.done.actor.otp', output: { verified: undefined } },
      { type: 'xstate.done.actor.otp', output: { verified: { newEmail: CONFIRMED } } },
    ],
    // GET_USER's email: the old one until the change is made, none (a user without one), the new one.
    'xstate.done.actor.readEmail': [
      { type: 'xstate.done.actor.readEmail', output: OLD },
      { type: 'xstate.done.actor.readEmail', output: null },
      { type: 'xstate.done.actor.readEmail', output: CONFIRMED },
      { type: 'xstate.done.actor.readEmail', output: NEW },
    ],
    'xstate.error.actor.readEmail': [{ type: 'xstate.error.actor.readEmail', error: new Error('timeout') }],
  },
  simplePaths: false,
  states: {
    '*': (snapshot: EmailUpdateSnapshot, { event, previous }) => {
      const { context } = snapshot;
      expect(context.currentEmail).toBe(OLD);
      if (!previous) return;
      const before = previousOf(previous);
      if (event.type === 'emailUpdate.submit') {
        const last = before.context.lastSentAt;
        const cooling = last !== undefined && event.at - last < 30_000;
        if (event.email === 'new@') {
          // §5: the email must be valid.
          expect(context.error).toBe('Invalid email');
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe('editing');
        } else if (cooling) {
          // §5 'Please try again after {n} seconds', n the seconds left of the 30 s.
          const elapsed = Math.max(0, event.at - last);
          const text = `Please try again after ${Math.ceil((30_000 - elapsed) / 1000)} seconds`;
          expect(context.error).toBe(text);
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe('editing');
        }
      }
      if (event.type === 'otp.sent') {
        // The frame took a resend: the cooldown counts from it, and it says which code comes.
        expect(context.lastSentAt).toBe(event.at);
        const next = event.answer.action === 'VERIFY_SECONDARY_OTP' ? 'secondaryCode' : 'primaryCode';
        expect(snapshot.value).toBe(next);
      }
      if (event.type === 'emailUpdate.restart') {
        expect(['primaryCode', 'secondaryCode']).toContain(before.value);
        expect(snapshot.value).toBe('editing');
        expect(context.error).toBeUndefined();
      }
    },
    editing: (snapshot: EmailUpdateSnapshot, { event, previous }) => {
      if (!previous) {
        expect(snapshot.context).toEqual({
          currentEmail: OLD,
          newEmail: '',
          error: undefined,
          sentAt: undefined,
          lastSentAt: undefined,
        });
        return;
      }
      expect(['emailUpdate.submit', 'emailUpdate.restart', 'xstate.error.actor.updateEmail']).toContain(
        event.type,
      );
      if (event.type === 'xstate.error.actor.updateEmail') {
        // The frame's text, else 'Something went wrong'.
        const error: unknown = event.error;
        const text = error instanceof Error && error.message ? error.message : 'Something went wrong';
        expect(snapshot.context.error).toBe(text);
        expect(reported.step).toEqual([]);
      }
    },
    requesting: (snapshot: EmailUpdateSnapshot, { event }) => {
      // A valid email, 30 s after the last codes: the frame is asked to send them.
      expect(event.type).toBe('emailUpdate.submit');
      expect(snapshot.context.newEmail).toBe(NEW);
      expect(snapshot.context.sentAt).toBe('at' in event ? event.at : undefined);
      expect(snapshot.context.error).toBeUndefined();
      expect(reported.step).toEqual([]);
    },
    primaryCode: (snapshot: EmailUpdateSnapshot, { event, previous }) => {
      // The code sent to the current email, entered in a code entry that resends to the new email.
      expect(snapshot.children.otp).toBeDefined();
      if (event.type === 'xstate.done.actor.updateEmail') {
        expect((event.output as { action: string }).action).toBe('VERIFY_PRIMARY_OTP');
        expect(snapshot.context.lastSentAt).toBe(previousOf(previous).context.sentAt);
      } else {
        expect(event.type).toBe('otp.sent');
      }
      expect(reported.step).toEqual([]);
    },
    secondaryCode: (snapshot: EmailUpdateSnapshot, { event, previous }) => {
      // The code sent to the new email: after the primary code, or first when the frame asks for it.
      expect(snapshot.children.otp).toBeDefined();
      if (event.type === 'xstate.done.actor.otp')
        expect(previousOf(previous).matches('primaryCode')).toBe(true);
      else if (event.type === 'xstate.done.actor.updateEmail')
        expect((event.output as { action: string }).action).toBe('VERIFY_SECONDARY_OTP');
      else expect(event.type).toBe('otp.sent');
      expect(reported.step).toEqual([]);
    },
    awaitingChange: (snapshot: EmailUpdateSnapshot, { event, previous }) => {
      // The new email is the secondary code's answer (the frame's spelling wins), else the one asked for.
      if (event.type === 'xstate.done.actor.otp') {
        expect(previousOf(previous).matches('secondaryCode')).toBe(true);
        const verified = (event.output as { verified?: { newEmail: string } }).verified;
        expect(snapshot.context.newEmail).toBe(verified?.newEmail ?? NEW);
      }
      expect(reported.step).toEqual([]);
    },
    'awaitingChange.checking': (_snapshot: EmailUpdateSnapshot, { event }) => {
      // §4 polled every 1 s: the first look at once, then one EMAIL_UPDATE_POLL_MS after the last.
      expect([
        'xstate.done.actor.otp',
        'xstate.after.EMAIL_UPDATE_POLL_MS.emailUpdate.awaitingChange.waiting',
      ]).toContain(event.type);
      expect(EMAIL_UPDATE_POLL_MS).toBe(1000);
    },
    'awaitingChange.waiting': (snapshot: EmailUpdateSnapshot, { event }) => {
      // Still another email, or a failed look: look again in 1 s.
      expect(['xstate.done.actor.readEmail', 'xstate.error.actor.readEmail']).toContain(event.type);
      if (event.type === 'xstate.done.actor.readEmail')
        expect(event.output).not.toBe(snapshot.context.newEmail);
    },
    updated: (snapshot: EmailUpdateSnapshot, { event }) => {
      expect(event.type).toBe('xstate.done.actor.readEmail');
      expect('output' in event ? event.output : undefined).toBe(snapshot.context.newEmail);
      expect(reported.step).toEqual([`emailUpdate.updated ${snapshot.context.newEmail}`]);
    },
  },
});
