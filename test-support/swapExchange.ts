/**
 * A fake exchange and wallet for the swap statechart's unit tests: the four actors the engine
 * provides, answering from the functions given (by default: the test tokens, a quote of 2 000 PUSD
 * per ETH with no allowance, and receipts), recording every request.
 */
import { fromPromise } from 'xstate';
import type { SwapToken } from '../domain/swap/swapToken.ts';
import type {
  FetchSwapQuoteInput,
  FetchSwapTokensInput,
  SwapQuote,
  SwapTransactionInput,
  SwapTransactionOutput,
} from '../machines/swap/swap.context.ts';
import { SWAP_TOKENS } from './swapTokens.ts';

export const APPROVAL_HASH = '0xa990';
export const SWAP_HASH = '0x5a90';

/** What the fake answers; each may throw to fail. */
export interface SwapExchangeAnswers {
  tokens: (input: FetchSwapTokensInput) => Promise<readonly SwapToken[]>;
  quote: (input: FetchSwapQuoteInput) => Promise<SwapQuote>;
  approve: (input: SwapTransactionInput) => Promise<SwapTransactionOutput>;
  swap: (input: SwapTransactionInput) => Promise<SwapTransactionOutput>;
}

/** A quote with no allowance: 1 ETH buys 2 000 PUSD, 1 PUSD buys 0.0005 ETH (from the amount's decimals). */
export async function defaultQuote(input: FetchSwapQuoteInput): Promise<SwapQuote> {
  const sold = BigInt(input.amount);
  const toAmount =
    input.from.decimals > input.to.decimals
      ? (sold * 2000n) / 10n ** BigInt(input.from.decimals - input.to.decimals)
      : (sold * 10n ** BigInt(input.to.decimals - input.from.decimals)) / 2000n;
  return { toAmount: toAmount.toString(), allowance: '0', gasPrice: '1000000000', gas: '150000' };
}

export function fakeSwapExchange(answers: Partial<SwapExchangeAnswers> = {}) {
  const requests = {
    tokens: [] as FetchSwapTokensInput[],
    quotes: [] as FetchSwapQuoteInput[],
    approvals: [] as SwapTransactionInput[],
    swaps: [] as SwapTransactionInput[],
  };
  const answer: SwapExchangeAnswers = {
    tokens: async () => SWAP_TOKENS,
    quote: defaultQuote,
    approve: async () => ({ hash: APPROVAL_HASH }),
    swap: async () => ({ hash: SWAP_HASH }),
    ...answers,
  };
  const actors = {
    fetchSwapTokens: fromPromise<SwapToken[], FetchSwapTokensInput>(async ({ input }) => {
      requests.tokens.push(input);
      return [...(await answer.tokens(input))];
    }),
    fetchSwapQuote: fromPromise<SwapQuote, FetchSwapQuoteInput>(({ input }) => {
      requests.quotes.push(input);
      return answer.quote(input);
    }),
    approveSwapToken: fromPromise<SwapTransactionOutput, SwapTransactionInput>(({ input }) => {
      requests.approvals.push(input);
      return answer.approve(input);
    }),
    sendSwap: fromPromise<SwapTransactionOutput, SwapTransactionInput>(({ input }) => {
      requests.swaps.push(input);
      return answer.swap(input);
    }),
  };
  return { actors, requests };
}
