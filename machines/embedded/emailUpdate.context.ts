/**
 * The email update machine's context (§4 "Email update", §2 UpdateEmailWallet, §5 30 s cooldown), its
 * input, and the contracts of the actors the engine provides (each asks the embedded wallet's frame).
 * Both codes are entered in the shared code entry (otpEntry.*).
 */
import type { CodeInput } from './otpEntry.context.ts';

/** What the frame answers an update email with: which code it sent first. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** Input of `updateEmail` (§3 Email update). */
export interface UpdateEmailInput {
  newEmail: string;
}

/** Output of `updateEmail`. */
export interface UpdateEmailOutput {
  action: UpdateEmailAction;
}

/** Input of the primary and the secondary code's checks (§7 update primary / secondary OTP {otp}). */
export type UpdateOtpInput = CodeInput;

/** Output of `verifySecondaryOtp`: §4 "the secondary OTP, which yields the new email". */
export interface SecondaryOtpOutput {
  newEmail: string;
}

/** Output of `readEmail` (polled, §7 GET_USER's email): the user's email as the frame has it now. */
export type ReadEmailOutput = string | null | undefined;

/** What the email update actor knows. */
export interface EmailUpdateContext {
  /** The email before the change. */
  currentEmail: string | undefined;
  /** The email asked for ('' until one is submitted); the secondary code's answer has the last word. */
  newEmail: string;
  /** The text shown in the UpdateEmailWallet view. */
  error: string | undefined;
  /** When the codes being sent were asked (epoch ms); it becomes `lastSentAt` once the frame took them. */
  sentAt: number | undefined;
  /** When codes were last sent (epoch ms): the §5 30 s cooldown of a resend counts from it. */
  lastSentAt: number | undefined;
}

/** What the email update actor starts from. */
export interface EmailUpdateInput {
  currentEmail?: string | undefined;
}

/** The context the actor starts with. */
export function initialContext(input: EmailUpdateInput): EmailUpdateContext {
  return {
    currentEmail: input.currentEmail,
    newEmail: '',
    error: undefined,
    sentAt: undefined,
    lastSentAt: undefined,
  };
}
