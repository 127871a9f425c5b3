/**
 * Model test of email login (§4 "Email connect", §5 email and cooldown, §4 Cancellation): paths
 * generated from its graph, each frame request settled by the path. At every step: the text the
 * EmailLogin view shows (exactly the spec's), what was reported to the root, and when the last email
 * login time was stored.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../domain/errors.ts';
import { type EmbeddedWalletUser, emailLoginMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type EmailLoginSnapshot = SnapshotFrom<typeof emailLoginMachine>;

const T0 = 1_700_000_000_000;
const EMAIL = 'visitor@example.com';
const USER: EmbeddedWalletUser = {
  email: EMAIL,
  address: '0x1111111111111111111111111111111111111111',
  chainId: 1,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
};

const reported = new EffectLog<string>();
const stored = new EffectLog<number>();

const previousOf = (previous: unknown) => previous as EmailLoginSnapshot;
const notice = (message: string) => `notice.raised error ${message}`;

describeModel(emailLoginMachine, {
  input: {},
  controlledActors: ['connectEmail', 'connectDevice', 'connectOtp', 'getUser'],
  effects: [reported, stored],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'notice.raised'
            ? `${report.type} ${report.variant} ${report.message}`
            : report.type === 'emailLogin.connected'
              ? `${report.type} ${report.user.email}`
              : report.type === 'emailLogin.failed'
                ? `${report.type} ${report.error}`
                : report.type,
        );
      },
      storeLoginTime: (_, at) => stored.record(at),
    },
  },
  events: {
    'emailLogin.submit': [
      { type: 'emailLogin.submit', email: EMAIL, at: T0 },
      { type: 'emailLogin.submit', email: 'not-an-email', at: T0 },
      // 12 s after a login at T0: 18 s of the cooldown left.
      { type: 'emailLogin.submit', email: EMAIL, at: T0 + 12_000 },
    ],
    'emailLogin.resend': [
      { type: 'emailLogin.resend', at: T0 + 12_000 },
      { type: 'emailLogin.resend', at: T0 + 31_000 },
    ],
    'emailLogin.submitCode': [{ type: 'emailLogin.submitCode', otp: '123456' }],
    'xstate.done.actor.connectEmail': (['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const).map((action) => ({
      type: 'xstate.done.actor.connectEmail',
      output: { action },
    })),
    'xstate.error.actor.connectEmail': [
      { type: 'xstate.error.actor.connectEmail', error: new Error(MESSAGES.frameErrorFallback) },
    ],
    'xstate.done.actor.resendEmail': [
      { type: 'xstate.done.actor.resendEmail', output: { action: 'VERIFY_OTP' } },
    ],
    'xstate.error.actor.resendEmail': [{ type: 'xstate.error.actor.resendEmail', error: new Error('') }],
    'xstate.done.actor.connectDevice': [{ type: 'xstate.done.actor.connectDevice', output: undefined }],
    'xstate.error.actor.connectDevice': [
      { type: 'xstate.error.actor.connectDevice', error: new Error('Device not approved') },
    ],
    'xstate.done.actor.connectOtp': [{ type: 'xstate.done.actor.connectOtp', output: undefined }],
    'xstate.error.actor.connectOtp': [
      { type: 'xstate.error.actor.connectOtp', error: new Error('Invalid code') },
    ],
    'xstate.done.actor.getUser': [{ type: 'xstate.done.actor.getUser', output: USER }],
    'xstate.error.actor.getUser': [{ type: 'xstate.error.actor.getUser', error: 'not an Error' }],
  },
  simplePaths: false,
  states: {
    '*': (snapshot: EmailLoginSnapshot, { event, previous }) => {
      if (!previous) {
        expect(snapshot.value).toBe('enteringEmail');
        return;
      }
      const before = previousOf(previous);
      const { context } = snapshot;
      if (event.type === 'emailLogin.submit' || event.type === 'emailLogin.resend') {
        const email = event.type === 'emailLogin.submit' ? event.email : before.context.email;
        const last = before.context.lastLoginAt;
        const cooling = last !== undefined && event.at - last < 30_000;
        if (email === 'not-an-email') {
          // §5: the email must be valid.
          expect(context.error).toBe('Invalid email');
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe(before.value);
        } else if (cooling) {
          // §5: 'Please try again after {n} seconds', n the seconds left of the 30 s.
          // A clock that went backwards (an earlier `at`) counts as the full cooldown.
          const elapsed = Math.max(0, event.at - (last ?? 0));
          const text = `Please try again after ${Math.ceil((30_000 - elapsed) / 1000)} seconds`;
          expect(context.error).toBe(text);
          expect(reported.step).toEqual([notice(text)]);
          expect(snapshot.value).toBe(before.value);
        } else {
          expect(snapshot.value).toBe(event.type === 'emailLogin.submit' ? 'sendingEmail' : 'resending');
          expect(context.sentAt).toBe(event.at);
          expect(context.error).toBeUndefined();
        }
      }
      if (event.type === 'xstate.done.actor.connectEmail' || event.type === 'xstate.done.actor.resendEmail') {
        // The frame took the login: the cooldown counts from it, and the time is stored.
        expect(stored.step).toEqual([before.context.sentAt]);
        expect(context.lastLoginAt).toBe(before.context.sentAt);
      } else {
        expect(stored.step).toEqual([]);
      }
      if (event.type === 'xstate.done.actor.connectEmail') {
        // §4: connect answers VERIFY_DEVICE, VERIFY_OTP or CONNECT.
        const next = { VERIFY_DEVICE: 'verifyingDevice', VERIFY_OTP: 'enteringCode', CONNECT: 'connecting' };
        expect(snapshot.value).toBe(next[(event.output as { action: keyof typeof next }).action]);
      }
      if (event.type.startsWith('xstate.error.actor.')) {
        const error: unknown = event.error;
        const text = error instanceof Error && error.message ? error.message : 'Something went wrong';
        expect(context.error).toBe(text);
        expect(reported.step).toEqual([notice(text)]);
      }
      if (event.type === 'modal.closed') {
        // §4 Cancellation: a waiting email connect is rejected with 'Modal closed'; once connected, nothing.
        if (before.matches('connected')) {
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe('connected');
        } else {
          expect(reported.step).toEqual(['emailLogin.failed Modal closed']);
          expect(snapshot.value).toBe('enteringEmail');
          expect(context.error).toBeUndefined();
        }
      }
    },
    verifyingDevice: (_snapshot: EmailLoginSnapshot, { event }) => {
      expect(event.type).toBe('xstate.done.actor.connectEmail');
    },
    verifyingCode: (snapshot: EmailLoginSnapshot, { event }) => {
      expect(event.type).toBe('emailLogin.submitCode');
      expect(snapshot.context.error).toBeUndefined();
    },
    connected: (snapshot: EmailLoginSnapshot, { event }) => {
      if (event.type === 'xstate.done.actor.getUser')
        expect(reported.step).toEqual([`emailLogin.connected ${EMAIL}`]);
      expect(snapshot.context.email).toBe(EMAIL);
    },
  },
});
