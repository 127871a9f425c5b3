/**
 * Email login (§4 "Email connect", §5, §2 EmailLogin): the visitor enters an email, the embedded
 * wallet's frame answers with what it needs next, the visitor enters the one-time code, and the
 * embedded wallet's user is connected.
 *
 * States: `enteringEmail` ('emailLogin.submit': a valid email (§5, else 'Invalid email'), not within
 * 30 s of the last login (§5 'Please try again after {n} seconds')) → `sendingEmail` (`connectEmail`),
 * whose answer decides: VERIFY_DEVICE → `verifyingDevice` (`connectDevice`: the visitor approves this
 * device from the email) → `enteringCode`; VERIFY_OTP → `enteringCode`; CONNECT → `connecting`.
 * `enteringCode` invokes the shared code entry (otpEntry.machine.ts) as the child `otp`: the code,
 * a wrong code, the resend and its cooldown are its states; a resend the frame took ('otp.sent') is
 * the login's new time (stored) and its answer decides again; the code accepted → `connecting`;
 * 'emailLogin.changeEmail' → back. `connecting` (`getUser`) → `connected`, reported as
 * 'emailLogin.connected' with the user. Failures show their text in context (the view shows it once,
 * beside the field it is about) and go back one step; the login succeeding clears it.
 * 'modal.closed' (§4 Cancellation) ends the flow and reports 'emailLogin.failed' 'Modal closed', so a
 * waiting connect is rejected.
 *
 * Pure: the frame requests are the engine's actors; the "last email login time" is stored by the
 * engine's `storeLoginTime` when the frame took a login.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import { engineActor, engineEffect } from '../effects.ts';
import {
  type ConnectEmailAction,
  type ConnectEmailOutput,
  type EmailInput,
  type EmailLoginContext,
  type EmailLoginInput,
  type GetUserOutput,
  initialContext,
} from './emailLogin.context.ts';
import type { EmailLoginEvent } from './emailLogin.events.ts';
import type { CodeSentAnswer } from './otpEntry.context.ts';
import { otpEntryMachine } from './otpEntry.machine.ts';
import { cooldownSeconds, cooldownText, isValidEmail, showFailure, showText } from './otpFlow.ts';
import { reportToParent } from './report.ts';

type SubmitArgs = { context: EmailLoginContext; event: { at: number } };
type SentArgs = { context: EmailLoginContext; event: { at: number; answer: CodeSentAnswer } };
type DoneArgs = { context: EmailLoginContext; event: { output: ConnectEmailOutput } };

/** §5 'Please try again after {n} seconds'. */
const showCooldown = showText(({ context, event }: SubmitArgs) =>
  cooldownText(context.lastLoginAt, event.at),
);

/** §4 the user is connected: the root is told. */
const reportConnected = {
  type: 'report',
  params: ({ event }: { event: { output: GetUserOutput } }) => ({
    type: 'emailLogin.connected' as const,
    user: event.output,
  }),
} as const;

/** The frame took a login asked at `at`: the cooldown counts from it, and the time is stored (§3). */
const remember = <A>(at: (args: A) => number) =>
  [
    { type: 'rememberLogin', params: at },
    { type: 'storeLoginTime', params: at },
  ] as const;

/** Whether the frame's answer is `expected` (§4: VERIFY_DEVICE, VERIFY_OTP or CONNECT). */
const answer = <A>(actionOf: (args: A) => string, expected: ConnectEmailAction) => ({
  type: 'answers' as const,
  params: (args: A) => ({ action: actionOf(args), expected }),
});

const sentAction = ({ event }: SentArgs) => event.answer.action;
const sentAt = ({ event }: SentArgs) => event.at;
const doneAction = ({ event }: DoneArgs) => event.output.action;
const askedAt = ({ context }: { context: EmailLoginContext }) => context.sentAt ?? 0;

/** The email login statechart. Run it with `createActor(emailLoginMachine.provide({ actors, actions }), { input })`. */
export const emailLoginMachine = setup({
  types: {
    context: {} as EmailLoginContext,
    events: {} as EmailLoginEvent,
    input: {} as EmailLoginInput,
    children: {} as { otp: 'otpEntry' },
  },
  actors: {
    /** §7 connect email {email}: the frame sends the code (or the device approval) and says what it needs. */
    connectEmail: engineActor<ConnectEmailOutput, EmailInput>('connectEmail'),
    /** §7 connect device: resolves once the visitor approved this device. */
    connectDevice: engineActor<void, void>('connectDevice'),
    /** The login code's entry; the engine provides its frame requests (connect OTP, connect email). */
    otpEntry: otpEntryMachine,
    /** §7 get user: the connected embedded wallet's user (§3). */
    getUser: engineActor<GetUserOutput, EmailInput>('getUser'),
  },
  actions: {
    /** §3 storage: the last email login time, for the §5 cooldown after a reload. */
    storeLoginTime: engineEffect<number>('storeLoginTime'),
    takeEmail: assign((_, params: { email: string; at: number }) => ({
      email: params.email,
      sentAt: params.at,
      error: undefined,
    })),
    rememberLogin: assign((_, at: number) => ({ lastLoginAt: at })),
    setError: assign((_, error: string) => ({ error })),
    clearError: assign(() => ({ error: undefined })),
    report: reportToParent<EmailLoginContext, EmailLoginEvent>(),
  },
  guards: {
    isInvalidEmail: (_, email: string) => !isValidEmail(email),
    isCoolingDown: ({ context }, at: number) => cooldownSeconds(context.lastLoginAt, at) > 0,
    answers: (_, params: { action: string; expected: ConnectEmailAction }) =>
      params.action === params.expected,
  },
}).createMachine({
  id: 'emailLogin',
  context: ({ input }) => initialContext(input),
  initial: 'enteringEmail',
  on: {
    // §4 Cancellation: closing the modal rejects a waiting email connect.
    'modal.closed': {
      target: '.enteringEmail',
      actions: [
        'clearError',
        { type: 'report', params: { type: 'emailLogin.failed', error: MESSAGES.modalClosed } },
      ],
    },
  },
  states: {
    enteringEmail: {
      on: {
        'emailLogin.submit': [
          {
            guard: { type: 'isInvalidEmail', params: ({ event }) => event.email },
            actions: { type: 'setError', params: MESSAGES.invalidEmail },
          },
          // §5 "Email login may not be triggered again within 30 s of the last one".
          { guard: { type: 'isCoolingDown', params: ({ event }) => event.at }, actions: showCooldown },
          {
            target: 'sendingEmail',
            actions: { type: 'takeEmail', params: ({ event }) => ({ email: event.email, at: event.at }) },
          },
        ],
      },
    },
    sendingEmail: {
      invoke: {
        id: 'connectEmail',
        src: 'connectEmail',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: answer(doneAction, 'VERIFY_DEVICE'),
            target: 'verifyingDevice',
            actions: remember(askedAt),
          },
          { guard: answer(doneAction, 'VERIFY_OTP'), target: 'enteringCode', actions: remember(askedAt) },
          { target: 'connecting', actions: remember(askedAt) },
        ],
        onError: { target: 'enteringEmail', actions: showFailure },
      },
    },
    verifyingDevice: {
      invoke: {
        id: 'connectDevice',
        src: 'connectDevice',
        onDone: 'enteringCode',
        onError: { target: 'enteringEmail', actions: showFailure },
      },
    },
    enteringCode: {
      invoke: {
        id: 'otp',
        src: 'otpEntry',
        input: ({ context }) => ({ resendTo: context.email, lastSentAt: context.lastLoginAt }),
        onDone: 'connecting',
      },
      on: {
        // A resend the frame took is a login (§5 cooldown, §3 stored time); its answer decides again.
        'otp.sent': [
          {
            guard: answer(sentAction, 'VERIFY_DEVICE'),
            target: 'verifyingDevice',
            actions: remember(sentAt),
          },
          { guard: answer(sentAction, 'CONNECT'), target: 'connecting', actions: remember(sentAt) },
          { actions: remember(sentAt) },
        ],
        'emailLogin.changeEmail': { target: 'enteringEmail', actions: 'clearError' },
      },
    },
    connecting: {
      invoke: {
        id: 'getUser',
        src: 'getUser',
        input: ({ context }) => ({ email: context.email }),
        // The login succeeded: none of its errors holds any more.
        onDone: { target: 'connected', actions: [reportConnected, 'clearError'] },
        onError: { target: 'enteringEmail', actions: showFailure },
      },
    },
    connected: {
      // Connected: closing the modal now rejects nothing.
      on: { 'modal.closed': {} },
    },
  },
});
