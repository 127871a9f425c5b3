import { describe, expect, test } from 'vitest';
import {
  formatSwapAmount,
  heldUnits,
  minimumReceived,
  networkCost,
  parseSwapAmount,
  priceImpact,
} from './swapAmounts.ts';

describe('swap amounts', () => {
  test('a typed amount in the smallest unit: positive numbers with no more decimals than the token', () => {
    expect(parseSwapAmount('1.5', 6)).toBe(1_500_000n);
    expect(parseSwapAmount(' .5 ', 18)).toBe(500_000_000_000_000_000n);
    expect(parseSwapAmount('10.', 0)).toBe(10n);
    expect(parseSwapAmount('0.000001', 6)).toBe(1n);
    for (const typed of ['', ' ', '0', '0.000', '-1', 'abc', '1e3', '1.2.3', '0.0000001']) {
      expect(parseSwapAmount(typed, 6), typed).toBeUndefined();
    }
  });

  test('the smallest unit shown in the token unit', () => {
    expect(formatSwapAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatSwapAmount('2000000000000000000', 18)).toBe('2');
    expect(formatSwapAmount(1n, 18)).toBe('0.000000000000000001');
  });

  test('a holding in the smallest unit: digits the token cannot count are dropped, a bad number holds none', () => {
    expect(heldUnits('12.5', 6)).toBe(12_500_000n);
    expect(heldUnits('1.1234567', 6)).toBe(1_123_456n);
    expect(heldUnits('7', 0)).toBe(7n);
    expect(heldUnits('1e-7', 18)).toBe(0n);
    expect(heldUnits('', 18)).toBe(0n);
  });

  test('§9 slippage: the minimum received is the quote less the tolerance, rounded down as amountOutMin', () => {
    expect(minimumReceived(1000n, 1)).toBe(990n);
    expect(minimumReceived(999n, 1)).toBe(989n); // 989.01
    expect(minimumReceived(1000n, 0.5)).toBe(995n);
    expect(minimumReceived(1000n, 0)).toBe(1000n);
    expect(minimumReceived(1000n, 100)).toBe(0n);
    expect(() => minimumReceived(1000n, -1)).toThrow(RangeError);
    expect(() => minimumReceived(1000n, 101)).toThrow(RangeError);
    expect(() => minimumReceived(1000n, Number.NaN)).toThrow(RangeError);
  });

  test('price impact: the USD worth lost in percent, unknown without both prices, never below 0', () => {
    // 1 ETH at 3000 USD for 2970 PUSD at 1 USD: 1 % lost.
    const oneEth = { units: 10n ** 18n, decimals: 18, price: 3000 };
    expect(priceImpact(oneEth, { units: 2_970_000_000n, decimals: 6, price: 1 })).toBeCloseTo(1, 10);
    expect(priceImpact(oneEth, { units: 3_100_000_000n, decimals: 6, price: 1 })).toBe(0);
    expect(priceImpact(oneEth, { units: 2_970_000_000n, decimals: 6, price: 0 })).toBeUndefined();
    expect(priceImpact({ ...oneEth, price: 0 }, { units: 1n, decimals: 6, price: 1 })).toBeUndefined();
    expect(priceImpact({ ...oneEth, units: 0n }, { units: 1n, decimals: 6, price: 1 })).toBeUndefined();
  });

  test('the network cost is gas times gas price, in wei', () => {
    expect(networkCost('150000', '2000000000')).toBe(300_000_000_000_000n);
    expect(networkCost(21_000n, 1n)).toBe(21_000n);
  });
});
