import { describe, expect, test } from 'vitest';
import { cardLimitsOf, centsOf, fiatAmountOf, onRampAmountError, onRampLimitsError } from './onRampAmount.ts';
import { ONRAMP_DEFAULT_OPTIONS } from './onRampDefaults.ts';
import type { PaymentCurrency } from './onRampTypes.ts';

const [USD, EUR] = ONRAMP_DEFAULT_OPTIONS.paymentCurrencies as [PaymentCurrency, PaymentCurrency];

describe('on-ramp amount (§9 card limits 10.00–7500.00)', () => {
  test('on card: 9.99 refused, 10.00 ok, 7500.00 ok, 7500.01 refused', () => {
    expect(onRampAmountError('9.99', USD)).toBe('Amount must be between 10.00 and 7500.00 USD');
    expect(onRampAmountError('10.00', USD)).toBeUndefined();
    expect(onRampAmountError('10', USD)).toBeUndefined();
    expect(onRampAmountError('7500.00', USD)).toBeUndefined();
    expect(onRampAmountError('7500.01', EUR)).toBe('Amount must be between 10.00 and 7500.00 EUR');
    expect(onRampAmountError('25000', USD)).toBe('Amount must be between 10.00 and 7500.00 USD');
  });

  test("'Enter an amount' for an empty amount or one that is not a fiat amount", () => {
    for (const amount of ['', ' ', '.', 'ten', '-20', '1e3', '10.005', '1,000']) {
      expect(onRampAmountError(amount, USD), amount).toBe('Enter an amount');
      // Not an error the flow keeps: the view asks for the amount.
      expect(onRampLimitsError(amount, USD), amount).toBeUndefined();
    }
    expect(onRampLimitsError('5', USD)).toBe('Amount must be between 10.00 and 7500.00 USD');
  });

  test('a payment currency with no card method holds the amount to no limits', () => {
    const bankOnly: PaymentCurrency = {
      id: 'USD',
      payment_method_limits: [{ id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' }],
    };
    expect(cardLimitsOf(bankOnly)).toBeUndefined();
    expect(onRampAmountError('1', bankOnly)).toBeUndefined();
    expect(cardLimitsOf(USD)).toMatchObject({ min: '10.00', max: '7500.00' });
  });

  test('amounts are read in whole cents and sent with 2 decimals', () => {
    expect(centsOf('7500.01')).toBe(750001n);
    expect(centsOf('.5')).toBe(50n);
    expect(centsOf('abc')).toBeUndefined();
    expect(fiatAmountOf('100')).toBe('100.00');
    expect(fiatAmountOf('100.5')).toBe('100.50');
    expect(fiatAmountOf('0.07')).toBe('0.07');
  });
});
