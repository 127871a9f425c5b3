/**
 * What the Swap view says about an unfinished draft. The spec gives no texts for these, so they are
 * Portico's own English wording (the §8 catalogue in domain/errors.ts keeps the spec's); the UI's
 * catalogue adds keys for them.
 */
export const SWAP_MESSAGES = {
  /** The token to sell or the token to buy is not chosen yet. */
  selectToken: 'Select a token',
  /** The same token on both sides. */
  selectDifferentToken: 'Select a different token',
  /** The amount is empty, zero, not a number, or has more decimals than the token. */
  enterAmount: 'Enter an amount',
  /** The amount is more than the account holds of the token sold. */
  insufficientBalance: 'Insufficient balance',
} as const;

/** One of the texts above. */
export type SwapMessage = (typeof SWAP_MESSAGES)[keyof typeof SWAP_MESSAGES];
