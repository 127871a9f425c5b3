/**
 * The email update machine's events (the UpdateEmailWallet view, §2, §4 "Email update"), and what its
 * code entry (the child `otp`, otpEntry.machine.ts) reports. `at` is when the visitor asked (epoch ms;
 * the engine stamps it), so the §5 cooldown stays a pure rule. The codes and their resend go to the child.
 */
import type { OtpEntryReport } from './otpEntry.context.ts';

/** Every event the email update actor accepts. */
export type EmailUpdateEvent =
  /** Change the email to this one. */
  | { type: 'emailUpdate.submit'; email: string; at: number }
  /** Start over with another email (from a code entry). */
  | { type: 'emailUpdate.restart' }
  /** From the code entry: a resend the frame took. */
  | OtpEntryReport;
