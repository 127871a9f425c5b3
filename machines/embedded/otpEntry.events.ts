/**
 * The code entry's events (the EmailLogin and UpdateEmailWallet views' code field, §2, §4). `at` is
 * when the visitor asked (epoch ms; the engine stamps it), so the §5 cooldown stays a pure rule.
 */

/** Every event the code entry accepts. */
export type OtpEntryEvent =
  /** The one-time code the visitor typed or pasted. */
  | { type: 'otp.submit'; otp: string }
  /** Mail the code again (the §5 30 s cooldown applies). */
  | { type: 'otp.resend'; at: number }
  /**
   * The §5 30 s since the last send have passed: raised by the entry itself, EMAIL_LOGIN_COOLDOWN_MS
   * after the send it took, so the resend's countdown ends when the statechart says.
   */
  | { type: 'otp.cooldownEnded' };
