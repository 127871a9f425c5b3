import { describe, expect, it } from 'vitest';
import { centsOf, formatCents, limitBreach, quoteFigures } from './quoteMath.ts';

describe('on-ramp quote arithmetic', () => {
  it('reads and writes fiat amounts as whole cents', () => {
    expect(centsOf('10')).toBe(1000n);
    expect(centsOf('10.5')).toBe(1050n);
    expect(centsOf('7500.01')).toBe(750001n);
    expect(formatCents(999n)).toBe('9.99');
    expect(formatCents(2500000n)).toBe('25000.00');
  });

  it('holds the §9 limits: card 10.00 to 7500.00, bank 10.00 to 25000.00, naming the limit broken', () => {
    expect(limitBreach(999n, 'USD', 'CARD')).toBe('amount: must be at least 10.00 USD (the CARD minimum)');
    expect(limitBreach(1000n, 'USD', 'CARD')).toBeUndefined();
    expect(limitBreach(750000n, 'USD', 'CARD')).toBeUndefined();
    expect(limitBreach(750001n, 'EUR', 'CARD')).toBe(
      'amount: must be at most 7500.00 EUR (the CARD maximum)',
    );
    expect(limitBreach(2500000n, 'USD', 'ACH_BANK_ACCOUNT')).toBeUndefined();
    expect(limitBreach(2500001n, 'USD', 'ACH_BANK_ACCOUNT')).toBe(
      'amount: must be at most 25000.00 USD (the ACH_BANK_ACCOUNT maximum)',
    );
    // Without a method, any method's bounds.
    expect(limitBreach(2500000n, 'USD')).toBeUndefined();
    expect(limitBreach(999n, 'USD')).toBe('amount: must be at least 10.00 USD (the minimum)');
  });

  it('rounds the provider fee up and the purchase down, to at most 8 decimals', () => {
    const figures = quoteFigures({
      totalCents: 1000n,
      feeBps: 125,
      networkFeeCents: 10n,
      price: 3,
      decimals: 18,
    });
    // 1.25 % of 10.00 is 12.5 cents: charged 13.
    expect(figures.feeCents).toBe(13n);
    expect(figures.subtotalCents).toBe(1000n - 13n - 10n);
    // 9.77 / 3 = 3.25666666…: kept to 8 decimals, rounded down.
    expect(figures.purchaseUnits).toBe(3_256_666_660_000_000_000n);
    const pusd = quoteFigures({
      totalCents: 10000n,
      feeBps: 200,
      networkFeeCents: 10n,
      price: 1,
      decimals: 6,
    });
    expect(pusd.purchaseUnits).toBe(97_900_000n);
  });
});
