/**
 * Exact decimal numbers, as amounts arrive: decimal text from APIs ('12.345678', '-0.5', '1e-7'),
 * JavaScript numbers from APIs that send floats (a USD worth), and integers in a token's smallest
 * unit with its decimals (wei and 18), as chains return them. Every digit is kept as text, so no
 * amount ever passes through a binary float on its way to the screen.
 */

/** An amount as Portico receives it: decimal text, a number, or smallest units with their decimals. */
export type AmountInput = string | number | { readonly value: bigint; readonly decimals: number };

/**
 * A decimal number, digit for digit: `whole` has no leading zeros ('0' when there are none), and
 * `fraction` no trailing zeros ('' for a whole number). Zero is never negative.
 */
export interface Decimal {
  readonly negative: boolean;
  readonly whole: string;
  readonly fraction: string;
}

/**
 * Bounds for exponents and decimals: beyond these a number is not an amount but a bug or an attack
 * (the largest token supplies are about 1e77), and the bound stops '1e999999999' from allocating a
 * huge string.
 */
const MAX_EXPONENT = 1000;
const MAX_DECIMALS = 255;

const DECIMAL_SYNTAX = /^([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** The exact decimal of an amount; undefined for text that is not a number, NaN, or out of bounds. */
export function parseDecimal(amount: AmountInput): Decimal | undefined {
  if (typeof amount === 'object') return fromUnits(amount.value, amount.decimals);
  // String() of a finite number is the shortest text that reads back as the same float ('0.1', not
  // '0.1000000000000000055511'): the value the API meant, not the float's binary expansion.
  if (typeof amount === 'number' && !Number.isFinite(amount)) return undefined;
  const match = DECIMAL_SYNTAX.exec(String(amount).trim());
  if (!match) return undefined;
  const [, sign = '', intDigits = '', fracDigits = '', exponentText = '0'] = match;
  if (intDigits === '' && fracDigits === '') return undefined;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > MAX_EXPONENT) return undefined;
  const digits = intDigits + fracDigits;
  const pointAt = intDigits.length + exponent;
  if (pointAt <= 0) return normalise(sign === '-', '', '0'.repeat(-pointAt) + digits);
  if (pointAt >= digits.length)
    return normalise(sign === '-', digits + '0'.repeat(pointAt - digits.length), '');
  return normalise(sign === '-', digits.slice(0, pointAt), digits.slice(pointAt));
}

/** `value` smallest units of a token with `decimals` decimals (1500000n, 6 → 1.5), exactly. */
function fromUnits(value: bigint, decimals: number): Decimal | undefined {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) return undefined;
  return shifted(value, decimals);
}

/** `value` divided by 10^`scale`, for any whole scale. */
function shifted(value: bigint, scale: number): Decimal {
  const digits = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  const pointAt = digits.length - scale;
  return normalise(value < 0n, digits.slice(0, pointAt), digits.slice(pointAt));
}

function normalise(negative: boolean, whole: string, fraction: string): Decimal {
  const trimmedWhole = whole.replace(/^0+/, '') || '0';
  const trimmedFraction = fraction.replace(/0+$/, '');
  const zero = trimmedWhole === '0' && trimmedFraction === '';
  return { negative: negative && !zero, whole: trimmedWhole, fraction: trimmedFraction };
}

/** The decimal as plain text ('-12.5'), which `Intl.NumberFormat` reads exactly (no float). */
export function decimalText({ negative, whole, fraction }: Decimal): string {
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The decimal is 0. */
export function isZero(decimal: Decimal): boolean {
  return decimal.whole === '0' && decimal.fraction === '';
}

/** The decimal with its sign turned: the amount that went out, from a transfer's positive quantity. */
export function negate(decimal: Decimal): Decimal {
  return isZero(decimal) ? decimal : { ...decimal, negative: !decimal.negative };
}

/** How many digits the whole part has (1 for 0 to 9.99…): 7 or more is a million or more. */
export function wholeDigitCount(decimal: Decimal): number {
  return decimal.whole === '0' ? 1 : decimal.whole.length;
}

/**
 * The decimal is not 0 but rounds (half away from zero, as Intl does by default) to 0 with
 * `fractionDigits` decimals: 0.0004 with 3 does, 0.0005 and 0.0009999 do not (they round to 0.001).
 */
export function roundsToZero(decimal: Decimal, fractionDigits: number): boolean {
  if (isZero(decimal) || decimal.whole !== '0') return false;
  const kept = decimal.fraction.slice(0, fractionDigits);
  return /^0*$/.test(kept) && (decimal.fraction[fractionDigits] ?? '0') < '5';
}

/** The smallest step shown with `fractionDigits` decimals, with a sign: 3 → 0.001, 0 → 1. */
export function smallestStep(fractionDigits: number, negative: boolean): Decimal {
  return fractionDigits === 0
    ? { negative, whole: '1', fraction: '' }
    : { negative, whole: '0', fraction: `${'0'.repeat(fractionDigits - 1)}1` };
}

/**
 * The exact product of two decimals: a holding times its price, a network cost in wei times the
 * coin's USD price, with no float rounding on the way (the digits are multiplied as bigints).
 */
export function multiply(a: Decimal, b: Decimal): Decimal {
  const scale = a.fraction.length + b.fraction.length;
  const unsigned = shifted(BigInt(a.whole + a.fraction) * BigInt(b.whole + b.fraction), scale);
  return normalise(a.negative !== b.negative, unsigned.whole, unsigned.fraction);
}

/**
 * What an amount is worth at a price, as exact decimal text (a network cost of 0.00026 ETH at
 * $3120.55 is '0.807…'), for `fiat`; undefined when either is not a number.
 */
export function worthOf(amount: AmountInput, price: AmountInput): string | undefined {
  const a = parseDecimal(amount);
  const b = parseDecimal(price);
  return a && b ? decimalText(multiply(a, b)) : undefined;
}
