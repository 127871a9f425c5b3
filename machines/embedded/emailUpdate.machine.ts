/**
 * Email update (§4 "Email update", §2 UpdateEmailWallet, §5 cooldown): "two steps: verify the primary
 * OTP, then the secondary OTP, which yields the new email; the change is polled every 1 s".
 *
 * States: `editing` ('emailUpdate.submit': a valid email (§5, else 'Invalid email'), not within 30 s of
 * the last codes sent ('Please try again after {n} seconds')) → `requesting` (`updateEmail`: the frame
 * sends the codes and says which one to enter first) → `primaryCode` (the code sent to the current
 * email) → `secondaryCode` (the code sent to the new email, whose answer is the new email) →
 * `awaitingChange` (`readEmail`, the user's email as GET_USER answers it, every EMAIL_UPDATE_POLL_MS
 * until it is the new one: `isNewEmail`) → `updated`, reported as 'emailUpdate.updated' (the root decides what follows).
 * Each code step invokes the shared code entry (otpEntry.machine.ts) as the child `otp` (the code, a
 * wrong code, the resend and its cooldown are its states): `primaryOtp` checks the primary code,
 * `secondaryOtp` the secondary one, and both resend by asking the frame to update the email again.
 * A resend the frame took ('otp.sent') restarts the cooldown, and its answer says which code to enter.
 * 'emailUpdate.restart' goes back to `editing`. A failed step shows its text in context (the view
 * shows it once, beside its field) and goes back one step.
 *
 * Pure: the frame requests are the engine's actors.
 */
import { assign, setup } from 'xstate';
import { EMAIL_UPDATE_POLL_MS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import {
  type EmailUpdateContext,
  type EmailUpdateInput,
  initialContext,
  type ReadEmailOutput,
  type UpdateEmailAction,
  type UpdateEmailInput,
  type UpdateEmailOutput,
} from './emailUpdate.context.ts';
import type { EmailUpdateEvent } from './emailUpdate.events.ts';
import type { CodeSentAnswer, OtpEntryOutput } from './otpEntry.context.ts';
import { otpEntryMachine } from './otpEntry.machine.ts';
import { cooldownSeconds, cooldownText, isValidEmail, showFailure, showText } from './otpFlow.ts';
import { reportToParent } from './report.ts';

type SubmitArgs = { context: EmailUpdateContext; event: { at: number } };
type SentArgs = { event: { at: number; answer: CodeSentAnswer } };

/** §5 'Please try again after {n} seconds'. */
const showCooldown = showText(({ context, event }: SubmitArgs) => cooldownText(context.lastSentAt, event.at));

/** Whether the frame's answer is `expected`: which code it sent first. */
const answer = <A>(actionOf: (args: A) => string, expected: UpdateEmailAction) => ({
  type: 'answers' as const,
  params: (args: A) => ({ action: actionOf(args), expected }),
});

/** A resend the frame took: the cooldown counts from it. */
const rememberResend = { type: 'rememberSend', params: ({ event }: SentArgs) => event.at } as const;
const sentAction = ({ event }: SentArgs) => event.answer.action;

/** The email update statechart. Run it with `createActor(emailUpdateMachine.provide({ actors, actions }), { input })`. */
export const emailUpdateMachine = setup({
  types: {
    context: {} as EmailUpdateContext,
    events: {} as EmailUpdateEvent,
    input: {} as EmailUpdateInput,
    children: {} as { otp: 'primaryOtp' | 'secondaryOtp' },
  },
  actors: {
    /** §7 update email {newEmail}: the frame sends the codes and says which one to enter first. */
    updateEmail: engineActor<UpdateEmailOutput, UpdateEmailInput>('updateEmail'),
    /** The code sent to the current email (§7 update primary OTP); the engine provides its frame requests. */
    primaryOtp: otpEntryMachine,
    /** The code sent to the new email (§7 update secondary OTP), which answers the new email. */
    secondaryOtp: otpEntryMachine,
    /** §7 GET_USER's email: the user's as the frame has it now, polled until it is the new one. */
    readEmail: engineActor<ReadEmailOutput, void>('readEmail'),
  },
  actions: {
    takeNewEmail: assign((_, params: { email: string; at: number }) => ({
      newEmail: params.email,
      sentAt: params.at,
      error: undefined,
    })),
    takeConfirmedEmail: assign((_, newEmail: string) => ({ newEmail })),
    /** The frame took the codes asked at `at`: the cooldown counts from it. */
    rememberSend: assign((_, at: number) => ({ lastSentAt: at })),
    setError: assign((_, error: string) => ({ error })),
    clearError: assign(() => ({ error: undefined })),
    report: reportToParent<EmailUpdateContext, EmailUpdateEvent>(),
  },
  guards: {
    isInvalidEmail: (_, email: string) => !isValidEmail(email),
    isCoolingDown: ({ context }, at: number) => cooldownSeconds(context.lastSentAt, at) > 0,
    answers: (_, params: { action: string; expected: UpdateEmailAction }) =>
      params.action === params.expected,
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
        onDone: [
          {
            guard: answer(
              ({ event }: { event: { output: UpdateEmailOutput } }) => event.output.action,
              'VERIFY_SECONDARY_OTP',
            ),
            target: 'secondaryCode',
            actions: { type: 'rememberSend', params: ({ context }) => context.sentAt ?? 0 },
          },
          {
            target: 'primaryCode',
            actions: { type: 'rememberSend', params: ({ context }) => context.sentAt ?? 0 },
          },
        ],
        onError: { target: 'editing', actions: showFailure },
      },
    },
    primaryCode: {
      invoke: {
        id: 'otp',
        src: 'primaryOtp',
        input: ({ context }) => ({ resendTo: context.newEmail, lastSentAt: context.lastSentAt }),
        onDone: 'secondaryCode',
      },
      on: {
        'emailUpdate.restart': { target: 'editing', actions: 'clearError' },
        'otp.sent': [
          {
            guard: answer(sentAction, 'VERIFY_SECONDARY_OTP'),
            target: 'secondaryCode',
            actions: rememberResend,
          },
          { actions: rememberResend },
        ],
      },
    },
    secondaryCode: {
      invoke: {
        id: 'otp',
        src: 'secondaryOtp',
        input: ({ context }) => ({ resendTo: context.newEmail, lastSentAt: context.lastSentAt }),
        // §4 "the secondary OTP, which yields the new email" (the frame's spelling wins).
        onDone: {
          target: 'awaitingChange',
          actions: {
            type: 'takeConfirmedEmail',
            params: ({
              context,
              event,
            }: {
              context: EmailUpdateContext;
              event: { output: OtpEntryOutput };
            }) => event.output.verified?.newEmail ?? context.newEmail,
          },
        },
      },
      on: {
        'emailUpdate.restart': { target: 'editing', actions: 'clearError' },
        // A resend starts the change over: the frame may ask for the primary code again.
        'otp.sent': [
          { guard: answer(sentAction, 'VERIFY_PRIMARY_OTP'), target: 'primaryCode', actions: rememberResend },
          { actions: rememberResend },
        ],
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
