/**
 * The payment amount typed in the OnRamp view, checked against the payment currency's card limits
 * (§9: 10.00–7500.00 in USD or EUR) before a quote is asked. Compared in whole cents, so 7500.01 is
 * refused and no float rounding decides a limit.
 */
import { amountOutsideLimitsText, ONRAMP_MESSAGES } from './onRampMessages.ts';
import type { PaymentCurrency } from './onRampTypes.ts';

/** The payment method whose limits the view shows and the amount is held to. */
export const ONRAMP_CARD_METHOD = 'CARD';

/** A fiat amount as a person types it: digits, and at most 2 decimals ('100', '100.5', '.5'). */
const FIAT_AMOUNT = /^(\d+)?(?:\.(\d{0,2}))?$/;

/** The amount in whole cents, or undefined when it is not a fiat amount ('', 'ten', '1.005'). */
export function centsOf(amount: string): bigint | undefined {
  const match = FIAT_AMOUNT.exec(amount.trim());
  if (!match || (match[1] === undefined && !match[2])) return undefined;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The amount as the quote API takes it: '100' → '100.00'; assumes `centsOf(amount)` is defined. */
export function fiatAmountOf(amount: string): string {
  const cents = centsOf(amount) ?? 0n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** The card limits of the payment currency (its own entry); undefined when it lists no card method. */
export function cardLimitsOf(
  currency: PaymentCurrency | undefined,
): { min: string; max: string } | undefined {
  return currency?.payment_method_limits.find((method) => method.id === ONRAMP_CARD_METHOD);
}

/**
 * What keeps the amount from being quoted: 'Enter an amount' (empty or not a number), or 'Amount
 * must be between {min} and {max} {currency}' outside the card limits; undefined when it can be.
 * A currency with no card limits (or unreadable ones) holds the amount to none.
 */
export function onRampAmountError(amount: string, currency: PaymentCurrency | undefined): string | undefined {
  const cents = centsOf(amount);
  if (cents === undefined) return ONRAMP_MESSAGES.enterAmount;
  const limits = cardLimitsOf(currency);
  if (!limits || !currency) return undefined;
  const min = centsOf(limits.min);
  const max = centsOf(limits.max);
  if ((min !== undefined && cents < min) || (max !== undefined && cents > max)) {
    return amountOutsideLimitsText(limits, currency.id);
  }
  return undefined;
}

/**
 * The §3 error the flow keeps while the amount cannot be quoted: only the limits text. An empty or
 * unfinished amount is not an error to show; the view asks for one ('Enter an amount').
 */
export function onRampLimitsError(amount: string, currency: PaymentCurrency | undefined): string | undefined {
  const error = onRampAmountError(amount, currency);
  return error === ONRAMP_MESSAGES.enterAmount ? undefined : error;
}
