/**
 * `fetchSwapQuote`: what the exchange gives now for the amount (`/v1/convert/quotes`), how much of the
 * token it may take (`/allowance`), and the network cost: the standard gas price (`/gas-price`) times
 * the gas of the swap the API builds (`/build-transaction`, estimated on chain). A swap that still
 * needs its approval cannot be estimated (the chain would refuse it), so it is shown at
 * {@link SWAP_GAS_BEFORE_APPROVAL}. The calls that do not wait on one another go out together.
 */
import { maxUint256 } from 'viem';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants.ts';
import type { FetchSwapQuoteInput, SwapQuote } from '../../machines/swap/swap.context.ts';
import type { ConvertApi } from '../api/convertApi.ts';
import { isNativeSwapToken } from './swapTokens.ts';

/**
 * Gas shown for a swap before its token is approved: what the conversion API itself assumes for a swap
 * it does not estimate (a two-token Uniswap v2 swap uses about 110 000 – 150 000), so the shown cost
 * errs high rather than low.
 */
export const SWAP_GAS_BEFORE_APPROVAL = 250_000n;

export async function fetchSwapQuote(
  convert: ConvertApi,
  { caipNetworkId, caipAddress, from, to, amount }: FetchSwapQuoteInput,
  signal?: AbortSignal,
): Promise<SwapQuote> {
  const swap = { amount, userAddress: caipAddress, from: from.address, to: to.address };
  // The native coin goes along with the swap itself: there is nothing to approve, so no call.
  const allowance = isNativeSwapToken(from)
    ? Promise.resolve(maxUint256.toString())
    : convert.allowance({ tokenAddress: from.address, userAddress: caipAddress }, signal);
  const gas = allowance.then(async (allowed) =>
    BigInt(allowed) >= BigInt(amount)
      ? (await convert.buildTransaction({ ...swap, slippage: SWAP_SLIPPAGE_TOLERANCE }, signal)).eip155.gas
      : SWAP_GAS_BEFORE_APPROVAL.toString(),
  );
  const [toAmount, allowed, gasPrice, swapGas] = await allInOrder([
    convert.quote(swap, signal),
    allowance,
    convert.gasPrice(caipNetworkId, signal),
    gas,
  ] as const);
  return { toAmount, allowance: allowed, gasPrice: gasPrice.standard, gas: swapGas };
}

/**
 * Like Promise.all, but when several fail the first in the list is reported, not the first to settle:
 * on a network outside the swap list the quote's 'Network not supported for Swaps' wins over the gas
 * price's '… for Gas Price', whichever answer came first.
 */
async function allInOrder<T extends readonly unknown[]>(
  promises: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
