/**
 * The email login machine's events (the EmailLogin view's email entry, §2, §4), and what its code
 * entry (the child `otp`, otpEntry.machine.ts) reports. `at` is when the visitor asked (epoch ms; the
 * engine stamps it), so the §5 cooldown stays a pure rule. The code and its resend go to the child.
 */
import type { OtpEntryReport } from './otpEntry.context.ts';

/** Every event the email login actor accepts. */
export type EmailLoginEvent =
  /** Log in with this email. */
  | { type: 'emailLogin.submit'; email: string; at: number }
  /** Back to the email entry. */
  | { type: 'emailLogin.changeEmail' }
  /** The modal was closed (§4 Cancellation: a waiting email connect is rejected with 'Modal closed'). */
  | { type: 'modal.closed' }
  /** From the code entry: a resend the frame took. */
  | OtpEntryReport;
