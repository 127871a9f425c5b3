import { describe, expect, test } from 'vitest';
import { ONRAMP_DEFAULT_OPTIONS, placeholderQuote } from './onRampDefaults.ts';

describe('on-ramp built-in defaults (§4, §9)', () => {
  test('USD and EUR with the §9 limits: card 10.00–7500.00, bank account 10.00–25000.00', () => {
    expect(ONRAMP_DEFAULT_OPTIONS.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    for (const currency of ONRAMP_DEFAULT_OPTIONS.paymentCurrencies) {
      expect(currency.payment_method_limits).toEqual([
        { id: 'CARD', min: '10.00', max: '7500.00' },
        { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
      ]);
    }
  });

  test('ETH and USDC on Ethereum, from two providers with fees of 1–2 %', () => {
    expect(ONRAMP_DEFAULT_OPTIONS.purchaseCurrencies.map((currency) => currency.symbol)).toEqual([
      'ETH',
      'USDC',
    ]);
    for (const currency of ONRAMP_DEFAULT_OPTIONS.purchaseCurrencies) {
      expect(currency.networks.map((network) => network.chain_id)).toEqual(['1']);
    }
    expect(ONRAMP_DEFAULT_OPTIONS.providers).toHaveLength(2);
    for (const provider of ONRAMP_DEFAULT_OPTIONS.providers)
      expect(provider.feeRange).toEqual({ min: 1, max: 2 });
  });

  test("§4 placeholder quote: nothing bought, no fees, the amount as the total, quoteId ''", () => {
    expect(placeholderQuote('100.00', 'EUR', 'ETH')).toEqual({
      purchaseAmount: { amount: '0', currency: 'ETH' },
      paymentSubtotal: { amount: '100.00', currency: 'EUR' },
      paymentTotal: { amount: '100.00', currency: 'EUR' },
      networkFee: { amount: '0', currency: 'EUR' },
      providerFee: { amount: '0', currency: 'EUR' },
      quoteId: '',
    });
  });
});
