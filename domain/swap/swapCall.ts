/**
 * What a swap transaction built by the conversion API would do, read from its calldata before the
 * wallet is asked to send it: the exchange router called, the tokens sold and bought, the amount sold,
 * the least it accepts in return and who receives it. Two routers are read: dev/chain's Uniswap v2
 * (the local chains) and 1inch's AggregationRouterV6 (production's default provider). A call that is
 * none of the functions below is not read (undefined), so it is never sent: Portico cannot tell what
 * it would do.
 */
import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem';
import type { SwapRouter } from './swapNetworks.ts';
import { NATIVE_SWAP_TOKEN_ADDRESS } from './swapToken.ts';

/** A swap call, read. Addresses are lower case; amounts are the smallest unit. */
export interface SwapCall {
  /** The token sold (the native coin as `0xeeee…eeee`). */
  tokenIn: string;
  /** The token bought, when the call names it (1inch's single-pool calls hide it in packed pool data). */
  tokenOut: string | undefined;
  /** How much of `tokenIn` the call sells; for the native coin, the value sent along. */
  amountIn: bigint;
  /** The least of `tokenOut` the router accepts, else it reverts. */
  amountOutMin: bigint;
  /** Who receives `tokenOut`; undefined when the router pays the sender (msg.sender). */
  recipient: string | undefined;
}

/** A value computed once, on first use. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** Parsed on first use, not on import: the swap chunk loads with the Swap view, the ABIs with a swap. */
const uniswapV2Abi = lazy(() =>
  parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  ]),
);

/** AggregationRouterV6's swap functions; `Address` there is a uint256 whose low 160 bits are the address. */
const oneInchV6Abi = lazy(() =>
  parseAbi([
    'function swap(address executor, (address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc, bytes data) payable returns (uint256 returnAmount, uint256 spentAmount)',
    'function unoswap(uint256 token, uint256 amount, uint256 minReturn, uint256 dex) returns (uint256 returnAmount)',
    'function unoswap2(uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2) returns (uint256 returnAmount)',
    'function unoswap3(uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) returns (uint256 returnAmount)',
    'function unoswapTo(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex) returns (uint256 returnAmount)',
    'function unoswapTo2(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2) returns (uint256 returnAmount)',
    'function unoswapTo3(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) returns (uint256 returnAmount)',
    'function ethUnoswap(uint256 minReturn, uint256 dex) payable returns (uint256 returnAmount)',
    'function ethUnoswap2(uint256 minReturn, uint256 dex, uint256 dex2) payable returns (uint256 returnAmount)',
    'function ethUnoswap3(uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) payable returns (uint256 returnAmount)',
    'function ethUnoswapTo(uint256 to, uint256 minReturn, uint256 dex) payable returns (uint256 returnAmount)',
    'function ethUnoswapTo2(uint256 to, uint256 minReturn, uint256 dex, uint256 dex2) payable returns (uint256 returnAmount)',
    'function ethUnoswapTo3(uint256 to, uint256 minReturn, uint256 dex, uint256 dex2, uint256 dex3) payable returns (uint256 returnAmount)',
  ]),
);

const NATIVE = NATIVE_SWAP_TOKEN_ADDRESS.toLowerCase();
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const LOW_160_BITS = (1n << 160n) - 1n;
/** 1inch's `_PARTIAL_FILL` flag: the minimum is then checked pro rata to what was spent, not as a floor. */
const ONE_INCH_PARTIAL_FILL = 1n;

/** 1inch's packed `Address` (a uint256): the address in its low 160 bits, lower case. */
function packedAddress(value: bigint): string {
  return `0x${(value & LOW_160_BITS).toString(16).padStart(40, '0')}`;
}

/** A router path's token: WETH stands for the native coin. */
const pathToken = (address: Address, weth: Address) =>
  address.toLowerCase() === weth.toLowerCase() ? NATIVE : address.toLowerCase();

function readUniswapV2(data: Hex, value: bigint, weth: Address): SwapCall | undefined {
  const call = decodeFunctionData({ abi: uniswapV2Abi(), data });
  if (call.functionName === 'swapExactETHForTokens') {
    const [amountOutMin, path, to] = call.args;
    const first = path[0];
    const last = path[path.length - 1];
    // The router wraps what is sent as WETH: a path that does not start there would revert.
    if (!first || !last || path.length < 2 || pathToken(first, weth) !== NATIVE) return undefined;
    return {
      tokenIn: NATIVE,
      tokenOut: pathToken(last, weth),
      amountIn: value,
      amountOutMin,
      recipient: to.toLowerCase(),
    };
  }
  const [amountIn, amountOutMin, path, to] = call.args;
  const first = path[0];
  const last = path[path.length - 1];
  if (!first || !last || path.length < 2) return undefined;
  // swapExactTokensForETH pays out the native coin (its path ends in WETH); ForTokens pays the token.
  const tokenOut = call.functionName === 'swapExactTokensForETH' ? pathToken(last, weth) : last.toLowerCase();
  if (call.functionName === 'swapExactTokensForETH' && tokenOut !== NATIVE) return undefined;
  return { tokenIn: first.toLowerCase(), tokenOut, amountIn, amountOutMin, recipient: to.toLowerCase() };
}

function readOneInchV6(data: Hex, value: bigint): SwapCall | undefined {
  const call = decodeFunctionData({ abi: oneInchV6Abi(), data });
  switch (call.functionName) {
    case 'swap': {
      const [, desc] = call.args;
      if ((desc.flags & ONE_INCH_PARTIAL_FILL) !== 0n) return undefined;
      const receiver = desc.dstReceiver.toLowerCase();
      return {
        tokenIn: desc.srcToken.toLowerCase(),
        tokenOut: desc.dstToken.toLowerCase(),
        amountIn: desc.amount,
        amountOutMin: desc.minReturnAmount,
        // The router pays msg.sender when dstReceiver is zero.
        recipient: receiver === ZERO_ADDRESS ? undefined : receiver,
      };
    }
    case 'unoswap':
    case 'unoswap2':
    case 'unoswap3': {
      const [token, amount, minReturn] = call.args;
      return {
        tokenIn: packedAddress(token),
        tokenOut: undefined,
        amountIn: amount,
        amountOutMin: minReturn,
        recipient: undefined,
      };
    }
    case 'unoswapTo':
    case 'unoswapTo2':
    case 'unoswapTo3': {
      const [to, token, amount, minReturn] = call.args;
      return {
        tokenIn: packedAddress(token),
        tokenOut: undefined,
        amountIn: amount,
        amountOutMin: minReturn,
        recipient: packedAddress(to),
      };
    }
    case 'ethUnoswap':
    case 'ethUnoswap2':
    case 'ethUnoswap3':
      return {
        tokenIn: NATIVE,
        tokenOut: undefined,
        amountIn: value,
        amountOutMin: call.args[0],
        recipient: undefined,
      };
    default: {
      const [to, minReturn] = call.args;
      return {
        tokenIn: NATIVE,
        tokenOut: undefined,
        amountIn: value,
        amountOutMin: minReturn,
        recipient: packedAddress(to),
      };
    }
  }
}

/**
 * Reads a swap call made to `router` with `data` and `value` (wei sent along), or undefined when it
 * is not one of the router's swap functions or its arguments do not decode.
 */
export function readSwapCall(router: SwapRouter, data: string, value: bigint): SwapCall | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(data)) return undefined;
  try {
    return router.kind === 'uniswapV2'
      ? readUniswapV2(data as Hex, value, router.weth)
      : readOneInchV6(data as Hex, value);
  } catch {
    // viem throws for an unknown selector or arguments that do not decode: not a call Portico can read.
    return undefined;
  }
}

const erc20ApproveAbi = lazy(() =>
  parseAbi(['function approve(address spender, uint256 amount) returns (bool)']),
);

/** An ERC-20 `approve(spender, amount)` call, read (spender lower case), or undefined for any other call. */
export function readApproveCall(data: string): { spender: string; amount: bigint } | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(data)) return undefined;
  try {
    const call = decodeFunctionData({ abi: erc20ApproveAbi(), data: data as Hex });
    const [spender, amount] = call.args;
    return { spender: spender.toLowerCase(), amount };
  } catch {
    return undefined;
  }
}
