/**
 * A fake on-ramp for the on-ramp statechart's unit tests: the four actors the engine provides,
 * answering from the functions given (by default: dev/cloud's options for the local chains, a quote of
 * the amount at 2 % fee, a provider page, and a credit), recording every request.
 */
import { fromPromise } from 'xstate';
import type {
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../domain/onramp/onRampTypes.ts';
import type {
  FetchOnRampQuoteInput,
  StartOnRampPurchaseInput,
  StartOnRampPurchaseOutput,
  WatchOnRampPurchaseInput,
  WatchOnRampPurchaseOutput,
} from '../machines/onramp/onRamp.context.ts';

/** The Solana stand-in's genesis reference (dev/chain). */
export const LOCAL_SOLANA_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const ONRAMP_CREDIT_HASH = `0x${'c7'.repeat(32)}`;
export const ONRAMP_PAGE_URL = 'http://localhost:8787/onramp/provider/order-1?provider=coinbase';
/** When the fake's purchases start, by the engine's clock. */
export const ONRAMP_STARTED_AT = 1_700_000_000_000;

const limits = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
];
export const USD: PaymentCurrency = { id: 'USD', payment_method_limits: limits };
export const EUR: PaymentCurrency = { id: 'EUR', payment_method_limits: limits };

export const SOL: PurchaseCurrency = {
  id: 'SOL',
  name: 'Solana',
  symbol: 'SOL',
  networks: [
    {
      name: 'solana-local',
      display_name: 'Solana (local)',
      chain_id: LOCAL_SOLANA_REFERENCE,
      contract_address: '',
    },
  ],
};
export const ETH: PurchaseCurrency = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [
    { name: 'anvil-31337', display_name: 'Local chain 31337', chain_id: '31337', contract_address: '' },
  ],
};
export const PUSD: PurchaseCurrency = {
  id: 'PUSD',
  name: 'Portico USD',
  symbol: 'PUSD',
  networks: [
    {
      name: 'anvil-31337',
      display_name: 'Local chain 31337',
      chain_id: '31337',
      contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
  ],
};
export const COINBASE: OnRampProvider = { name: 'coinbase', label: 'Coinbase', feeRange: { min: 1, max: 2 } };
export const MELD: OnRampProvider = { name: 'meld', label: 'Meld', feeRange: { min: 1, max: 2 } };

/**
 * GET /v1/onramp/options as dev/cloud answers it for anvil 31337 and the Solana stand-in, reordered so
 * that neither the account's currency nor USD comes first.
 */
export const LOCAL_ONRAMP_OPTIONS: OnRampOptions = {
  paymentCurrencies: [EUR, USD],
  purchaseCurrencies: [SOL, ETH, PUSD],
  providers: [COINBASE, MELD],
};

/** A quote of the amount: 2 % to the provider, no network fee, the rest bought 1:1 (a made-up rate). */
export async function defaultOnRampQuote(input: FetchOnRampQuoteInput): Promise<OnRampQuote> {
  const currency = input.paymentCurrency.id;
  const totalCents = Math.round(Number(input.amount) * 100);
  const fee = Math.round(totalCents * 0.02);
  const fiat = (value: number) => (value / 100).toFixed(2);
  return {
    purchaseAmount: { amount: fiat(totalCents - fee), currency: input.purchaseCurrency.symbol },
    paymentSubtotal: { amount: fiat(totalCents - fee), currency },
    paymentTotal: { amount: input.amount, currency },
    networkFee: { amount: '0.00', currency },
    providerFee: { amount: fiat(fee), currency },
    quoteId: `quote-${input.amount}-${input.purchaseCurrency.id}-${input.provider}`,
  };
}

/** What the fake answers; each may throw to fail. */
export interface OnRampAnswers {
  options: () => Promise<OnRampOptions>;
  quote: (input: FetchOnRampQuoteInput) => Promise<OnRampQuote>;
  start: (input: StartOnRampPurchaseInput) => Promise<StartOnRampPurchaseOutput>;
  watch: (input: WatchOnRampPurchaseInput) => Promise<WatchOnRampPurchaseOutput>;
}

export function fakeOnRampActors(answers: Partial<OnRampAnswers> = {}) {
  const requests = {
    options: 0,
    quotes: [] as FetchOnRampQuoteInput[],
    starts: [] as StartOnRampPurchaseInput[],
    watches: [] as WatchOnRampPurchaseInput[],
  };
  const answer: OnRampAnswers = {
    options: async () => LOCAL_ONRAMP_OPTIONS,
    quote: defaultOnRampQuote,
    start: async () => ({ url: ONRAMP_PAGE_URL, startedAt: ONRAMP_STARTED_AT }),
    watch: async () => ({ hash: ONRAMP_CREDIT_HASH }),
    ...answers,
  };
  const actors = {
    fetchOnRampOptions: fromPromise<OnRampOptions, void>(() => {
      requests.options += 1;
      return answer.options();
    }),
    fetchOnRampQuote: fromPromise<OnRampQuote, FetchOnRampQuoteInput>(({ input }) => {
      requests.quotes.push(input);
      return answer.quote(input);
    }),
    startOnRampPurchase: fromPromise<StartOnRampPurchaseOutput, StartOnRampPurchaseInput>(({ input }) => {
      requests.starts.push(input);
      return answer.start(input);
    }),
    watchOnRampPurchase: fromPromise<WatchOnRampPurchaseOutput, WatchOnRampPurchaseInput>(({ input }) => {
      requests.watches.push(input);
      return answer.watch(input);
    }),
  };
  return { actors, requests };
}
