/**
 * Display formatting of §2 and §9: the pending-transaction badge and balances with a fixed number of
 * decimals (relative-time labels are in relativeTime.ts, which the translator needs without viem).
 * Pure string work; amounts for people (grouped, per locale) are amounts/amountFormat.ts.
 */
import { parseDecimal } from './amounts/decimal.ts';
import { BALANCE_DECIMALS, PENDING_BADGE_CAP, TOKEN_BALANCE_DECIMALS } from './constants.ts';
import { PorticoError } from './errors.ts';

// ── Pending badge (§2) ─────────────────────────────────────────────────────────────────

/**
 * §2: the number the pending-transaction badge shows, capped at 99. We show the capped number itself
 * (not '99+'), reading "caps at 99" literally; a badge of 99 already says "many". Negative, fractional
 * or non-finite counts come from bad data and read as 0 (whole counts only), meaning "no badge".
 */
export function pendingBadgeCount(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(Math.floor(count), PENDING_BADGE_CAP);
}

// ── Amounts (§9) ───────────────────────────────────────────────────────────────────────

/**
 * An amount to display: a decimal string as APIs send it ('12.345678', '-0.5', '1e-7'), or an integer
 * in the smallest unit with its decimals (wei and 18), as chains return it.
 */
export type DisplayAmount = string | { readonly value: bigint; readonly decimals: number };

/** The most decimals a fixed-decimals text may have. */
const MAX_FRACTION_DIGITS = 255;

/**
 * Formats an amount with exactly `fractionDigits` decimals, by string arithmetic so no float ever
 * rounds a large balance. Extra digits are truncated, not rounded: a wallet must never show more than
 * the user holds. Trailing zeros are kept so columns line up ('1.500'). Throws a PorticoError
 * 'Invalid amount' for text that is not a decimal number. (The modal's own views write amounts for
 * people with amounts/amountFormat.ts; this plain form is the `balance` a host reads.)
 */
export function formatAmount(amount: DisplayAmount, fractionDigits: number): string {
  const isCount = Number.isSafeInteger(fractionDigits) && fractionDigits >= 0;
  const decimal = isCount && fractionDigits <= MAX_FRACTION_DIGITS ? parseDecimal(amount) : undefined;
  if (!decimal) throw PorticoError.of('invalidAmount');
  const kept = decimal.fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  // '-0.000' would suggest a debt; a value that truncates to zero is shown unsigned.
  const truncatesToZero = decimal.whole === '0' && /^0*$/.test(kept);
  const prefix = decimal.negative && !truncatesToZero ? '-' : '';
  return fractionDigits > 0 ? `${prefix}${decimal.whole}.${kept}` : `${prefix}${decimal.whole}`;
}

/** §9: a balance with 3 decimals, e.g. '1.234'. */
export function formatBalance(amount: DisplayAmount): string {
  return formatAmount(amount, BALANCE_DECIMALS);
}

/** §9: a token balance with 2 decimals, e.g. '1234.56'. */
export function formatTokenBalance(amount: DisplayAmount): string {
  return formatAmount(amount, TOKEN_BALANCE_DECIMALS);
}
