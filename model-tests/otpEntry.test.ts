/**
 * Model test of the one-time-code entry both email flows invoke (§4 "Email connect", "Email update",
 * §5 OTP and the 30 s resend cooldown, §8 texts): paths generated from its graph, each frame request
 * settled by the path. At every step: the state the code field is in, the exact text shown (the
 * frame's for a wrong code, 'Something went wrong' without one, 'Please try again after {n} seconds'),
 * what was reported to the flow (only the resend the frame took: a text is shown in context, never
 * also as a notice), and the output once accepted.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { otpEntryMachine } from '../machines/embedded/otpEntry.machine.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type OtpSnapshot = SnapshotFrom<typeof otpEntryMachine>;

/** The frame last mailed the code at T0. */
const T0 = 1_700_000_000_000;
const EMAIL = 'visitor@example.com';

const reported = new EffectLog<string>();
const before = (previous: unknown) => previous as OtpSnapshot;
/** What a failed frame request shows: its own text, else §8 'Something went wrong'. */
const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

describeModel(otpEntryMachine, {
  input: { resendTo: EMAIL, lastSentAt: T0 },
  controlledActors: ['verifyCode', 'resendCode'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(`${report.type} ${report.at} ${report.answer.action}`);
      },
    },
  },
  events: {
    'otp.submit': [{ type: 'otp.submit', otp: '123456' }],
    'otp.resend': [
      // 12 s after the send at T0: 18 s of the cooldown left.
      { type: 'otp.resend', at: T0 + 12_000 },
      { type: 'otp.resend', at: T0 + 31_000 },
    ],
    'xstate.done.actor.verifyCode': [
      { type: 'xstate.done.actor.verifyCode', output: undefined },
      // The update's secondary code answers the new email.
      { type: 'xstate.done.actor.verifyCode', output: { newEmail: 'new@example.com' } },
    ],
    'xstate.error.actor.verifyCode': [
      { type: 'xstate.error.actor.verifyCode', error: new Error('Invalid code') },
      { type: 'xstate.error.actor.verifyCode', error: 'not an Error' },
    ],
    'xstate.done.actor.resendCode': [
      { type: 'xstate.done.actor.resendCode', output: { action: 'VERIFY_OTP' } },
    ],
    'xstate.error.actor.resendCode': [{ type: 'xstate.error.actor.resendCode', error: new Error('') }],
  },
  simplePaths: false,
  states: {
    '*': (snapshot: OtpSnapshot, { event, previous }) => {
      expect(snapshot.context.resendTo).toBe(EMAIL);
      if (!previous || event.type !== 'otp.resend') return;
      const last = before(previous).context.lastSentAt;
      const cooling = last !== undefined && event.at - last < 30_000;
      if (cooling) {
        // §5 'Please try again after {n} seconds', n the seconds left of the 30 s; a clock that went
        // backwards (an earlier `at`) counts as the full cooldown. Nothing is sent.
        const elapsed = Math.max(0, event.at - last);
        const text = `Please try again after ${Math.ceil((30_000 - elapsed) / 1000)} seconds`;
        expect(snapshot.context.error).toBe(text);
        expect(reported.step).toEqual([]);
        expect(snapshot.value).toBe(before(previous).value);
      } else {
        expect(snapshot.value).toBe('resending');
      }
    },
    awaitingCode: (snapshot: OtpSnapshot, { event, previous }) => {
      const { context } = snapshot;
      if (!previous) {
        // The code was just mailed: nothing to show yet.
        expect(event.type).toBe('xstate.init');
        expect(context).toMatchObject({ lastSentAt: T0, error: undefined, verified: undefined });
        expect(reported.step).toEqual([]);
        return;
      }
      if (event.type === 'xstate.done.actor.resendCode') {
        // The frame took the resend: the cooldown counts from when it was asked, and the flow is told.
        const asked = before(previous).context.sentAt;
        expect(context.lastSentAt).toBe(asked);
        expect(context.error).toBeUndefined();
        expect(reported.step).toEqual([`otp.sent ${asked} VERIFY_OTP`]);
      } else if (event.type === 'xstate.error.actor.resendCode') {
        // A failed resend: its text, the cooldown unchanged.
        expect(context.error).toBe(failureText(event.error));
        expect(reported.step).toEqual([]);
        expect(context.lastSentAt).toBe(before(previous).context.lastSentAt);
      } else if (event.type === 'otp.cooldownEnded') {
        // The §5 30 s cooldown ended: the countdown's end goes, the field still waits, nothing reported.
        expect(context.resendAllowedAt).toBeUndefined();
        expect(snapshot.value).toBe(before(previous).value);
        expect(reported.step).toEqual([]);
      } else {
        // Only a resend held by the cooldown keeps the field waiting.
        expect(event.type).toBe('otp.resend');
        expect(before(previous).matches('awaitingCode')).toBe(true);
      }
    },
    submitting: (snapshot: OtpSnapshot, { event }) => {
      // The code typed is being checked: the previous text goes, nothing is reported.
      expect(event).toEqual({ type: 'otp.submit', otp: '123456' });
      expect(snapshot.context.error).toBeUndefined();
      expect(reported.step).toEqual([]);
    },
    wrongCode: (snapshot: OtpSnapshot, { event, previous }) => {
      if (event.type === 'xstate.error.actor.verifyCode') {
        // A wrong code: the frame's text ('Invalid code'), else 'Something went wrong'; typed again here.
        expect(snapshot.context.error).toBe(failureText(event.error));
        expect(reported.step).toEqual([]);
      } else if (event.type === 'otp.cooldownEnded') {
        // The cooldown ended while the wrong code's text shows: the text stays, the countdown goes.
        expect(snapshot.context.resendAllowedAt).toBeUndefined();
        expect(before(previous).matches('wrongCode')).toBe(true);
      } else {
        expect(event.type).toBe('otp.resend');
        expect(before(previous).matches('wrongCode')).toBe(true);
      }
    },
    resending: (snapshot: OtpSnapshot, { event, previous }) => {
      // 30 s after the last send: the frame is asked again; the flow hears once it took it.
      expect(event).toEqual({ type: 'otp.resend', at: T0 + 31_000 });
      expect(snapshot.context.sentAt).toBe(T0 + 31_000);
      expect(snapshot.context.lastSentAt).toBe(before(previous).context.lastSentAt);
      expect(snapshot.context.error).toBeUndefined();
      expect(reported.step).toEqual([]);
    },
    accepted: (snapshot: OtpSnapshot, { event }) => {
      // The right code: the entry ends, its output the frame's answer (the update's new email).
      expect(event.type).toBe('xstate.done.actor.verifyCode');
      expect(snapshot.status).toBe('done');
      const answer: unknown = 'output' in event ? event.output : undefined;
      expect(snapshot.output).toEqual({ verified: answer });
      expect(reported.step).toEqual([]);
    },
  },
});
