/**
 * Model test of email login (§4 "Email connect", §5 email and cooldown, §4 Cancellation): paths
 * generated from its graph, each frame request settled by the path; the code entry (its own model
 * test: otpEntry.test.ts) is settled by the path too, and what it reports ('otp.sent') is sent as
 * the child would. At every step: the text the EmailLogin view shows (exactly the spec's, and only
 * there: no text is also raised as a notice), what was reported to the root, and when the last email
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
const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';
/** §4: where each answer of the frame leads. */
const NEXT = { VERIFY_DEVICE: 'verifyingDevice', VERIFY_OTP: 'enteringCode', CONNECT: 'connecting' } as const;
type Answer = keyof typeof NEXT;

describeModel(emailLoginMachine, {
  input: {},
  controlledActors: ['connectEmail', 'connectDevice', 'otpEntry', 'getUser'],
  effects: [reported, stored],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'emailLogin.connected'
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
    // The code entry took a resend 31 s after the login; the frame's answer decides again.
    'otp.sent': (['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const).map((action) => ({
      type: 'otp.sent' as const,
      at: T0 + 31_000,
      answer: { action },
    })),
    'xstate.done.actor.connectEmail': (['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const).map((action) => ({
      type: 'xstate.done.actor.connectEmail',
      output: { action },
    })),
    'xstate.error.actor.connectEmail': [
      { type: 'xstate.error.actor.connectEmail', error: new Error(MESSAGES.frameErrorFallback) },
    ],
    'xstate.done.actor.connectDevice': [{ type: 'xstate.done.actor.connectDevice', output: undefined }],
    'xstate.error.actor.connectDevice': [
      { type: 'xstate.error.actor.connectDevice', error: new Error('Device not approved') },
    ],
    'xstate.done.actor.otp': [{ type: 'xstate.done.actor.otp', output: { verified: undefined } }],
    'xstate.done.actor.getUser': [{ type: 'xstate.done.actor.getUser', output: USER }],
    'xstate.error.actor.getUser': [{ type: 'xstate.error.actor.getUser', error: 'not an Error' }],
  },
  simplePaths: false,
  states: {
    '*': (snapshot: EmailLoginSnapshot, { event, previous }) => {
      if (!previous) return;
      const before = previousOf(previous);
      const { context } = snapshot;
      if (event.type === 'emailLogin.submit') {
        const last = before.context.lastLoginAt;
        const cooling = last !== undefined && event.at - last < 30_000;
        if (event.email === 'not-an-email') {
          // §5: the email must be valid.
          expect(context.error).toBe('Invalid email');
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe(before.value);
        } else if (cooling) {
          // §5: 'Please try again after {n} seconds', n the seconds left of the 30 s.
          const elapsed = Math.max(0, event.at - last);
          const text = `Please try again after ${Math.ceil((30_000 - elapsed) / 1000)} seconds`;
          expect(context.error).toBe(text);
          expect(reported.step).toEqual([]);
          expect(snapshot.value).toBe(before.value);
        }
      }
      if (event.type === 'xstate.done.actor.connectEmail' || event.type === 'otp.sent') {
        // The frame took the login: the cooldown counts from it, and the time is stored (§3).
        const at = event.type === 'otp.sent' ? event.at : before.context.sentAt;
        expect(stored.step).toEqual([at]);
        expect(context.lastLoginAt).toBe(at);
        // §4: connect answers VERIFY_DEVICE, VERIFY_OTP or CONNECT.
        const action = (event.type === 'otp.sent' ? event.answer : event.output) as { action: Answer };
        expect(snapshot.value).toBe(NEXT[action.action]);
      } else {
        expect(stored.step).toEqual([]);
      }
      if (event.type.startsWith('xstate.error.actor.')) {
        const text = failureText(event.error);
        expect(context.error).toBe(text);
        expect(reported.step).toEqual([]);
        expect(snapshot.value).toBe('enteringEmail');
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
    enteringEmail: (snapshot: EmailLoginSnapshot, { event, previous }) => {
      if (!previous) {
        expect(snapshot.context).toEqual({
          email: '',
          lastLoginAt: undefined,
          sentAt: undefined,
          error: undefined,
        });
        return;
      }
      // Here at the start, after a refused email, a failure, a change of email or the modal closed.
      expect([
        'emailLogin.submit',
        'emailLogin.changeEmail',
        'modal.closed',
        'xstate.error.actor.connectEmail',
        'xstate.error.actor.connectDevice',
        'xstate.error.actor.getUser',
      ]).toContain(event.type);
      if (event.type === 'emailLogin.changeEmail') {
        expect(previousOf(previous).matches('enteringCode')).toBe(true);
        expect(snapshot.context.error).toBeUndefined();
      }
    },
    sendingEmail: (snapshot: EmailLoginSnapshot, { event }) => {
      // A valid email, 30 s after the last login: the frame is asked; nothing shown, nothing reported.
      expect(event).toEqual({ type: 'emailLogin.submit', email: EMAIL, at: snapshot.context.sentAt });
      expect(snapshot.context.email).toBe(EMAIL);
      expect(snapshot.context.error).toBeUndefined();
      expect(reported.step).toEqual([]);
    },
    verifyingDevice: (_snapshot: EmailLoginSnapshot, { event }) => {
      expect(['xstate.done.actor.connectEmail', 'otp.sent']).toContain(event.type);
      expect(reported.step).toEqual([]);
    },
    enteringCode: (snapshot: EmailLoginSnapshot, { event }) => {
      // The code entry runs with the email and the login time (its cooldown counts from it).
      expect(snapshot.children.otp).toBeDefined();
      expect(snapshot.context.email).toBe(EMAIL);
      expect(['xstate.done.actor.connectEmail', 'xstate.done.actor.connectDevice', 'otp.sent']).toContain(
        event.type,
      );
      expect(reported.step).toEqual([]);
    },
    connecting: (_snapshot: EmailLoginSnapshot, { event }) => {
      // The frame connected (CONNECT), or the code entry accepted the code: the user is asked for.
      expect(['xstate.done.actor.connectEmail', 'xstate.done.actor.otp', 'otp.sent']).toContain(event.type);
      expect(reported.step).toEqual([]);
    },
    connected: (snapshot: EmailLoginSnapshot, { event }) => {
      if (event.type === 'xstate.done.actor.getUser') {
        expect(reported.step).toEqual([`emailLogin.connected ${EMAIL}`]);
      } else expect(event.type).toBe('modal.closed');
      // After success no error is left in the view.
      expect(snapshot.context.error).toBeUndefined();
      expect(snapshot.context.email).toBe(EMAIL);
    },
  },
});
