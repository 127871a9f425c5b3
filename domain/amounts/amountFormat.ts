/**
 * Amounts for people (DESIGN "Numbers are for people"): every amount the modal shows is written here,
 * with `Intl.NumberFormat` for the modal's locale, so the same amount reads the same in every view
 * and in a custom UI (`createAmountFormat` from `portico`, `useAmountFormat` from `portico/react`).
 *
 * How an amount is written:
 * - grouped thousands and the locale's digits and separators ('1,234.5', '1.234,5', Arabic's own);
 * - rounded half away from zero from the exact decimal text or bigint, never through a float
 *   (9999.499 with 2 decimals is 9,999.5); trailing zeros dropped ('10,000 ETH', not '10,000.000');
 * - a non-zero amount that would round to 0 is dust: '< 0.001' ('< 0.01', '< $0.01'), in the
 *   locale's digits, so a holding never reads as nothing;
 * - a million or more in compact notation with 3 significant digits ('31.2M', '$31.2M', '1T ETH');
 * - fiat as currency in the currency's own decimals: USD unless the options or the call name another.
 *
 * Which precision (§9) each view uses, by what the amount is, so an amount keeps one precision
 * wherever it shows:
 * - `balance`, 3 decimals: the account's native-coin balance — the Account cards, the Connect
 *   button, and the native coin's row wherever holdings are listed (Tokens tab, Send's token picker,
 *   Swap's balance and token picker), so '1.235 ETH' on the card is '1.235 ETH' in the list;
 * - `tokenBalance`, 2 decimals: what the account holds of any other token, in those same lists
 *   (`holding` picks between the two);
 * - `quantity`, 3 decimals: an amount that moved or is quoted — Activity transfers (signed '+'/'-'),
 *   the swap's amount received and minimum received, its network cost, the on-ramp's quote and the
 *   amount bought;
 * - `exact`, every digit, grouped: an amount the visitor typed, shown back for confirmation (Send's
 *   review, the swap's "You pay"), since rounding it would look like a different amount; and the full
 *   value behind a rounded one (a `title`);
 * - `fiat`: worths (the Tokens tab, the network cost in USD) and the on-ramp's fees and total;
 *   `fiatNumber` the same figure without the symbol, for texts that name the currency themselves
 *   (the on-ramp limits, "From 10.00 to 7,500.00 USD").
 * Text that is not a number is returned as it was given, so a broken API value shows rather than
 * breaking the view.
 */
import { BALANCE_DECIMALS, QUANTITY_DECIMALS, TOKEN_BALANCE_DECIMALS } from '../constants.ts';
import {
  type AmountInput,
  type Decimal,
  decimalText,
  negate,
  parseDecimal,
  roundsToZero,
  smallestStep,
  wholeDigitCount,
} from './decimal.ts';

/** The fiat currency of worths: the APIs price tokens in US dollars (§7 currency 'usd'). */
export const DEFAULT_FIAT_CURRENCY = 'USD';

/** Amounts from a million up are written compactly ('31.2M'): a whole part of 7 digits. */
const COMPACT_FROM_DIGITS = 7;
const COMPACT_SIGNIFICANT_DIGITS = 3;
/**
 * The most decimals every engine formats (Node 20 stops at 20; newer engines at 100): `exact` writes
 * longer fractions digit by digit.
 */
const INTL_MAX_FRACTION_DIGITS = 20;
/** Between '<' and the amount: a space that never breaks the two apart. */
const NO_BREAK_SPACE = '\u00a0';

/** Options of a formatter. */
export interface AmountFormatOptions {
  /** ISO 4217 code of fiat values (`fiat`, `fiatNumber`); USD by default. */
  readonly currency?: string;
}

/** Options of a quantity. */
export interface QuantityOptions {
  /**
   * A transfer's direction (Activity): 'in' writes '+5', 'out' '-5' from the transfer's positive
   * quantity, each with the locale's signs. Without it, a negative amount has its '-' and no more.
   */
  readonly direction?: 'in' | 'out';
}

/** Options of a fiat amount. */
export interface FiatOptions {
  /** ISO 4217 code, overriding the formatter's (an on-ramp quote in EUR). */
  readonly currency?: string;
}

/** The formatters of one locale. Each takes decimal text, a number, or `{ value, decimals }`. */
export interface AmountFormat {
  /** The locale the formatters write for. */
  readonly locale: string;
  /** §9 balance, 3 decimals: the native-coin balance ('10,000', '1.235', '< 0.001'). */
  balance(amount: AmountInput): string;
  /** §9 token balance, 2 decimals: a holding of a token other than the native coin ('1,134.07'). */
  tokenBalance(amount: AmountInput): string;
  /** A holding in a list: `balance` for the network's native coin, else `tokenBalance`. */
  holding(amount: AmountInput, isNativeCoin: boolean): string;
  /** §9 quantity, 3 decimals: an amount moved or quoted ('+12.346', '-5', '< 0.001'). */
  quantity(amount: AmountInput, options?: QuantityOptions): string;
  /** Every digit, grouped, never compact: a typed amount confirmed, or a rounded one's full value. */
  exact(amount: AmountInput): string;
  /** A fiat value as currency ('$31.2M', '$5.63', '< $0.01', '5,63 $' in German). */
  fiat(value: AmountInput, options?: FiatOptions): string;
  /** A fiat value in its currency's decimals without the symbol ('7,500.00'). */
  fiatNumber(value: AmountInput, options?: FiatOptions): string;
}

/** How one amount is rounded and styled. */
interface Style {
  readonly fractionDigits: number;
  /** Pad to `fractionDigits` (fiat: '$5.60'); tokens drop trailing zeros. */
  readonly padded: boolean;
  readonly currency?: string;
  readonly sign: 'auto' | 'always';
}

/**
 * The formatters for `locale` (a BCP 47 tag such as the modal's `useMessages().locale`). Cheap to
 * keep: each `Intl.NumberFormat` is made once per formatter, on first use.
 */
export function createAmountFormat(locale: string, options: AmountFormatOptions = {}): AmountFormat {
  const defaultCurrency = options.currency ?? DEFAULT_FIAT_CURRENCY;
  const made = new Map<string, Intl.NumberFormat>();
  const numberFormat = (intlOptions: Intl.NumberFormatOptions): Intl.NumberFormat => {
    const key = JSON.stringify(intlOptions);
    let format = made.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, intlOptions);
      made.set(key, format);
    }
    return format;
  };

  /** Intl's options for one amount: compact from a million, else fixed decimals. */
  const intlOptionsOf = (style: Style, compact: boolean): Intl.NumberFormatOptions => ({
    ...(style.currency ? { style: 'currency', currency: style.currency } : {}),
    signDisplay: style.sign === 'always' ? 'exceptZero' : 'auto',
    ...(compact
      ? { notation: 'compact', maximumSignificantDigits: COMPACT_SIGNIFICANT_DIGITS }
      : {
          minimumFractionDigits: style.padded ? style.fractionDigits : 0,
          maximumFractionDigits: style.fractionDigits,
        }),
  });

  const write = (amount: AmountInput, style: Style, direction?: 'in' | 'out'): string => {
    const parsed = parseDecimal(amount);
    if (!parsed) return String(amount).trim();
    const decimal = direction === 'out' ? negate(parsed) : parsed;
    if (roundsToZero(decimal, style.fractionDigits)) return dust(decimal.negative, style);
    const compact = wholeDigitCount(decimal) >= COMPACT_FROM_DIGITS;
    return numberFormat(intlOptionsOf(style, compact)).format(asIntlDecimal(decimal));
  };

  /** '< 0.001' (with its sign, '-< 0.001', for a signed amount): the smallest step, marked. */
  const dust = (negative: boolean, style: Style): string => {
    const step = smallestStep(style.fractionDigits, negative);
    const parts = numberFormat(intlOptionsOf(style, false)).formatToParts(asIntlDecimal(step));
    // '<' goes after the sign and any direction marks, right before the number (or its currency).
    const at = parts.findIndex((part) => !['literal', 'plusSign', 'minusSign'].includes(part.type));
    return parts.map((part, index) => (index === at ? `<${NO_BREAK_SPACE}` : '') + part.value).join('');
  };

  const token = (fractionDigits: number, direction?: 'in' | 'out'): Style => ({
    fractionDigits,
    padded: false,
    sign: direction ? 'always' : 'auto',
  });

  /** A currency's style: its own decimals (2 for USD and EUR, 0 for JPY). */
  const fiatStyle = (currency: string, symbol: boolean): Style => {
    const fractionDigits =
      numberFormat({ style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return { fractionDigits, padded: true, sign: 'auto', ...(symbol ? { currency } : {}) };
  };

  const exact = (amount: AmountInput): string => {
    const decimal = parseDecimal(amount);
    if (!decimal) return String(amount).trim();
    if (decimal.fraction.length <= INTL_MAX_FRACTION_DIGITS) {
      return numberFormat({ maximumFractionDigits: INTL_MAX_FRACTION_DIGITS }).format(asIntlDecimal(decimal));
    }
    // Longer than Intl writes everywhere: the whole part by Intl, then its separator and each digit.
    const wholePart = numberFormat({ maximumFractionDigits: 0 }).format(
      asIntlDecimal({ ...decimal, fraction: '' }),
    );
    const sample = numberFormat({ minimumFractionDigits: 1 }).formatToParts(1.5);
    const separator = sample.find((part) => part.type === 'decimal')?.value ?? '.';
    const digit = (char: string) => numberFormat({ useGrouping: false }).format(Number(char));
    // A negative amount whose whole part is 0 keeps its sign: Intl writes '-0' for the text '-0'.
    return `${wholePart}${separator}${Array.from(decimal.fraction, digit).join('')}`;
  };

  return {
    locale,
    balance: (amount) => write(amount, token(BALANCE_DECIMALS)),
    tokenBalance: (amount) => write(amount, token(TOKEN_BALANCE_DECIMALS)),
    holding: (amount, isNativeCoin) =>
      write(amount, token(isNativeCoin ? BALANCE_DECIMALS : TOKEN_BALANCE_DECIMALS)),
    quantity: (amount, quantityOptions) =>
      write(amount, token(QUANTITY_DECIMALS, quantityOptions?.direction), quantityOptions?.direction),
    exact,
    fiat: (value, fiatOptions) => {
      const currency = fiatOptions?.currency ?? defaultCurrency;
      // Intl takes any well-formed code (an unknown one prints as the code), and throws on another:
      // such a code is written after the number, as given.
      if (!isCurrencyCode(currency))
        return `${write(value, fiatStyle(DEFAULT_FIAT_CURRENCY, false))} ${currency}`;
      return write(value, fiatStyle(currency, true));
    },
    fiatNumber: (value, fiatOptions) => {
      const currency = fiatOptions?.currency ?? defaultCurrency;
      return write(value, fiatStyle(isCurrencyCode(currency) ? currency : DEFAULT_FIAT_CURRENCY, false));
    },
  };
}

/** A well-formed ISO 4217 code: three letters. */
function isCurrencyCode(code: string): boolean {
  return /^[A-Za-z]{3}$/.test(code);
}

/** Decimal text, which Intl reads as an exact decimal rather than a float (ES2023 Intl.NumberFormat v3). */
function asIntlDecimal(decimal: Decimal): Intl.StringNumericLiteral {
  return decimalText(decimal) as Intl.StringNumericLiteral;
}
