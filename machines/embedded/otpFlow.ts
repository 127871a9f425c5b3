/**
 * The rules the email flows share (§4 "Email connect", "Email update", §5): a valid email, the 30 s
 * cooldown between sends ('Please try again after {n} seconds'), and how a text is shown: in context,
 * where the view shows it beside the field it is about, and nowhere else (an error appears once, in
 * one place; a custom UI reads the same context). Used by the code entry (otpEntry.machine.ts) and by
 * the two flows that invoke it (emailLogin.machine.ts, emailUpdate.machine.ts); each names the
 * `setError` action these fragments refer to.
 */
import { emailCooldownRemainingSeconds } from '../../domain/emailCooldown.ts';
import { emailCooldown } from '../../domain/errors.ts';
import { emailSchema } from '../../domain/schemas/emailLogin.ts';
import { failureText } from './report.ts';

/** §5 "Email must be a valid email format". */
export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(email).success;
}

/** Seconds before the frame may be asked to mail again at `at` (0: allowed), §5 and §9 30 s. */
export function cooldownSeconds(lastSentAt: number | undefined, at: number): number {
  return emailCooldownRemainingSeconds(lastSentAt, at);
}

/** §5 'Please try again after {n} seconds', n the seconds left at `at`. */
export function cooldownText(lastSentAt: number | undefined, at: number): string {
  return emailCooldown(cooldownSeconds(lastSentAt, at));
}

/** A text shown in context for the view (`setError`). */
export function showText<A>(text: (args: A) => string) {
  return [{ type: 'setError', params: text }] as const;
}

/** A failed frame request: its text (the frame's, else 'Something went wrong', §8). */
export const showFailure = showText(({ event }: { event: { error: unknown } }) => failureText(event.error));
