/**
 * The email update machine's events (the UpdateEmailWallet view, §2, §4 "Email update"). `at` is when
 * the visitor asked (epoch ms; the engine stamps it), so the §5 cooldown stays a pure rule.
 */

/** Every event the email update actor accepts. */
export type EmailUpdateEvent =
  /** Change the email to this one. */
  | { type: 'emailUpdate.submit'; email: string; at: number }
  /** The code the visitor typed (the primary one, then the secondary one). */
  | { type: 'emailUpdate.submitCode'; otp: string }
  /** Send the codes again (the §5 30 s cooldown applies). */
  | { type: 'emailUpdate.resend'; at: number }
  /** Start over with another email (from a code entry). */
  | { type: 'emailUpdate.restart' };
