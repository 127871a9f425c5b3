/**
 * §4 fallbacks of the on-ramp: the built-in options used when GET /v1/onramp/options fails, and the
 * placeholder quote shown when a quote fails (the error is kept beside it).
 */
import { ONRAMP_DEFAULT_LIMITS, ONRAMP_PROVIDER_FEE_RANGE_PERCENT } from '../constants.ts';
import type { OnRampOptions, OnRampQuote, PaymentCurrency } from './onRampTypes.ts';

/** §9: USD or EUR, card and bank account, with the default limits. */
const paymentCurrency = (id: string): PaymentCurrency => ({
  id,
  payment_method_limits: [
    { id: 'CARD', ...ONRAMP_DEFAULT_LIMITS.card },
    { id: 'ACH_BANK_ACCOUNT', ...ONRAMP_DEFAULT_LIMITS.bankAccount },
  ],
});

const feeRange = { ...ONRAMP_PROVIDER_FEE_RANGE_PERCENT };

/** §4 options failure: ETH and USDC on Ethereum, paid in USD or EUR, from two providers (§9). */
export const ONRAMP_DEFAULT_OPTIONS: OnRampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
      ],
    },
  ],
  paymentCurrencies: [paymentCurrency('USD'), paymentCurrency('EUR')],
  providers: [
    { name: 'coinbase', label: 'Coinbase', feeRange },
    { name: 'meld', label: 'Meld', feeRange },
  ],
};

/** §4 quote failure: the amount typed buys nothing and costs nothing yet; `quoteId` '' marks it. */
export function placeholderQuote(
  amount: string,
  paymentCurrencyId: string,
  purchaseSymbol: string,
): OnRampQuote {
  const zero = (currency: string) => ({ amount: '0', currency });
  return {
    purchaseAmount: zero(purchaseSymbol),
    paymentSubtotal: { amount, currency: paymentCurrencyId },
    paymentTotal: { amount, currency: paymentCurrencyId },
    networkFee: zero(paymentCurrencyId),
    providerFee: zero(paymentCurrencyId),
    quoteId: '',
  };
}
