/**
 * Email update (§4 "Email update", §2 UpdateEmailWallet): "two steps: verify the primary OTP, then the
 * secondary OTP, which yields the new email; the change is polled every 1 s".
 *
 * States: `editing` ('emailUpdate.submit': a valid email, §5) → `requesting` (`updateEmail`: the frame
 * sends the codes and says which one to enter first) → `primaryCode` → `verifyingPrimary`
 * (`verifyPrimaryOtp`) → `secondaryCode` → `verifyingSecondary` (`verifySecondaryOtp`, whose answer is
 * the new email) → `awaitingChange` (`readEmail` every EMAIL_UPDATE_POLL_MS until the frame has the
 * new email) → `updated`, reported as 'emailUpdate.updated'. A failed step shows its text (in context
 * and as an error notice) and lets the visitor try again; 'emailUpdate.restart' goes back to `editing`.
 *
 * Pure: the frame requests are the engine's actors.
 */
import { assign, setup } from 'xstate';
import { EMAIL_UPDATE_POLL_MS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { emailSchema } from '../../domain/schemas/emailLogin.ts';
import { engineActor } from '../effects.ts';
import {
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

/** The code an entry into a verifying state was asked with. */
const otpOf = ({ event }: { event: EmailUpdateEvent | { type: string } }): UpdateOtpInput => ({
  otp: event.type === 'emailUpdate.submitCode' && 'otp' in event ? event.otp : '',
});

/** The email update statechart. Run it with `createActor(emailUpdateMachine.provide({ actors, actions }), { input })`. */
export const emailUpdateMachine = setup({
  types: {
    context: {} as EmailUpdateContext,
    events: {} as EmailUpdateEvent,
    input: {} as EmailUpdateInput,
  },
  actors: {
    /** §7 update email {newEmail}. */
    updateEmail: engineActor<UpdateEmailOutput, UpdateEmailInput>('updateEmail'),
    /** §7 update primary OTP {otp}: the code sent to the current email. */
    verifyPrimaryOtp: engineActor<void, UpdateOtpInput>('verifyPrimaryOtp'),
    /** §7 update secondary OTP {otp}: the code sent to the new email; answers the new email. */
    verifySecondaryOtp: engineActor<SecondaryOtpOutput, UpdateOtpInput>('verifySecondaryOtp'),
    /** The user's email as the frame has it now (§7 get user), polled until it is the new one. */
    readEmail: engineActor<ReadEmailOutput, void>('readEmail'),
  },
  actions: {
    takeNewEmail: assign((_, newEmail: string) => ({ newEmail, error: undefined })),
    setError: assign((_, error: string) => ({ error })),
    clearError: assign(() => ({ error: undefined })),
    report: reportToParent,
  },
  guards: {
    isInvalidEmail: (_, email: string) => !emailSchema.safeParse(email).success,
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
          { target: 'requesting', actions: { type: 'takeNewEmail', params: ({ event }) => event.email } },
        ],
      },
    },
    requesting: {
      invoke: {
        id: 'updateEmail',
        src: 'updateEmail',
        input: ({ context }) => ({ newEmail: context.newEmail }),
        onDone: [
          {
            guard: {
              type: 'answers',
              params: ({ event }) => ({ output: event.output, action: 'VERIFY_SECONDARY_OTP' }),
            },
            target: 'secondaryCode',
          },
          { target: 'primaryCode' },
        ],
        onError: { target: 'editing', actions: showFailure },
      },
    },
    primaryCode: {
      on: {
        'emailUpdate.submitCode': { target: 'verifyingPrimary', actions: 'clearError' },
        'emailUpdate.restart': { target: 'editing', actions: 'clearError' },
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
        'emailUpdate.restart': { target: 'editing', actions: 'clearError' },
      },
    },
    verifyingSecondary: {
      invoke: {
        id: 'verifySecondaryOtp',
        src: 'verifySecondaryOtp',
        input: otpOf,
        onDone: {
          target: 'awaitingChange',
          actions: { type: 'takeNewEmail', params: ({ event }) => event.output.newEmail },
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
