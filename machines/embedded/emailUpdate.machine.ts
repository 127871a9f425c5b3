/**
 * Email update (§4 "Email update", §2 UpdateEmailWallet, §5 cooldown): "two steps: verify the primary
 * OTP, then the secondary OTP, which yields the new email; the change is polled every 1 s".
 *
 * States: `editing` ('emailUpdate.submit': a valid email (§5, else 'Invalid email'), not within 30 s of
 * the last codes sent ('Please try again after {n} seconds')) → `requesting` (`updateEmail`: the frame
 * sends the codes and says which one to enter first) → `primaryCode` (the code sent to the current
 * email) → `verifyingPrimary` (`verifyPrimaryOtp`) → `secondaryCode` (the code sent to the new email)
 * → `verifyingSecondary` (`verifySecondaryOtp`, whose answer is the new email) → `awaitingChange`
 * (`readEmail`, §7 AWAIT_UPDATE_EMAIL, every EMAIL_UPDATE_POLL_MS until the frame has the new email)
 * → `updated`, reported as 'emailUpdate.updated' (the root decides what follows). From a code entry,
 * 'emailUpdate.resend' asks the frame again (`resendingPrimary` / `resendingSecondary`; the cooldown
 * applies; the frame's answer says which code to enter) and 'emailUpdate.restart' goes back to
 * `editing`. A failed step shows its text (in context and as an error notice) and goes back one step.
 *
 * Pure: the frame requests are the engine's actors.
 */
import { assign, setup } from 'xstate';
import { EMAIL_UPDATE_POLL_MS } from '../../domain/constants.ts';
import { emailCooldown, MESSAGES } from '../../domain/errors.ts';
import { emailSchema } from '../../domain/schemas/emailLogin.ts';
import { engineActor } from '../effects.ts';
import {
  cooldownSeconds,
  type EmailUpdateContext,
  type EmailUpdateInput,
  initialContext,
  type ReadEmailOutput,
  type SecondaryOtpOutput,
  type UpdateEmailAction,
  type UpdateEmailInput,
  type UpdateEmailOutput,
  type UpdateOtpInput,
} from './emailUpdate.context.ts';
import type { EmailUpdateEvent } from './emailUpdate.events.ts';
import { failureText, reportToParent } from './report.ts';

type FailureArgs = { event: { error: unknown } };
type TextArgs = { context: EmailUpdateContext; event: { at: number } };

/** A text shown in context for the view, and as an error notice. */
const showText = <A>(text: (args: A) => string) =>
  [
    { type: 'setError', params: text },
    {
      type: 'report',
      params: (args: A) => ({
        type: 'notice.raised' as const,
        variant: 'error' as const,
        message: text(args),
      }),
    },
  ] as const;

/** A failed step: its text (the frame's, else 'Something went wrong'). */
const showFailure = showText(({ event }: FailureArgs) => failureText(event.error));
/** §5 'Please try again after {n} seconds'. */
const showCooldown = showText(({ context, event }: TextArgs) =>
  emailCooldown(cooldownSeconds(context, event.at)),
);

/** The code an entry into a verifying state was asked with. */
const otpOf = ({ event }: { event: EmailUpdateEvent | { type: string } }): UpdateOtpInput => ({
  otp: event.type === 'emailUpdate.submitCode' && 'otp' in event ? event.otp : '',
});

/** Where the frame's answer to an update email leads: the code it sent first. */
const codeStepOf = [
  {
    guard: {
      type: 'answers',
      params: ({ event }: { event: { output: UpdateEmailOutput } }) => ({
        output: event.output,
        action: 'VERIFY_SECONDARY_OTP' as const,
      }),
    },
    target: 'secondaryCode',
    actions: 'rememberSend',
  },
  { target: 'primaryCode', actions: 'rememberSend' },
] as const;

/** The email update statechart. Run it with `createActor(emailUpdateMachine.provide({ actors, actions }), { input })`. */
export const emailUpdateMachine = setup({
  types: {
    context: {} as EmailUpdateContext,
    events: {} as EmailUpdateEvent,
    input: {} as EmailUpdateInput,
  },
  actors: {
    /** §7 update email {newEmail}: the frame sends the codes and says which one to enter first. */
    updateEmail: engineActor<UpdateEmailOutput, UpdateEmailInput>('updateEmail'),
    /** §7 update primary OTP {otp}: the code sent to the current email. */
    verifyPrimaryOtp: engineActor<void, UpdateOtpInput>('verifyPrimaryOtp'),
    /** §7 update secondary OTP {otp}: the code sent to the new email; answers the new email. */
    verifySecondaryOtp: engineActor<SecondaryOtpOutput, UpdateOtpInput>('verifySecondaryOtp'),
    /** §7 AWAIT_UPDATE_EMAIL: the user's email as the frame has it now, polled until it is the new one. */
    readEmail: engineActor<ReadEmailOutput, void>('readEmail'),
  },
  actions: {
    takeNewEmail: assign((_, params: { email: string; at: number }) => ({
      newEmail: params.email,
      sentAt: params.at,
      error: undefined,
    })),
    takeConfirmedEmail: assign((_, newEmail: string) => ({ newEmail })),
    takeSentAt: assign((_, at: number) => ({ sentAt: at, error: undefined })),
    /** The frame took the request: the cooldown counts from when it was asked. */
    rememberSend: assign(({ context }) => ({ lastSentAt: context.sentAt })),
    setError: assign((_, error: string) => ({ error })),
    clearError: assign(() => ({ error: undefined })),
    report: reportToParent,
  },
  guards: {
    isInvalidEmail: (_, email: string) => !emailSchema.safeParse(email).success,
    isCoolingDown: ({ context }, at: number) => cooldownSeconds(context, at) > 0,
    answers: (_, params: { output: UpdateEmailOutput; action: UpdateEmailAction }) =>
      params.output.action === params.action,
    isNewEmail: ({ context }, email: ReadEmailOutput) => email === context.newEmail,
  },
  delays: { EMAIL_UPDATE_POLL_MS },
}).createMachine({
  id: 'emailUpdate',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'emailUpdate.submit': [
          {
            guard: { type: 'isInvalidEmail', params: ({ event }) => event.email },
            actions: { type: 'setError', params: MESSAGES.invalidEmail },
          },
          { guard: { type: 'isCoolingDown', params: ({ event }) => event.at }, actions: showCooldown },
          {
            target: 'requesting',
            actions: { type: 'takeNewEmail', params: ({ event }) => ({ email: event.email, at: event.at }) },
          },
        ],
      },
    },
    requesting: {
      invoke: {
        id: 'updateEmail',
        src: 'updateEmail',
        input: ({ context }) => ({ newEmail: context.newEmail }),
        onDone: codeStepOf,
        onError: { target: 'editing', actions: showFailure },
      },
    },
    primaryCode: {
      on: {
        'emailUpdate.submitCode': { target: 'verifyingPrimary', actions: 'clearError' },
        'emailUpdate.resend': [
          { guard: { type: 'isCoolingDown', params: ({ event }) => event.at }, actions: showCooldown },
          { target: 'resendingPrimary', actions: { type: 'takeSentAt', params: ({ event }) => event.at } },
        ],
        'emailUpdate.restart': { target: 'editing', actions: 'clearError' },
      },
    },
    resendingPrimary: {
      invoke: {
        id: 'resendCodes',
        src: 'updateEmail',
        input: ({ context }) => ({ newEmail: context.newEmail }),
        onDone: codeStepOf,
        onError: { target: 'primaryCode', actions: showFailure },
      },
    },
    verifyingPrimary: {
      invoke: {
        id: 'verifyPrimaryOtp',
        src: 'verifyPrimaryOtp',
        input: otpOf,
        onDone: 'secondaryCode',
        onError: { target: 'primaryCode', actions: showFailure },
      },
    },
    secondaryCode: {
      on: {
        'emailUpdate.submitCode': { target: 'verifyingSecondary', actions: 'clearError' },
        'emailUpdate.resend': [
          { guard: { type: 'isCoolingDown', params: ({ event }) => event.at }, actions: showCooldown },
          { target: 'resendingSecondary', actions: { type: 'takeSentAt', params: ({ event }) => event.at } },
        ],
        'emailUpdate.restart': { target: 'editing', actions: 'clearError' },
      },
    },
    resendingSecondary: {
      invoke: {
        id: 'resendCodes',
        src: 'updateEmail',
        input: ({ context }) => ({ newEmail: context.newEmail }),
        onDone: codeStepOf,
        onError: { target: 'secondaryCode', actions: showFailure },
      },
    },
    verifyingSecondary: {
      invoke: {
        id: 'verifySecondaryOtp',
        src: 'verifySecondaryOtp',
        input: otpOf,
        onDone: {
          target: 'awaitingChange',
          actions: { type: 'takeConfirmedEmail', params: ({ event }) => event.output.newEmail },
        },
        onError: { target: 'secondaryCode', actions: showFailure },
      },
    },
    // §4 "the change is polled every 1 s".
    awaitingChange: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'readEmail',
            src: 'readEmail',
            onDone: [
              {
                guard: { type: 'isNewEmail', params: ({ event }) => event.output },
                target: '#emailUpdate.updated',
              },
              { target: 'waiting' },
            ],
            // A failed look is one poll missed: the next one follows.
            onError: { target: 'waiting' },
          },
        },
        waiting: { after: { EMAIL_UPDATE_POLL_MS: 'checking' } },
      },
    },
    updated: {
      entry: {
        type: 'report',
        params: ({ context }) => ({ type: 'emailUpdate.updated' as const, email: context.newEmail }),
      },
    },
  },
});
