/**
 * What the OnRamp view says about the amount typed. The spec gives no texts for these, so they are
 * Portico's own English wording (the §8 catalogue in domain/errors.ts keeps the spec's); the UI's
 * catalogue adds keys for them.
 */
export const ONRAMP_MESSAGES = {
  /** The amount is empty or not a fiat amount (a number with at most 2 decimals). */
  enterAmount: 'Enter an amount',
  /** The amount is outside the payment currency's card limits (§9: 10.00–7500.00). */
  amountOutsideLimits: 'Amount must be between {min} and {max} {currency}',
} as const;

/** One of the texts above, as a template. */
export type OnRampMessage = (typeof ONRAMP_MESSAGES)[keyof typeof ONRAMP_MESSAGES];

/** 'Amount must be between 10.00 and 7500.00 USD'. */
export function amountOutsideLimitsText(limits: { min: string; max: string }, currency: string): string {
  return ONRAMP_MESSAGES.amountOutsideLimits
    .replace('{min}', limits.min)
    .replace('{max}', limits.max)
    .replace('{currency}', currency);
}
