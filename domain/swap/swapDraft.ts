/**
 * The swap draft's rules: what is missing before a quote can be asked for (SWAP_MESSAGES), how a new
 * token list carries the chosen tokens over, which token is the native coin, and whether the exchange
 * must first be allowed to take the token sold.
 */
import { heldUnits, parseSwapAmount } from './swapAmounts.ts';
import { SWAP_MESSAGES, type SwapMessage } from './swapMessages.ts';
import { NATIVE_SWAP_TOKEN_ADDRESS, type SwapToken } from './swapToken.ts';

/** What the person chose: the token sold, the token bought and the amount sold as typed. */
export interface SwapDraft {
  sourceToken: SwapToken | undefined;
  toToken: SwapToken | undefined;
  sourceTokenAmount: string;
}

/** Whether two tokens are the same (CAIP-10 addresses compare case-insensitively: checksums). */
export function isSameSwapToken(a: SwapToken | undefined, b: SwapToken | undefined): boolean {
  return a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase();
}

/** Whether the token is the network's native coin (§7's 0xeee…e placeholder address). */
export function isNativeSwapToken(token: SwapToken): boolean {
  return token.address.split(':').at(-1)?.toLowerCase() === NATIVE_SWAP_TOKEN_ADDRESS;
}

/** The amount sold in the source token's smallest unit, when the draft has a source and a valid amount. */
export function sourceUnits(draft: SwapDraft): bigint | undefined {
  return draft.sourceToken && parseSwapAmount(draft.sourceTokenAmount, draft.sourceToken.decimals);
}

/**
 * What is wrong with the draft, in this order: 'Select a token' (either side missing), 'Select a
 * different token', 'Enter an amount' (not a positive number the token can count), 'Insufficient
 * balance' (more than the account holds, compared in the smallest unit); undefined when nothing is.
 */
export function swapDraftError(draft: SwapDraft): SwapMessage | undefined {
  const { sourceToken, toToken } = draft;
  if (!sourceToken || !toToken) return SWAP_MESSAGES.selectToken;
  if (isSameSwapToken(sourceToken, toToken)) return SWAP_MESSAGES.selectDifferentToken;
  const units = sourceUnits(draft);
  if (units === undefined) return SWAP_MESSAGES.enterAmount;
  if (units > heldUnits(sourceToken.quantity.numeric, sourceToken.decimals)) {
    return SWAP_MESSAGES.insufficientBalance;
  }
  return undefined;
}

/**
 * Whether the draft can be quoted: complete, even when it sells more than is held (the person still
 * sees what the amount would give; the review refuses it).
 */
export function canQuoteDraft(draft: SwapDraft): boolean {
  const error = swapDraftError(draft);
  return error === undefined || error === SWAP_MESSAGES.insufficientBalance;
}

/**
 * The chosen tokens in a new token list (with fresh holdings): each one kept when the list has it
 * (as the list has it), else the token sold defaults to the native coin when listed and the token
 * bought to none. The native coin is not the default when it is already the token bought.
 */
export function withTokenList(
  draft: Pick<SwapDraft, 'sourceToken' | 'toToken'>,
  tokens: readonly SwapToken[],
): Pick<SwapDraft, 'sourceToken' | 'toToken'> {
  const listed = (token: SwapToken | undefined) => tokens.find((entry) => isSameSwapToken(entry, token));
  const toToken = listed(draft.toToken);
  const native = tokens.find((token) => isNativeSwapToken(token) && !isSameSwapToken(token, toToken));
  return { sourceToken: listed(draft.sourceToken) ?? native, toToken };
}

/**
 * Whether the exchange must first be allowed to take the amount sold: never for the native coin
 * (it goes with the transaction), else when the quote's allowance is below the amount.
 */
export function needsSwapApproval(
  sourceToken: SwapToken,
  amount: bigint,
  quote: { allowance: string },
): boolean {
  return !isNativeSwapToken(sourceToken) && BigInt(quote.allowance) < amount;
}
