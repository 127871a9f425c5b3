/**
 * Pure rules of a swap on the seeded Uniswap v2: the router path between two tokens (the native coin
 * travels as WETH), the least output a slippage allows, and the router call that swaps.
 */
import { type Address, encodeFunctionData, type Hex } from 'viem';
import { UNISWAP_V2_ROUTER_ABI } from '../../chain/seed/artifacts/uniswapV2Periphery.ts';
import { NATIVE_TOKEN_ADDRESS } from '../routes/fungible.ts';

/** Whether a token address is the native coin's `0xeeee…eeee`. */
export function isNative(token: Address): boolean {
  return token.toLowerCase() === NATIVE_TOKEN_ADDRESS;
}

/** The router path from `from` to `to`: a direct pool, the native coin as WETH. */
export function swapPath(from: Address, to: Address, weth: Address): [Address, Address] {
  return [isNative(from) ? weth : from, isNative(to) ? weth : to];
}

/** The least output accepted: `quoted` less `slippage` percent (rounded down to basis points). */
export function minimumOut(quoted: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return (quoted * (10_000n - basisPoints)) / 10_000n;
}

/** The router call that swaps exactly `amountIn` of `from` for at least `amountOutMin` of `to`. */
export function swapCalldata(args: {
  from: Address;
  to: Address;
  weth: Address;
  amountIn: bigint;
  amountOutMin: bigint;
  recipient: Address;
  deadline: bigint;
}): { data: Hex; value: bigint } {
  const path = swapPath(args.from, args.to, args.weth);
  const { amountIn, amountOutMin, recipient, deadline } = args;
  if (isNative(args.from)) {
    return {
      value: amountIn,
      data: encodeFunctionData({
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
    };
  }
  return {
    value: 0n,
    data: encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: isNative(args.to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
  };
}
