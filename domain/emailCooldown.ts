/**
 * The email-login cooldown (§5, §9): an email login may not be triggered again within 30 s of the
 * last one; the refusal tells the user how many seconds remain.
 */
import { EMAIL_LOGIN_COOLDOWN_MS, ONE_SECOND_MS } from './constants.ts';

/**
 * Seconds left before another email login is allowed, rounded up so that the text never says
 * "0 seconds" while the login is still refused; 0 when allowed. `lastLoginAt` is `undefined` when no
 * email login was stored. A clock that went backwards (last login in the future) counts as the full
 * cooldown, the safe side.
 */
export function emailCooldownRemainingSeconds(lastLoginAt: number | undefined, now: number): number {
  if (lastLoginAt === undefined) return 0;
  const remainingMs = EMAIL_LOGIN_COOLDOWN_MS - Math.max(0, now - lastLoginAt);
  return remainingMs > 0 ? Math.ceil(Math.min(remainingMs, EMAIL_LOGIN_COOLDOWN_MS) / ONE_SECOND_MS) : 0;
}
