/**
 * Display formatting of §2 and §9: the pending-transaction badge and balances with a fixed number of
 * decimals (relative-time labels are in relativeTime.ts, which the translator needs without viem).
 * Pure string work; locale-specific grouping is the UI's business.
 */
import { formatUnits } from 'viem';
import {
  BALANCE_DECIMALS,
  PENDING_BADGE_CAP,
  QUANTITY_DECIMALS,
  TOKEN_BALANCE_DECIMALS,
} from './constants.ts';
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

/**
 * Bounds for exponents and decimals: beyond these a number is not a balance but a bug or an attack
 * (the largest token supplies are about 1e77), and the bound stops '1e999999999' from allocating a
 * huge string.
 */
const MAX_EXPONENT = 1000;
const MAX_DECIMALS = 255;

const DECIMAL_SYNTAX = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Formats an amount with exactly `fractionDigits` decimals, by string arithmetic so no float ever
 * rounds a large balance. Extra digits are truncated, not rounded: a wallet must never show more than
 * the user holds. Trailing zeros are kept so columns line up ('1.500'). Throws a PorticoError
 * 'Invalid amount' for text that is not a decimal number.
 */
export function formatAmount(amount: DisplayAmount, fractionDigits: number): string {
  if (!isSmallCount(fractionDigits) || (typeof amount !== 'string' && !isSmallCount(amount.decimals))) {
    throw PorticoError.of('invalidAmount');
  }
  const decimal = typeof amount === 'string' ? amount.trim() : formatUnits(amount.value, amount.decimals);
  const match = DECIMAL_SYNTAX.exec(decimal);
  const [, sign = '', intDigits = '', fracDigits = '', exponentText] = match ?? [];
  if (!match || (intDigits === '' && fracDigits === '')) throw PorticoError.of('invalidAmount');
  const { whole, fraction } = shiftDecimalPoint(intDigits, fracDigits, Number(exponentText ?? '0'));
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(kept);
  // '-0.000' would suggest a debt; a value that truncates to zero is shown unsigned.
  const prefix = sign === '-' && !isZero ? '-' : '';
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
  return fractionDigits > 0 ? `${prefix}${wholeDigits}.${kept}` : `${prefix}${wholeDigits}`;
}

/**
 * Moves the decimal point of `int.frac` by `exponent` places (scientific notation from APIs that
 * serialise small numbers as floats), keeping every digit exact.
 */
function shiftDecimalPoint(
  intDigits: string,
  fracDigits: string,
  exponent: number,
): { whole: string; fraction: string } {
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT)
    throw PorticoError.of('invalidAmount');
  const digits = intDigits + fracDigits;
  const pointAt = intDigits.length + exponent;
  if (pointAt <= 0) return { whole: '0', fraction: '0'.repeat(-pointAt) + digits };
  if (pointAt >= digits.length) return { whole: digits + '0'.repeat(pointAt - digits.length), fraction: '' };
  return { whole: digits.slice(0, pointAt), fraction: digits.slice(pointAt) };
}

/** A whole number of digits from 0 to MAX_DECIMALS. */
function isSmallCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_DECIMALS;
}

/** §9: a balance with 3 decimals, e.g. '1.234'. */
export function formatBalance(amount: DisplayAmount): string {
  return formatAmount(amount, BALANCE_DECIMALS);
}

/** §9: a token balance with 2 decimals, e.g. '1234.56'. */
export function formatTokenBalance(amount: DisplayAmount): string {
  return formatAmount(amount, TOKEN_BALANCE_DECIMALS);
}

/** §9: a quantity with 3 decimals, e.g. '0.005'. */
export function formatQuantity(amount: DisplayAmount): string {
  return formatAmount(amount, QUANTITY_DECIMALS);
}
