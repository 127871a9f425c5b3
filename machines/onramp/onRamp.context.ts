/**
 * The on-ramp flow's context (§3 On-ramp: purchase and payment currencies, quote, quotesLoading, error;
 * §4: options failure → built-in defaults, quote failure → placeholder quote with the error kept, reset
 * restores defaults), its input, and the contracts of the actors the engine provides (headless/onramp/).
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import type {
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../../domain/onramp/onRampTypes.ts';
import type { AccountRef } from '../account/account.ts';

/** Input of `fetchOnRampQuote`: pay `amount` (e.g. '100.00') of the payment currency for the purchase currency. */
export interface FetchOnRampQuoteInput {
  purchaseCurrency: PurchaseCurrency;
  paymentCurrency: PaymentCurrency;
  amount: string;
  /** The purchase currency's network name on the account's chain (PurchaseCurrency.networks[].name). */
  network: string;
  provider: string;
}

/** Input of `startOnRampPurchase`: the provider chosen, for the quote, to the account. */
export interface StartOnRampPurchaseInput {
  provider: OnRampProvider;
  quote: OnRampQuote;
  purchaseCurrency: PurchaseCurrency;
  paymentCurrency: PaymentCurrency;
  amount: string;
  caipAddress: string;
  caipNetworkId: CaipNetworkId;
}

/** What `startOnRampPurchase` answers: the provider page it opened (§7 /v1/generators/onrampurl). */
export interface StartOnRampPurchaseOutput {
  url: string;
  /** When the purchase started (ms, the engine's clock): its history is watched from then (`since`). */
  startedAt: number;
}

/** Input of `watchOnRampPurchase`: the account's on-ramp history (§7 history with `onramp`) since `since` (ms). */
export interface WatchOnRampPurchaseInput {
  provider: string;
  caipAddress: string;
  caipNetworkId: CaipNetworkId;
  since: number;
}

/** What `watchOnRampPurchase` answers once the funds arrived: the credit's transaction hash. */
export interface WatchOnRampPurchaseOutput {
  hash: string;
}

/** What the on-ramp actor knows (§3). */
export interface OnRampContext {
  account: AccountRef | undefined;
  /** The options answer, or the built-in defaults (§4 options failure). */
  options: OnRampOptions;
  purchaseCurrency: PurchaseCurrency | undefined;
  paymentCurrency: PaymentCurrency | undefined;
  /** The payment amount as typed ('100'). */
  amount: string;
  /** The provider the quote is for, and the one chosen to buy from. */
  provider: OnRampProvider | undefined;
  /** The last quote, or the §4 placeholder after a failure. */
  quote: OnRampQuote | undefined;
  /** §3 error message: why the last quote or purchase failed; cleared by the next edit. */
  error: string | undefined;
  /** The purchase's credit hash once the funds arrived. */
  lastHash: string | undefined;
  /** The purchase under way or last made; undefined before the first 'onramp.buy'. */
  purchase: OnRampPurchase | undefined;
}

/**
 * A purchase: the account it credits (kept when the root tells another account meanwhile) and when it
 * started (undefined until the provider's page is open).
 */
export interface OnRampPurchase {
  account: AccountRef;
  startedAt: number | undefined;
}

/** Input of the on-ramp actor. */
export interface OnRampInput {
  account?: AccountRef | undefined;
}

/** What the on-ramp actor tells the root (machines/vocabulary/reports.ts); the root decides what follows. */
export type OnRampReport =
  /** Show this error in the snackbar. */
  | { type: 'notice.raised'; variant: 'error'; message: string }
  /** The provider's page is open: the root pushes BuyInProgress. */
  | { type: 'onramp.purchaseStarted' }
  /** The funds arrived: the account session refreshes that network's balances (BuyInProgress shows success). */
  | { type: 'onramp.succeeded'; caipNetworkId: CaipNetworkId; hash: string };
