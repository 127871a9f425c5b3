/**
 * Amounts for people, per locale: grouping, currency, dust, compact notation, and rounding from the
 * exact decimal. The expected texts are written out (with Intl's invisible direction marks spelled as
 * escapes), so a change of rule or of the engine's locale data shows here by name.
 */
import { describe, expect, test } from 'vitest';
import { PSEUDO_LOCALE } from '../i18n/locales.ts';
import { createAmountFormat } from './amountFormat.ts';

/** Intl's marks and spaces, named so an expected text says what it holds. */
const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';

const WEI_10_30 = { value: 10n ** 30n, decimals: 18 };

describe('English', () => {
  const format = createAmountFormat('en');

  test('groups thousands and drops trailing zeros (§9 precision is at most 3 decimals)', () => {
    expect(format.balance('10000')).toBe('10,000');
    expect(format.balance('10000.000')).toBe('10,000');
    expect(format.balance('1.5')).toBe('1.5');
    expect(format.tokenBalance('1134.067891')).toBe('1,134.07');
    expect(format.quantity('999999.9994')).toBe('999,999.999');
  });

  test('rounds from the exact decimal: 9999.499 with 2 decimals is 9,999.5, never 9,999.49', () => {
    expect(format.tokenBalance('9999.499')).toBe('9,999.5');
    expect(format.tokenBalance(9999.499)).toBe('9,999.5');
    expect(format.balance('1.2345')).toBe('1.235');
    expect(format.balance('2.0005')).toBe('2.001');
    // 1.005 is 1.00499999999999989… as a float: toFixed(2) says 1.00; the decimal says 1.01.
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(format.tokenBalance(1.005)).toBe('1.01');
    expect(format.balance('12345678901234.5678')).toBe('12.3T');
    expect(format.exact('123456789012345678901234567890.123456789')).toBe(
      '123,456,789,012,345,678,901,234,567,890.123456789',
    );
  });

  test('dust: a non-zero amount that rounds to 0 reads "< 0.001"; one that rounds up does not', () => {
    expect(format.quantity('0.0009999')).toBe('0.001');
    expect(format.quantity('0.0004')).toBe(`<${NBSP}0.001`);
    expect(format.quantity('1e-18')).toBe(`<${NBSP}0.001`);
    expect(format.balance({ value: 1n, decimals: 18 })).toBe(`<${NBSP}0.001`);
    expect(format.tokenBalance('0.004')).toBe(`<${NBSP}0.01`);
    expect(format.fiat('0.001')).toBe(`<${NBSP}$0.01`);
    expect(format.quantity('0')).toBe('0');
    expect(format.fiat(0)).toBe('$0.00');
  });

  test('a million or more is compact with 3 significant digits', () => {
    expect(format.fiat(31205500)).toBe('$31.2M');
    expect(format.balance(WEI_10_30)).toBe('1T');
    expect(format.quantity('999999999')).toBe('1B');
    expect(format.quantity('1000000')).toBe('1M');
    expect(format.quantity('999999.4')).toBe('999,999.4');
  });

  test('fiat as currency in its own decimals, USD unless told otherwise', () => {
    expect(format.fiat(5.625)).toBe('$5.63');
    expect(format.fiat('1134.06')).toBe('$1,134.06');
    expect(format.fiat('10', { currency: 'EUR' })).toBe('€10.00');
    expect(format.fiat('1234.5', { currency: 'JPY' })).toBe('¥1,235');
    expect(createAmountFormat('en', { currency: 'EUR' }).fiat(5)).toBe('€5.00');
    expect(format.fiatNumber('7500.00')).toBe('7,500.00');
    // Not an ISO code: the number, then the code as given (Intl would throw).
    expect(format.fiat('5', { currency: 'USDC' })).toBe('5.00 USDC');
  });

  test('Activity: received with "+", sent with "-", dust with its sign', () => {
    expect(format.quantity('12.345678901234567891', { direction: 'in' })).toBe('+12.346');
    expect(format.quantity('5', { direction: 'out' })).toBe('-5');
    expect(format.quantity('0.0001', { direction: 'out' })).toBe(`-<${NBSP}0.001`);
    expect(format.quantity('0.0001', { direction: 'in' })).toBe(`+<${NBSP}0.001`);
    expect(format.quantity('0', { direction: 'out' })).toBe('0');
    expect(format.quantity('-1234.5678')).toBe('-1,234.568');
    expect(format.quantity('-0.0001')).toBe(`-<${NBSP}0.001`);
  });

  test('exact: every digit, grouped, never compact, even beyond 20 decimals', () => {
    expect(format.exact('12.345678901234567891')).toBe('12.345678901234567891');
    expect(format.exact('31205500')).toBe('31,205,500');
    expect(format.exact('-0.123456789012345678901234567890')).toBe('-0.12345678901234567890123456789');
    expect(format.exact({ value: 10n ** 30n + 1n, decimals: 18 })).toBe(
      '1,000,000,000,000.000000000000000001',
    );
  });

  test('holding: the native coin at the balance precision, a token at the token-balance one', () => {
    expect(format.holding('1.2345', true)).toBe('1.235');
    expect(format.holding('1.2345', false)).toBe('1.23');
  });

  test('text that is not a number is shown as it came', () => {
    expect(format.balance('abc')).toBe('abc');
    expect(format.quantity('')).toBe('');
    expect(format.fiat(Number.NaN)).toBe('NaN');
  });
});

describe('German', () => {
  const format = createAmountFormat('de');

  test('groups with "." and separates decimals with ","', () => {
    expect(format.balance('10000')).toBe('10.000');
    expect(format.tokenBalance('9999.499')).toBe('9.999,5');
    expect(format.exact('12.345678901234567891')).toBe('12,345678901234567891');
  });

  test('currency after the number, compact in German words', () => {
    expect(format.fiat(5.625)).toBe(`5,63${NBSP}$`);
    expect(format.fiat(31205500)).toBe(`31,2${NBSP}Mio.${NBSP}$`);
    expect(format.balance(WEI_10_30)).toBe(`1${NBSP}Bio.`);
  });

  test('dust and signs in German figures', () => {
    expect(format.quantity('0.0004')).toBe(`<${NBSP}0,001`);
    expect(format.fiat('0.001')).toBe(`<${NBSP}0,01${NBSP}$`);
    expect(format.quantity('12.3456', { direction: 'in' })).toBe('+12,346');
    expect(format.quantity('0.0001', { direction: 'out' })).toBe(`-<${NBSP}0,001`);
  });
});

describe('Arabic (the modal’s `ar`: Latin digits, right-to-left marks)', () => {
  const format = createAmountFormat('ar');

  test('grouping and rounding', () => {
    expect(format.balance('10000')).toBe('10,000');
    expect(format.tokenBalance('9999.499')).toBe('9,999.5');
  });

  test('currency after the number, led by a right-to-left mark; compact in Arabic words', () => {
    expect(format.fiat(5.625)).toBe(`${RLM}5.63${NBSP}US$`);
    expect(format.fiat(31205500)).toBe(`${RLM}31.2${NBSP}مليون${NBSP}US$`);
    expect(format.balance(WEI_10_30)).toBe(`1${NBSP}ترليون`);
  });

  test('dust keeps "<" right before the number, after the marks and the sign', () => {
    expect(format.quantity('1e-18')).toBe(`<${NBSP}0.001`);
    expect(format.fiat('0.001')).toBe(`${RLM}<${NBSP}0.01${NBSP}US$`);
    expect(format.quantity('0.0001', { direction: 'out' })).toBe(`${LRM}-<${NBSP}0.001`);
  });

  test('signs are isolated left to right, so "+12.346" stays whole in a right-to-left row', () => {
    expect(format.quantity('12.345678901234567891', { direction: 'in' })).toBe(`${LRM}+12.346`);
    expect(format.quantity('5', { direction: 'out' })).toBe(`${LRM}-5`);
  });

  test('a region that writes Arabic-Indic digits gets them, dust included', () => {
    const egypt = createAmountFormat('ar-EG');
    expect(egypt.tokenBalance('9999.499')).toBe('٩٬٩٩٩٫٥');
    expect(egypt.quantity('0.0004')).toBe(`<${NBSP}٠٫٠٠١`);
    expect(egypt.exact('0.123456789012345678901234')).toBe('٠٫١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠١٢٣٤');
  });
});

describe('the pseudo-locale', () => {
  test(`${PSEUDO_LOCALE} writes amounts as English does (only texts are stretched)`, () => {
    const pseudo = createAmountFormat(PSEUDO_LOCALE);
    const english = createAmountFormat('en');
    for (const amount of ['10000', '9999.499', '0.0004', '31205500', '-1234.5678']) {
      expect(pseudo.balance(amount)).toBe(english.balance(amount));
      expect(pseudo.fiat(amount)).toBe(english.fiat(amount));
    }
    expect(pseudo.fiat(31205500)).toBe('$31.2M');
  });
});
