import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decimalText, multiply, parseDecimal, roundsToZero, wholeDigitCount, worthOf } from './decimal.ts';

const text = (input: Parameters<typeof parseDecimal>[0]) => {
  const decimal = parseDecimal(input);
  return decimal && decimalText(decimal);
};

describe('exact decimals from what APIs and chains send', () => {
  test('decimal text keeps every digit, without leading or trailing zeros', () => {
    expect(text('12.345678901234567891')).toBe('12.345678901234567891');
    expect(text(' 007.1000 ')).toBe('7.1');
    expect(text('.5')).toBe('0.5');
    expect(text('5.')).toBe('5');
    expect(text('+3')).toBe('3');
  });

  test('scientific notation is read exactly', () => {
    expect(text('1e-18')).toBe('0.000000000000000001');
    expect(text('2.5E-2')).toBe('0.025');
    expect(text('1.5e3')).toBe('1500');
    expect(text(1e21)).toBe('1000000000000000000000');
  });

  test('a number is its shortest decimal, not the float’s binary expansion', () => {
    expect(text(0.1)).toBe('0.1');
    expect(text(9999.499)).toBe('9999.499');
    expect(text(1e-7)).toBe('0.0000001');
  });

  test('smallest units with decimals: 10^30 wei is 10^12 ETH', () => {
    expect(text({ value: 10n ** 30n, decimals: 18 })).toBe('1000000000000');
    expect(text({ value: 1n, decimals: 18 })).toBe('0.000000000000000001');
    expect(text({ value: -1_500_000n, decimals: 6 })).toBe('-1.5');
    expect(text({ value: 42n, decimals: 0 })).toBe('42');
  });

  test('zero is never negative', () => {
    expect(parseDecimal('-0.000')).toEqual({ negative: false, whole: '0', fraction: '' });
    expect(parseDecimal({ value: 0n, decimals: 18 })?.negative).toBe(false);
  });

  test.each(['', 'abc', '1.2.3', '1,5', '--1', '.', 'e5', 'NaN', 'Infinity', '1e99999', '0x10'])(
    '%j is not a number',
    (input) => {
      expect(parseDecimal(input)).toBeUndefined();
    },
  );

  test('NaN, infinities and impossible decimals are not amounts', () => {
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseDecimal({ value: 1n, decimals: -1 })).toBeUndefined();
    expect(parseDecimal({ value: 1n, decimals: 1.5 })).toBeUndefined();
  });

  test('units read back to the same bigint, for any value and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.nat(30), (value, decimals) => {
        const shown = text({ value, decimals }) ?? '';
        const [whole = '', fraction = ''] = shown.replace('-', '').split('.');
        const magnitude = BigInt(whole + fraction.padEnd(decimals, '0'));
        expect(shown.startsWith('-') ? -magnitude : magnitude).toBe(value);
      }),
    );
  });
});

describe('the rounding facts the formatter needs', () => {
  test('rounds to zero only below half the smallest step (half away from zero)', () => {
    const at3 = (input: string) => roundsToZero(parseDecimal(input) ?? fail(), 3);
    expect(at3('0.0004999')).toBe(true);
    expect(at3('0.0005')).toBe(false);
    expect(at3('0.0009999')).toBe(false);
    expect(at3('-0.0001')).toBe(true);
    expect(at3('0')).toBe(false);
    expect(at3('1.0001')).toBe(false);
    expect(roundsToZero(parseDecimal('0.4') ?? fail(), 0)).toBe(true);
    expect(roundsToZero(parseDecimal('0.5') ?? fail(), 0)).toBe(false);
  });

  test('a million has 7 whole digits; any fraction of one has 1', () => {
    expect(wholeDigitCount(parseDecimal('999999.99') ?? fail())).toBe(6);
    expect(wholeDigitCount(parseDecimal('1000000') ?? fail())).toBe(7);
    expect(wholeDigitCount(parseDecimal('0.5') ?? fail())).toBe(1);
  });

  test('a product is exact where floats are not (0.1 × 3 is 0.3, not 0.30000000000000004)', () => {
    const product = (a: string | number, b: string | number) =>
      decimalText(multiply(parseDecimal(a) ?? fail(), parseDecimal(b) ?? fail()));
    expect(0.1 * 3).not.toBe(0.3);
    expect(product(0.1, 3)).toBe('0.3');
    expect(product('0.0002586600555905', 3120.55)).toBe('0.807161636472934775');
    expect(product('-2', '0.5')).toBe('-1');
    expect(product('0', '-5')).toBe('0');
  });

  test('a worth: wei with decimals times a USD price, exactly; nothing for a non-number', () => {
    expect(worthOf({ value: 258_660_055_590_500n, decimals: 18 }, 3120.55)).toBe('0.807161636472934775');
    expect(worthOf('1134.067891', 1)).toBe('1134.067891');
    expect(worthOf('abc', 1)).toBeUndefined();
    expect(worthOf('1', Number.NaN)).toBeUndefined();
  });
});

function fail(): never {
  throw new Error('not a decimal');
}
