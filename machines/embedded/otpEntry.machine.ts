/**
 * One-time-code entry (§4 "Email connect" and "Email update", §5 OTP and 30 s cooldown): the one code
 * statechart both email flows invoke as their child `otp` for every code the embedded wallet's frame
 * mails (the login code; the update's primary, then secondary code).
 *
 * States: `awaitingCode` ('otp.submit' → `submitting`; 'otp.resend' → `resending`, unless within
 * 30 s of the last send: 'Please try again after {n} seconds', §5). `submitting` (`verifyCode`): a
 * right code → `accepted` (final; the output is the frame's answer, e.g. the update's new email); a
 * wrong one → `wrongCode`, its text shown, where the visitor types again or asks for a resend.
 * `resending` (`resendCode`): the frame took it → back to `awaitingCode`, the cooldown counting from
 * it, and the flow is told 'otp.sent' with the frame's answer (the flow stores the time and decides
 * whether the step changes); a failed resend shows its text and goes back to `awaitingCode`.
 * The cooldown's end: `resendAllowedAt` holds when it ends (for a view's countdown) from each send
 * taken (the flow's, then each resend) until the EMAIL_LOGIN_COOLDOWN_MS delay raises
 * 'otp.cooldownEnded', which clears it.
 *
 * Pure: the two frame requests are named here and provided by the engine per flow and step
 * (headless/connectors/embedded/otpEntryLogic.ts).
 */
import { assign, enqueueActions, setup } from 'xstate';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../domain/constants.ts';
import { engineActor } from '../effects.ts';
import {
  type CodeInput,
  type CodeSentAnswer,
  cooldownEnd,
  initialOtpContext,
  type OtpEntryContext,
  type OtpEntryInput,
  type OtpEntryOutput,
  type OtpEntryReport,
  type ResendInput,
  type VerifiedCode,
} from './otpEntry.context.ts';
import type { OtpEntryEvent } from './otpEntry.events.ts';
import { cooldownSeconds, cooldownText, showFailure, showText } from './otpFlow.ts';

type ResendArgs = { context: OtpEntryContext; event: { at: number } };

/** §5 'Please try again after {n} seconds'. */
const showCooldown = showText(({ context, event }: ResendArgs) => cooldownText(context.lastSentAt, event.at));

/** What the code field does while it waits for a code (first asked, or after a wrong one). */
const codeEntry = {
  'otp.submit': { target: 'submitting', actions: 'clearError' },
  'otp.resend': [
    {
      guard: { type: 'isCoolingDown', params: ({ event }: { event: { at: number } }) => event.at },
      actions: showCooldown,
    },
    {
      target: 'resending',
      actions: { type: 'takeSentAt', params: ({ event }: { event: { at: number } }) => event.at },
    },
  ],
} as const;

/** The code entry statechart. Run it with `createActor(otpEntryMachine.provide({ actors }), { input })`. */
export const otpEntryMachine = setup({
  types: {
    context: {} as OtpEntryContext,
    events: {} as OtpEntryEvent,
    input: {} as OtpEntryInput,
    output: {} as OtpEntryOutput,
  },
  actors: {
    /** §7 connect OTP / update primary OTP / update secondary OTP {otp}: rejects with the frame's text. */
    verifyCode: engineActor<VerifiedCode, CodeInput>('verifyCode'),
    /** §7 connect email / update email: the frame mails the code again and says what it needs next. */
    resendCode: engineActor<CodeSentAnswer, ResendInput>('resendCode'),
  },
  actions: {
    takeSentAt: assign((_, at: number) => ({ sentAt: at, error: undefined })),
    /** The frame took the resend: the cooldown counts from when it was asked. */
    rememberSend: assign(({ context }) => ({
      lastSentAt: context.sentAt,
      resendAllowedAt: cooldownEnd(context.sentAt),
    })),
    /** §5: the 30 s of a send taken start; a running count (of an earlier send) is dropped first. */
    startCooldown: enqueueActions(({ enqueue }) => {
      enqueue.cancel('cooldown');
      enqueue.raise({ type: 'otp.cooldownEnded' }, { id: 'cooldown', delay: 'EMAIL_LOGIN_COOLDOWN_MS' });
    }),
    endCooldown: assign(() => ({ resendAllowedAt: undefined })),
    takeVerified: assign((_, verified: VerifiedCode) => ({ verified })),
    setError: assign((_, error: string) => ({ error })),
    clearError: assign(() => ({ error: undefined })),
    /** Tell the flow (children report, parents decide). */
    report: enqueueActions(({ enqueue }, report: OtpEntryReport) => enqueue.sendParent(report)),
  },
  guards: {
    isCoolingDown: ({ context }, at: number) => cooldownSeconds(context.lastSentAt, at) > 0,
  },
  // §9 "Email login cooldown 30 s", from the send the entry took (the flow's, when it starts).
  delays: { EMAIL_LOGIN_COOLDOWN_MS },
}).createMachine({
  id: 'otpEntry',
  context: ({ input }) => initialOtpContext(input),
  entry: 'startCooldown',
  on: { 'otp.cooldownEnded': { actions: 'endCooldown' } },
  initial: 'awaitingCode',
  output: ({ context }) => ({ verified: context.verified }),
  states: {
    awaitingCode: { on: codeEntry },
    submitting: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ event }) => ({ otp: event.type === 'otp.submit' ? event.otp : '' }),
        onDone: {
          target: 'accepted',
          actions: { type: 'takeVerified', params: ({ event }) => event.output },
        },
        // A wrong code (or a frame that failed): say so, and let the visitor type it again.
        onError: { target: 'wrongCode', actions: showFailure },
      },
    },
    wrongCode: { on: codeEntry },
    resending: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.resendTo }),
        onDone: {
          target: 'awaitingCode',
          actions: [
            'rememberSend',
            'startCooldown',
            {
              type: 'report',
              params: ({ context, event }) => ({
                type: 'otp.sent' as const,
                at: context.sentAt ?? 0,
                answer: event.output,
              }),
            },
          ],
        },
        onError: { target: 'awaitingCode', actions: showFailure },
      },
    },
    accepted: { type: 'final' },
  },
});
