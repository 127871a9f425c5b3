/**
 * Expiry rules of the signing protocol (§5, §9). Expiries are Unix times in seconds (as on the wire);
 * `nowMs` is the engine's clock in milliseconds, so machines stay pure and tests control time.
 */
import { ONE_SECOND_MS } from '../constants.ts';

/** Milliseconds from `nowMs` until `expirySeconds` (negative once passed). */
export function msUntil(expirySeconds: number, nowMs: number): number {
  return expirySeconds * ONE_SECOND_MS - nowMs;
}

/** Whether a record with this expiry has expired: its expiry is now or earlier. */
export function isExpired(expirySeconds: number, nowMs: number): boolean {
  return msUntil(expirySeconds, nowMs) <= 0;
}

/**
 * The longest delay a timer can wait (2^31 - 1 ms, about 24.8 days): a longer setTimeout fires at once.
 * Delays computed from an expiry are clamped to it; a timer that fires early re-checks the time.
 */
export const MAX_TIMER_MS = 2_147_483_647;

/** A delay in ms until `expirySeconds`, never negative and never beyond MAX_TIMER_MS. */
export function delayUntil(expirySeconds: number, nowMs: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, msUntil(expirySeconds, nowMs)));
}
