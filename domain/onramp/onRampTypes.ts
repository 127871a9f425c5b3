/**
 * §3 On-ramp: what can be bought (purchase currencies and their networks), with what (payment currencies
 * and their per-method limits), from whom (the providers and their fee ranges, §9), and a quote.
 * Field names are the on-ramp API's (§7 /v1/onramp/options, /v1/onramp/quote).
 */

/** A currency that can be bought, on the networks it is sold on. */
export interface PurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: readonly {
    name: string;
    display_name: string;
    /** The chain's reference: '31337' for eip155:31337, the genesis-hash reference on Solana. */
    chain_id: string;
    /** '' for the native coin. */
    contract_address: string;
  }[];
}

/** A currency to pay with, and the amounts each payment method allows (§9: card 10.00–7500.00, bank 10.00–25000.00). */
export interface PaymentCurrency {
  id: string;
  payment_method_limits: readonly { id: string; min: string; max: string }[];
}

/** An on-ramp provider and its fee range in percent (§9: two providers, 1–2 % each). */
export interface OnRampProvider {
  name: string;
  label: string;
  feeRange: { min: number; max: number };
}

/** What the on-ramp offers: the options answer, or the built-in defaults when it fails (§4). */
export interface OnRampOptions {
  purchaseCurrencies: readonly PurchaseCurrency[];
  paymentCurrencies: readonly PaymentCurrency[];
  providers: readonly OnRampProvider[];
}

/** An amount in a currency, as the API writes it ('100.00', 'USD'). */
export interface CurrencyAmount {
  amount: string;
  currency: string;
}

/** §3 quote: what the payment buys and what it costs; `quoteId` '' for the §4 placeholder quote. */
export interface OnRampQuote {
  purchaseAmount: CurrencyAmount;
  paymentSubtotal: CurrencyAmount;
  paymentTotal: CurrencyAmount;
  networkFee: CurrencyAmount;
  /** The provider's fee. */
  providerFee: CurrencyAmount;
  quoteId: string;
}
