/**
 * Email login (§4 "Email connect", §5, §2 EmailLogin): the visitor enters an email, the embedded
 * wallet's frame answers with what it needs next, the visitor enters the one-time code, and the
 * embedded wallet's user is connected.
 *
 * States: `enteringEmail` ('emailLogin.submit': a valid email (§5, else 'Invalid email'), not within
 * 30 s of the last login (§5 'Please try again after {n} seconds')) → `sendingEmail` (`connectEmail`),
 * whose answer decides: VERIFY_DEVICE → `verifyingDevice` (`connectDevice`: the visitor approves this
 * device from the email) → `enteringCode`; VERIFY_OTP → `enteringCode`; CONNECT → `connecting`.
 * `enteringCode` ('emailLogin.submitCode' → `verifyingCode` (`connectOtp`) → `connecting`;
 * 'emailLogin.resend' → `resending`, the cooldown applying; 'emailLogin.changeEmail' → back).
 * `connecting` (`getUser`) → `connected`, reported as 'emailLogin.connected' with the user. Failures
 * show their text (in context for the view, and as an error notice) and go back one step.
 * 'modal.closed' (§4 Cancellation) ends the flow and reports 'emailLogin.failed' 'Modal closed', so a
 * waiting connect is rejected.
 *
 * Pure: the frame requests are the engine's actors; the "last email login time" is stored by the
 * engine's `storeLoginTime` when the frame took a login.
 */
import { assign, setup } from 'xstate';
import { emailCooldown, MESSAGES } from '../../domain/errors.ts';
import { emailSchema } from '../../domain/schemas/emailLogin.ts';
import { engineActor, engineEffect } from '../effects.ts';
import {
  type ConnectEmailAction,
  type ConnectEmailOutput,
  cooldownSeconds,
  type EmailInput,
  type EmailLoginContext,
  type EmailLoginInput,
  type GetUserOutput,
  initialContext,
  type OtpInput,
} from './emailLogin.context.ts';
import type { EmailLoginEvent } from './emailLogin.events.ts';
import { failureText, reportToParent } from './report.ts';

const isValidEmail = (email: string) => emailSchema.safeParse(email).success;

type FailureArgs = { event: { error: unknown } };

/** A failed step: its text in context for the view, and as an error notice. */
const showFailure = [
  { type: 'setError', params: ({ event }: FailureArgs) => failureText(event.error) },
  {
    type: 'report',
    params: ({ event }: FailureArgs) => ({
      type: 'notice.raised' as const,
      variant: 'error' as const,
      message: failureText(event.error),
    }),
  },
] as const;

/** The email login statechart. Run it with `createActor(emailLoginMachine.provide({ actors, actions }), { input })`. */
export const emailLoginMachine = setup({
  types: {
    context: {} as EmailLoginContext,
    events: {} as EmailLoginEvent,
    input: {} as EmailLoginInput,
  },
  actors: {
    /** §7 connect email {email}: the frame sends the code (or the device approval) and says what it needs. */
    connectEmail: engineActor<ConnectEmailOutput, EmailInput>('connectEmail'),
    /** §7 connect device: resolves once the visitor approved this device. */
    connectDevice: engineActor<void, void>('connectDevice'),
    /** §7 connect OTP {otp}: rejects with the frame's text when the code is wrong. */
    connectOtp: engineActor<void, OtpInput>('connectOtp'),
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
    takeSentAt: assign((_, at: number) => ({ sentAt: at, error: undefined })),
    /** The frame took the login: the cooldown counts from when it was asked. */
    rememberLogin: assign(({ context }) => ({ lastLoginAt: context.sentAt })),
    setError: assign((_, error: string) => ({ error })),
    clearError: assign(() => ({ error: undefined })),
    report: reportToParent,
  },
  guards: {
    isInvalidEmail: (_, email: string) => !isValidEmail(email),
    isCoolingDown: ({ context }, at: number) => cooldownSeconds(context, at) > 0,
    answers: (_, params: { output: ConnectEmailOutput; action: ConnectEmailAction }) =>
      params.output.action === params.action,
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
          {
            guard: { type: 'isCoolingDown', params: ({ event }) => event.at },
            actions: [
              {
                type: 'setError',
                params: ({ context, event }) => emailCooldown(cooldownSeconds(context, event.at)),
              },
              {
                type: 'report',
                params: ({ context, event }) => ({
                  type: 'notice.raised' as const,
                  variant: 'error' as const,
                  message: emailCooldown(cooldownSeconds(context, event.at)),
                }),
              },
            ],
          },
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
            guard: {
              type: 'answers',
              params: ({ event }) => ({ output: event.output, action: 'VERIFY_DEVICE' }),
            },
            target: 'verifyingDevice',
            actions: [
              'rememberLogin',
              { type: 'storeLoginTime', params: ({ context }) => context.sentAt ?? 0 },
            ],
          },
          {
            guard: {
              type: 'answers',
              params: ({ event }) => ({ output: event.output, action: 'VERIFY_OTP' }),
            },
            target: 'enteringCode',
            actions: [
              'rememberLogin',
              { type: 'storeLoginTime', params: ({ context }) => context.sentAt ?? 0 },
            ],
          },
          {
            target: 'connecting',
            actions: [
              'rememberLogin',
              { type: 'storeLoginTime', params: ({ context }) => context.sentAt ?? 0 },
            ],
          },
        ],
        onError: {
          target: 'enteringEmail',
          actions: showFailure,
        },
      },
    },
    verifyingDevice: {
      invoke: {
        id: 'connectDevice',
        src: 'connectDevice',
        onDone: 'enteringCode',
        onError: {
          target: 'enteringEmail',
          actions: showFailure,
        },
      },
    },
    enteringCode: {
      on: {
        'emailLogin.submitCode': { target: 'verifyingCode', actions: 'clearError' },
        'emailLogin.resend': [
          {
            guard: { type: 'isCoolingDown', params: ({ event }) => event.at },
            actions: [
              {
                type: 'setError',
                params: ({ context, event }) => emailCooldown(cooldownSeconds(context, event.at)),
              },
              {
                type: 'report',
                params: ({ context, event }) => ({
                  type: 'notice.raised' as const,
                  variant: 'error' as const,
                  message: emailCooldown(cooldownSeconds(context, event.at)),
                }),
              },
            ],
          },
          { target: 'resending', actions: { type: 'takeSentAt', params: ({ event }) => event.at } },
        ],
        'emailLogin.changeEmail': { target: 'enteringEmail', actions: 'clearError' },
      },
    },
    resending: {
      invoke: {
        id: 'resendEmail',
        src: 'connectEmail',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'enteringCode',
          actions: [
            'rememberLogin',
            { type: 'storeLoginTime', params: ({ context }) => context.sentAt ?? 0 },
          ],
        },
        onError: {
          target: 'enteringCode',
          actions: showFailure,
        },
      },
    },
    verifyingCode: {
      invoke: {
        id: 'connectOtp',
        src: 'connectOtp',
        input: ({ event }) => ({ otp: event.type === 'emailLogin.submitCode' ? event.otp : '' }),
        onDone: 'connecting',
        // A wrong code: say so, and let the visitor type it again.
        onError: {
          target: 'enteringCode',
          actions: showFailure,
        },
      },
    },
    connecting: {
      invoke: {
        id: 'getUser',
        src: 'getUser',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'connected',
          actions: {
            type: 'report',
            params: ({ event }) => ({ type: 'emailLogin.connected' as const, user: event.output }),
          },
        },
        onError: {
          target: 'enteringEmail',
          actions: showFailure,
        },
      },
    },
    connected: {
      // Connected: closing the modal now rejects nothing.
      on: { 'modal.closed': {} },
    },
  },
});
