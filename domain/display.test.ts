import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, formatTokenBalance, pendingBadgeCount } from './display.ts';

import { PorticoError } from './errors.ts';

describe('pending badge (§2): caps at 99', () => {
  it.each([
    [0, 0],
    [1, 1],
    [99, 99],
    [100, 99],
    [12_345, 99],
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d pending shows %d', (count, shown) => {
    expect(pendingBadgeCount(count)).toBe(shown);
  });
});

describe('amount formatting (§9)', () => {
  it('balances show 3 decimals, token balances 2', () => {
    expect(formatBalance('1.23456')).toBe('1.234');
    expect(formatTokenBalance('1234.5678')).toBe('1234.56');
  });
  it('truncates rather than rounds, and pads to the fixed decimals', () => {
    expect(formatBalance('0.9999')).toBe('0.999');
    expect(formatBalance('1.5')).toBe('1.500');
    expect(formatBalance('42')).toBe('42.000');
    expect(formatBalance('.5')).toBe('0.500');
    expect(formatBalance('5.')).toBe('5.000');
    expect(formatAmount('7.89', 0)).toBe('7');
  });
  it('keeps every digit of large values (no float loss)', () => {
    expect(formatBalance('123456789012345678901234567890.123456')).toBe('123456789012345678901234567890.123');
  });
  it('reads scientific notation exactly', () => {
    expect(formatBalance('1e-7')).toBe('0.000');
    expect(formatBalance('1.5e3')).toBe('1500.000');
    expect(formatBalance('2.5E-2')).toBe('0.025');
    expect(formatTokenBalance('1e21')).toBe('1000000000000000000000.00');
  });
  it('formats bigint + decimals', () => {
    expect(formatBalance({ value: 1_234_567_890_000_000_000n, decimals: 18 })).toBe('1.234');
    expect(formatTokenBalance({ value: 1_000_000n, decimals: 6 })).toBe('1.00');
    expect(formatBalance({ value: 5n, decimals: 0 })).toBe('5.000');
    expect(formatBalance({ value: 10n ** 40n, decimals: 18 })).toBe('10000000000000000000000.000');
  });
  it('keeps the sign of negative values, except ones that truncate to zero', () => {
    expect(formatBalance('-1.23456')).toBe('-1.234');
    expect(formatBalance({ value: -1_500_000_000_000_000_000n, decimals: 18 })).toBe('-1.500');
    expect(formatBalance('-0.0001')).toBe('0.000');
    expect(formatBalance('-0')).toBe('0.000');
  });
  it('trims spaces and leading zeros', () => {
    expect(formatBalance(' 007.1 ')).toBe('7.100');
  });
  it.each(['', 'abc', '1.2.3', '1,5', '--1', '.', 'e5', 'NaN', 'Infinity', '1e99999', '0x10'])(
    "rejects %j with 'Invalid amount'",
    (value) => {
      expect(() => formatBalance(value)).toThrow(PorticoError);
      expect(() => formatBalance(value)).toThrow('Invalid amount');
    },
  );
  it('rejects bad decimals and digit counts with a PorticoError', () => {
    expect(() => formatBalance({ value: 1n, decimals: -1 })).toThrow(PorticoError);
    expect(() => formatBalance({ value: 1n, decimals: 1.5 })).toThrow(PorticoError);
    expect(() => formatAmount('1', -2)).toThrow(PorticoError);
  });
  it('matches the bigint value exactly for any amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (value, decimals) => {
          const shown = formatBalance({ value, decimals });
          const [whole = '', fraction = ''] = shown.split('.');
          const scale = 10n ** BigInt(decimals);
          expect(BigInt(whole)).toBe(value / scale);
          // The shown fraction is the first 3 digits of the exact fraction.
          const exact = (value % scale).toString().padStart(decimals, '0').padEnd(3, '0').slice(0, 3);
          expect(fraction).toBe(exact);
        },
      ),
    );
  });
  it('throws nothing but PorticoError on arbitrary text', () => {
    fc.assert(
      // The property fails on any other error: a value that formats fine passes, a throw must be ours.
      fc.property(fc.string(), (value) => {
        try {
          formatBalance(value);
          return true;
        } catch (error) {
          return error instanceof PorticoError;
        }
      }),
    );
  });
});
