/**
 * The one-time-code entry's context (§4 "Email connect" and "Email update": every code the embedded
 * wallet's frame mails is entered the same way; §5 OTP is a string, 30 s resend cooldown), its input,
 * output, the facts it reports, and the contracts of the two frame requests it names.
 */
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../domain/constants.ts';

/** When the §5 cooldown of a send at `sentAt` ends (epoch ms); `undefined` when nothing was sent. */
export function cooldownEnd(sentAt: number | undefined): number | undefined {
  return sentAt === undefined ? undefined : sentAt + EMAIL_LOGIN_COOLDOWN_MS;
}

/** Input of `verifyCode`: the code the visitor typed (§5: a string). */
export interface CodeInput {
  otp: string;
}

/**
 * Output of `verifyCode`: what the frame answers a right code with; the secondary code of an email
 * update yields the new email (§4), the other codes nothing.
 */
export type VerifiedCode = { newEmail: string } | undefined;

/** Input of `resendCode`: the address the flow asked the frame to mail (the codes go out again). */
export interface ResendInput {
  email: string;
}

/** Output of `resendCode`: the frame's answer, naming which step comes next (the flow decides). */
export interface CodeSentAnswer {
  action: string;
}

/** What a code entry starts from (its flow's facts). */
export interface OtpEntryInput {
  /** The address a resend asks the frame to mail again. */
  resendTo: string;
  /** When the frame last took a send (epoch ms): the §5 30 s cooldown of a resend counts from it. */
  lastSentAt: number | undefined;
}

/** What the code entry knows. */
export interface OtpEntryContext {
  resendTo: string;
  lastSentAt: number | undefined;
  /**
   * While the §5 30 s cooldown runs, when it ends (epoch ms: `lastSentAt` + EMAIL_LOGIN_COOLDOWN_MS),
   * for a view to count down to; `undefined` once this statechart's EMAIL_LOGIN_COOLDOWN_MS delay has
   * passed (or when nothing was sent), the resend then allowed.
   */
  resendAllowedAt?: number | undefined;
  /** When the resend under way was asked (epoch ms); it becomes `lastSentAt` once the frame took it. */
  sentAt: number | undefined;
  /** The text shown under the code field: the frame's answer to a wrong code, a cooldown, a failed resend. */
  error: string | undefined;
  /** The frame's answer to the right code, handed to the flow as the output. */
  verified: VerifiedCode;
}

/** The code entry's output once the code is accepted. */
export interface OtpEntryOutput {
  verified: VerifiedCode;
}

/** What the code entry tells its flow (which tells the root what concerns it). */
export type OtpEntryReport =
  /** The frame took a resend asked at `at`, and answered `answer` (the flow stores the time, decides the step). */
  { type: 'otp.sent'; at: number; answer: CodeSentAnswer };

/** The context a code entry starts with. */
export function initialOtpContext(input: OtpEntryInput): OtpEntryContext {
  return {
    resendTo: input.resendTo,
    lastSentAt: input.lastSentAt,
    resendAllowedAt: cooldownEnd(input.lastSentAt),
    sentAt: undefined,
    error: undefined,
    verified: undefined,
  };
}
