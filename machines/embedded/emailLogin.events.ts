/**
 * The email login machine's events (the EmailLogin view's email and code entry, §2, §4). `at` is when
 * the visitor asked (epoch ms; the engine stamps it), so the §5 cooldown stays a pure rule.
 */

/** Every event the email login actor accepts. */
export type EmailLoginEvent =
  /** Log in with this email. */
  | { type: 'emailLogin.submit'; email: string; at: number }
  /** The one-time code the visitor typed. */
  | { type: 'emailLogin.submitCode'; otp: string }
  /** Send the code again (the §5 cooldown applies). */
  | { type: 'emailLogin.resend'; at: number }
  /** Back to the email entry. */
  | { type: 'emailLogin.changeEmail' }
  /** The modal was closed (§4 Cancellation: a waiting email connect is rejected with 'Modal closed'). */
  | { type: 'modal.closed' };
