/** The email update machine's events (the UpdateEmailWallet view, §2, §4 "Email update"). */

/** Every event the email update actor accepts. */
export type EmailUpdateEvent =
  /** Change the email to this one. */
  | { type: 'emailUpdate.submit'; email: string }
  /** The code the visitor typed (the primary one, then the secondary one). */
  | { type: 'emailUpdate.submitCode'; otp: string }
  /** Start over with another email (from a code entry). */
  | { type: 'emailUpdate.restart' };
