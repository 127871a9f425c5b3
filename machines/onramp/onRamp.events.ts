/** The on-ramp flow's events: the engine tells it the account; the views (or `useOnRamp`) choose, type and buy. */
import type { OnRampProvider, PaymentCurrency, PurchaseCurrency } from '../../domain/onramp/onRampTypes.ts';
import type { AccountRef } from '../account/account.ts';

export type OnRampEvent =
  /** The connected account now (undefined: none). */
  | { type: 'onramp.account'; account: AccountRef | undefined }
  | { type: 'onramp.setPurchaseCurrency'; currency: PurchaseCurrency }
  | { type: 'onramp.setPaymentCurrency'; currency: PaymentCurrency }
  /** The payment amount as typed ('100'). */
  | { type: 'onramp.setAmount'; amount: string }
  /** Buy from this provider: its page opens (synchronously, in the click, so no popup blocker stops it). */
  | { type: 'onramp.buy'; provider: OnRampProvider }
  /** The visitor closed BuyInProgress or gave up waiting. */
  | { type: 'onramp.cancel' }
  /** §4 reset restores the defaults. */
  | { type: 'onramp.reset' };
