/**
 * A fake exchange and wallet for the swap statechart's unit tests: the five actors the engine
 * provides, answering from the functions given (by default: the test tokens, a quote of 2 000 PUSD
 * per ETH with no allowance, honest builds on the local Uniswap v2 router, and receipts), recording
 * every request.
 */
import { encodeFunctionData, erc20Abi, parseAbi } from 'viem';
import { fromPromise } from 'xstate';
import { minimumReceived } from '../domain/swap/swapAmounts.ts';
import type { BuiltSwapTransaction } from '../domain/swap/swapBuildCheck.ts';
import { isNativeSwapToken } from '../domain/swap/swapDraft.ts';
import { LOCAL_UNISWAP_V2_ROUTER, LOCAL_WETH } from '../domain/swap/swapNetworks.ts';
import type { SwapToken } from '../domain/swap/swapToken.ts';
import type {
  FetchSwapQuoteInput,
  FetchSwapTokensInput,
  SendSwapTransactionInput,
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
  /** The approval the exchange builds (default: the local router may take exactly the amount). */
  buildApproval: (input: SwapTransactionInput) => Promise<BuiltSwapTransaction>;
  /** The swap the exchange builds (default: the reviewed one, at the shown minimum). */
  buildSwap: (input: SwapTransactionInput) => Promise<BuiltSwapTransaction>;
  /** What the wallet answers for the approval and for the swap, once sent. */
  approve: (input: SendSwapTransactionInput) => Promise<SwapTransactionOutput>;
  swap: (input: SendSwapTransactionInput) => Promise<SwapTransactionOutput>;
}

const ROUTER_ABI = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const addressOf = (caip10: string) => caip10.split(':')[2] as `0x${string}`;
const DEADLINE = 2_000_000_000n;

/** The approval an honest exchange builds: the local router may take exactly the amount. */
export async function honestApproval(input: SwapTransactionInput): Promise<BuiltSwapTransaction> {
  return {
    from: input.caipAddress,
    to: input.from.address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [LOCAL_UNISWAP_V2_ROUTER, BigInt(input.amount)],
    }),
    value: '0',
    eip155: { gas: '50000', gasPrice: '1000000000' },
  };
}

/** An approval letting `spender` (not the router) take an unlimited amount: what a rogue exchange builds. */
export async function rogueApproval(
  input: SwapTransactionInput,
  spender: `0x${string}`,
): Promise<BuiltSwapTransaction> {
  return {
    ...(await honestApproval(input)),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 2n ** 255n] }),
  };
}

/** The swap an honest exchange builds on the local router: the reviewed one, at `minimum` (default the shown one). */
export async function honestSwap(
  input: SwapTransactionInput,
  minimum?: bigint,
): Promise<BuiltSwapTransaction> {
  const amountOutMin = minimum ?? minimumReceived(BigInt(input.toAmount), input.slippage);
  const pathToken = (token: SwapToken) => (isNativeSwapToken(token) ? LOCAL_WETH : addressOf(token.address));
  const path = [pathToken(input.from), pathToken(input.to)];
  const recipient = addressOf(input.caipAddress);
  const amount = BigInt(input.amount);
  const data = isNativeSwapToken(input.from)
    ? encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, DEADLINE],
      })
    : encodeFunctionData({
        abi: ROUTER_ABI,
        functionName: isNativeSwapToken(input.to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [amount, amountOutMin, path, recipient, DEADLINE],
      });
  return {
    from: input.caipAddress,
    to: `${input.caipNetworkId}:${LOCAL_UNISWAP_V2_ROUTER}`,
    data,
    value: isNativeSwapToken(input.from) ? input.amount : '0',
    eip155: { gas: '150000', gasPrice: '1000000000' },
  };
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
    /** The approvals and swaps asked to be built. */
    approvals: [] as SwapTransactionInput[],
    swaps: [] as SwapTransactionInput[],
    /** What the wallet was asked to send, in order. */
    sent: [] as SendSwapTransactionInput[],
  };
  const answer: SwapExchangeAnswers = {
    tokens: async () => SWAP_TOKENS,
    quote: defaultQuote,
    buildApproval: honestApproval,
    buildSwap: (input) => honestSwap(input),
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
    buildSwapApproval: fromPromise<BuiltSwapTransaction, SwapTransactionInput>(({ input }) => {
      requests.approvals.push(input);
      return answer.buildApproval(input);
    }),
    buildSwap: fromPromise<BuiltSwapTransaction, SwapTransactionInput>(({ input }) => {
      requests.swaps.push(input);
      return answer.buildSwap(input);
    }),
    sendSwapTransaction: fromPromise<SwapTransactionOutput, SendSwapTransactionInput>(({ input }) => {
      requests.sent.push(input);
      const toRouter = input.tx.to.toLowerCase().endsWith(LOCAL_UNISWAP_V2_ROUTER.toLowerCase());
      return toRouter ? answer.swap(input) : answer.approve(input);
    }),
  };
  return { actors, requests };
}
