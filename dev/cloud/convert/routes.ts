/**
 * The conversion API of spec §7 (`/v1/convert/*`) on dev/chain's seeded Uniswap v2: tokens, quotes (the
 * router's `getAmountsOut`), allowance (towards the router), gas price, and the approve and swap
 * transactions to sign. A chain outside the swap list answers 400 with the §8 message the client shows.
 */
import type { Context, Hono } from 'hono';
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem';
import { MESSAGES } from '../../../domain/errors.ts';
import { UNISWAP_V2_ROUTER_ABI } from '../../chain/seed/artifacts/uniswapV2Periphery.ts';
import { type CloudDeps, type CloudEnv, jsonError, parseBody, parseQuery, requireProject } from '../http.ts';
import { assetUrls } from '../routes/account.ts';
import {
  allowanceQuerySchema,
  approveQuerySchema,
  buildTransactionBodySchema,
  chainQuerySchema,
  quoteQuerySchema,
} from './schemas.ts';
import { isNative, minimumOut, swapCalldata, swapPath } from './swapCall.ts';
import { type SwapChain, SwapChains } from './swapChain.ts';
import { EXCHANGE_TOKENS, exchangeToken } from './tokens.ts';

/** How long a built swap stays valid on chain, from the chain's latest block. */
const SWAP_DEADLINE_SECONDS = 20n * 60n;
/** Gas of a swap built with `disableEstimate` (a two-token Uniswap v2 swap costs about 110 000). */
const UNESTIMATED_SWAP_GAS = 250_000n;
/**
 * Headroom over the chain's estimate, in percent. The estimate runs in the latest block; the swap is
 * mined in a later one, where the pair's first trade of that second also writes its two price
 * accumulators (about 44 000 gas when they were still zero, on a swap estimated at about 130 000),
 * so an exact estimate can run out of gas and revert. Unused gas is not paid.
 */
const GAS_HEADROOM_PERCENT = 50n;

type Handler = (c: Context<CloudEnv>, swaps: SwapChains) => Promise<Response>;

/** A request the chain refuses (a swap that would revert): the caller's fault, a 400. */
class ChainRefused extends Error {}

/** Runs a handler; a chain that does not answer is a 503, as the account routes answer it. */
function onChain(swaps: SwapChains, handler: Handler) {
  return async (c: Context<CloudEnv>) => {
    try {
      return await handler(c, swaps);
    } catch (error) {
      if (error instanceof ChainRefused) return jsonError(c, 400, error.message);
      return jsonError(c, 503, `chain did not answer: ${(error as Error).message.split('\n')[0]}`);
    }
  };
}

/**
 * The swap chain of two CAIP-10 tokens, or the 400 answer when they are not on one swap chain. The
 * user's account may be plain (no chain: it is on the tokens') or CAIP-10 (then on their chain).
 */
async function pairOn(
  c: Context<CloudEnv>,
  swaps: SwapChains,
  from: { chain: string; address: Address },
  to: { chain: string; address: Address },
  user: { chain: string | undefined },
): Promise<SwapChain | Response> {
  const exchange = await swaps.get(from.chain);
  if (!exchange) return jsonError(c, 400, MESSAGES.networkNotSupportedForSwaps);
  if (to.chain !== from.chain || (user.chain !== undefined && user.chain !== from.chain)) {
    return jsonError(c, 400, 'to: from, to and userAddress must be on one chain');
  }
  if (!exchangeToken(from.address)) return jsonError(c, 400, 'from: not a token of this exchange');
  if (!exchangeToken(to.address)) return jsonError(c, 400, 'to: not a token of this exchange');
  if (from.address === to.address) return jsonError(c, 400, 'to: must differ from from');
  return exchange;
}

async function quote(exchange: SwapChain, from: Address, to: Address, amountIn: bigint): Promise<bigint> {
  const amounts = await exchange.client.readContract({
    address: exchange.router,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amountIn, swapPath(from, to, exchange.weth)],
  });
  return amounts[amounts.length - 1] ?? 0n;
}

/** The `tx` of build-approve and build-transaction, gas estimated unless asked not to. */
async function txOf(
  exchange: SwapChain,
  call: { user: Address; to: Address; data: Hex; value: bigint },
  estimate: boolean,
  fallbackGas: bigint,
) {
  const [gasPrice, gas] = await Promise.all([
    exchange.client.getGasPrice(),
    estimate
      ? exchange.client
          .estimateGas({ account: call.user, to: call.to, data: call.data, value: call.value })
          .then((estimated) => (estimated * (100n + GAS_HEADROOM_PERCENT)) / 100n)
          .catch((error: Error) => {
            throw new ChainRefused(`transaction would fail: ${error.message.split('\n')[0]}`);
          })
      : fallbackGas,
  ]);
  return {
    tx: {
      from: `${exchange.chain}:${call.user}`,
      to: `${exchange.chain}:${call.to}`,
      data: call.data,
      value: call.value.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    },
  };
}

const tokens: Handler = async (c, swaps) => {
  const query = parseQuery(c, chainQuerySchema);
  if (!query.ok) return query.response;
  const exchange = await swaps.get(query.data.chainId);
  if (!exchange) return jsonError(c, 400, MESSAGES.networkNotSupportedForSwaps);
  const urls = assetUrls(c);
  return c.json({
    tokens: EXCHANGE_TOKENS.map((token) => ({
      name: token.name,
      symbol: token.symbol,
      address: `${exchange.chain}:${token.address}`,
      decimals: token.decimals,
      logoUri: urls.token(token.symbol),
    })),
  });
};

const quotes: Handler = async (c, swaps) => {
  const query = parseQuery(c, quoteQuerySchema);
  if (!query.ok) return query.response;
  const { amount, from, to, userAddress } = query.data;
  const exchange = await pairOn(c, swaps, from, to, userAddress);
  if (exchange instanceof Response) return exchange;
  const toAmount = await quote(exchange, from.address, to.address, amount);
  const fromAccount = `${from.chain}:${from.address}`;
  const toAccount = `${to.chain}:${to.address}`;
  return c.json({
    quotes: [
      { id: null, fromAmount: amount.toString(), fromAccount, toAmount: toAmount.toString(), toAccount },
    ],
  });
};

const allowance: Handler = async (c, swaps) => {
  const query = parseQuery(c, allowanceQuerySchema);
  if (!query.ok) return query.response;
  const { tokenAddress, userAddress } = query.data;
  const exchange = await swaps.get(tokenAddress.chain);
  if (!exchange) return jsonError(c, 400, MESSAGES.networkNotSupportedForSwaps);
  if (userAddress.chain !== undefined && userAddress.chain !== tokenAddress.chain) {
    return jsonError(c, 400, 'userAddress: must be on the chain of tokenAddress');
  }
  if (!exchangeToken(tokenAddress.address))
    return jsonError(c, 400, 'tokenAddress: not a token of this exchange');
  // The native coin is sent along with the swap: nothing to approve, so no limit.
  const value = isNative(tokenAddress.address)
    ? maxUint256
    : await exchange.client.readContract({
        address: tokenAddress.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [userAddress.address, exchange.router],
      });
  return c.json({ allowance: value.toString() });
};

const gasPrice: Handler = async (c, swaps) => {
  const query = parseQuery(c, chainQuerySchema);
  if (!query.ok) return query.response;
  const exchange = await swaps.get(query.data.chainId);
  if (!exchange) return jsonError(c, 400, MESSAGES.networkNotSupportedForGasPrice);
  const price = await exchange.client.getGasPrice();
  // Faster tiers bid more, as an aggregator's gas oracle does.
  return c.json({
    standard: price.toString(),
    fast: ((price * 125n) / 100n).toString(),
    instant: ((price * 150n) / 100n).toString(),
  });
};

const buildApprove: Handler = async (c, swaps) => {
  const query = parseQuery(c, approveQuerySchema);
  if (!query.ok) return query.response;
  const { from, to, userAddress, amount } = query.data;
  const exchange = await pairOn(c, swaps, from, to, userAddress);
  if (exchange instanceof Response) return exchange;
  if (isNative(from.address)) return jsonError(c, 400, 'from: the native coin needs no approval');
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [exchange.router, amount ?? maxUint256],
  });
  return c.json(
    await txOf(exchange, { user: userAddress.address, to: from.address, data, value: 0n }, true, 0n),
  );
};

const buildTransaction: Handler = async (c, swaps) => {
  const body = await parseBody(c, buildTransactionBodySchema);
  if (!body.ok) return body.response;
  const { amount, from, to, userAddress, eip155, disableEstimate } = body.data;
  const exchange = await pairOn(c, swaps, from, to, userAddress);
  if (exchange instanceof Response) return exchange;
  const [quoted, block] = await Promise.all([
    quote(exchange, from.address, to.address, amount),
    exchange.client.getBlock(),
  ]);
  const call = swapCalldata({
    from: from.address,
    to: to.address,
    weth: exchange.weth,
    amountIn: amount,
    amountOutMin: minimumOut(quoted, eip155.slippage),
    recipient: userAddress.address,
    deadline: block.timestamp + SWAP_DEADLINE_SECONDS,
  });
  return c.json(
    await txOf(
      exchange,
      { user: userAddress.address, to: exchange.router, ...call },
      !disableEstimate,
      UNESTIMATED_SWAP_GAS,
    ),
  );
};

/** Registers GET /v1/convert/{tokens,quotes,allowance,gas-price,build-approve} and POST build-transaction. */
export function registerConvertRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  const swaps = new SwapChains(deps.indexer);
  const project = requireProject(deps.store);
  app.get('/v1/convert/tokens', project, onChain(swaps, tokens));
  app.get('/v1/convert/quotes', project, onChain(swaps, quotes));
  app.get('/v1/convert/allowance', project, onChain(swaps, allowance));
  app.get('/v1/convert/gas-price', project, onChain(swaps, gasPrice));
  app.get('/v1/convert/build-approve', project, onChain(swaps, buildApprove));
  app.post(
    '/v1/convert/build-transaction',
    requireProject(deps.store, { orJsonBody: true }),
    onChain(swaps, buildTransaction),
  );
}
