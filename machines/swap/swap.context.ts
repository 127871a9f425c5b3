/**
 * The swap flow's context (§3 Swap token; §4 swaps; §9 slippage 1), its input, and the contracts of the
 * actors the engine provides (headless/swap/). Amounts the person types stay strings in the token's
 * unit ('0.5'); amounts from the exchange are whole numbers of the smallest unit, as decimal strings.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import type { BuiltSwapTransaction } from '../../domain/swap/swapBuildCheck.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';

export type { BuiltSwapTransaction };

import type { AccountRef } from '../account/account.ts';

/** Input of `fetchSwapTokens`: the account whose network's exchange is asked. */
export interface FetchSwapTokensInput {
  caipNetworkId: CaipNetworkId;
  /** CAIP-10 of the account: its holdings fill each token's quantity, price and value. */
  caipAddress: string;
}

/** Input of `fetchSwapQuote`: sell `amount` (smallest unit) of `from` for `to`. */
export interface FetchSwapQuoteInput {
  caipNetworkId: CaipNetworkId;
  caipAddress: string;
  from: SwapToken;
  to: SwapToken;
  /** Whole number of `from`'s smallest unit, as a decimal string. */
  amount: string;
}

/** A quote: what the exchange gives now for the amount, and what the swap will cost. */
export interface SwapQuote {
  /** Whole number of `to`'s smallest unit the exchange gives for the amount now. */
  toAmount: string;
  /** How much of `from` the exchange may take from the account now (smallest unit); the native coin: unlimited. */
  allowance: string;
  /** Gas price (wei) and the gas the swap is expected to use: the network cost shown. */
  gasPrice: string;
  gas: string;
}

/**
 * Input of `buildSwapApproval` and `buildSwap`: the swap the review showed, from the account. The
 * built transaction is held against it (domain/swap/swapBuildCheck.ts) before the wallet sees it.
 */
export interface SwapTransactionInput {
  caipNetworkId: CaipNetworkId;
  caipAddress: string;
  from: SwapToken;
  to: SwapToken;
  amount: string;
  /** The quote shown: whole number of `to`'s smallest unit. */
  toAmount: string;
  /** §9 slippage tolerance, in percent. */
  slippage: number;
}

/** Input of `sendSwapTransaction`: a built transaction the checks passed, with the value it sends. */
export interface SendSwapTransactionInput {
  caipNetworkId: CaipNetworkId;
  caipAddress: string;
  tx: BuiltSwapTransaction & { value: string };
}

/** What `sendSwapTransaction` answers once the transaction is on chain (its receipt came). */
export interface SwapTransactionOutput {
  hash: string;
}

/** What the swap actor knows. */
export interface SwapContext {
  account: AccountRef | undefined;
  /** The tokens the exchange trades on the account's network, with the account's holdings. */
  tokens: readonly SwapToken[];
  /** The token sold and the token bought (undefined: not chosen yet). */
  sourceToken: SwapToken | undefined;
  toToken: SwapToken | undefined;
  /** The amount sold, as typed, in the source token's unit. */
  sourceTokenAmount: string;
  /** The quote of the current tokens and amount; undefined while none is known. */
  quote: SwapQuote | undefined;
  /** The §8 or Portico text of the last failure (unsupported network, a quote, the wallet); cleared by the next edit. */
  error: string | undefined;
  /** The approval or swap built and checked, that the wallet is asked to send (undefined: none yet). */
  built: (BuiltSwapTransaction & { value: string }) | undefined;
  /** The hash of the last swap sent (the success view links it). */
  lastHash: string | undefined;
  /**
   * The account the root told while the wallet had the approval or the swap in hand: the request in
   * flight stays as sent, and this account is taken once the wallet answers (undefined: none told).
   */
  deferredAccount: { account: AccountRef | undefined } | undefined;
}

/** Input of the swap actor: the connected account, if any. */
export interface SwapInput {
  account?: AccountRef | undefined;
}

/** What the swap actor tells the root (machines/vocabulary/reports.ts); the root decides what follows. */
export type SwapReport =
  /** Show this error in the snackbar (the root's `notice.raised`, as any child's). */
  | { type: 'notice.raised'; variant: 'error'; message: string }
  /** The quoted swap is under review: the root pushes SwapPreview. */
  | { type: 'swap.previewRequested' }
  /**
   * The swap is on chain (its receipt came) and the flow reset: the root shows Account and the
   * account session refreshes the balances, token balances and activity of that network.
   */
  | { type: 'swap.succeeded'; caipNetworkId: CaipNetworkId; hash: string };
