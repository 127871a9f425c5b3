/**
 * The swap flow's events: the engine tells it the connected account; the Swap, SwapSelectToken and
 * SwapPreview views (or a custom UI through `useSwap`) choose the tokens, type the amount, review and
 * confirm.
 */
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import type { AccountRef } from '../account/account.ts';

/** Every event the swap actor accepts. */
export type SwapEvent =
  /** The connected account now (undefined: none); another network means other tokens: start over. */
  | { type: 'swap.account'; account: AccountRef | undefined }
  /** The token to sell (one of `tokens`). */
  | { type: 'swap.setSourceToken'; token: SwapToken }
  /** The token to buy (one of `tokens`). */
  | { type: 'swap.setToToken'; token: SwapToken }
  /** Sell what was to be bought and buy what was to be sold. */
  | { type: 'swap.switchTokens' }
  /** The amount to sell, as typed ('0.5'). */
  | { type: 'swap.setAmount'; amount: string }
  /** Try the failed load or quote again. */
  | { type: 'swap.retry' }
  /** Review the quoted swap (SwapPreview). */
  | { type: 'swap.review' }
  /** Back from the review to the amounts. */
  | { type: 'swap.back' }
  /** Confirm the reviewed swap: approve the token when needed, then swap. */
  | { type: 'swap.confirm' }
  /** Start over (the Swap view closed). */
  | { type: 'swap.reset' };
