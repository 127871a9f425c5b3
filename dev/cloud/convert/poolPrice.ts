/**
 * USD prices from dev/chain's Uniswap v2 pools, as a market's spot price: PUSD is the dollar (1 USD), and
 * every other token of the exchange is priced through a pool against a token already priced. A trade moves
 * the reserves, hence the prices.
 */
import { type Address, formatUnits } from 'viem';
import { NATIVE_SWAP_TOKEN_ADDRESS as NATIVE_TOKEN_ADDRESS } from '../../../domain/swap/swapToken.ts';
import { UNISWAP_V2_FACTORY_ABI, UNISWAP_V2_PAIR_ABI } from '../../chain/seed/artifacts/uniswapV2Core.ts';
import { SEEDED_POOLS, UNISWAP_V2_FACTORY, WETH } from '../../chain/seed/exchange.ts';
import { PUSD } from '../../chain/seed/plan.ts';
import { CURRENCY_RATES } from '../indexer/catalog.ts';
import type { SwapChain } from './swapChain.ts';

/** The stable coin that anchors every pool price at 1 USD. */
export const USD_STABLE = PUSD;

/** One token's side of a pool. */
export interface PoolSide {
  address: Address;
  decimals: number;
  reserve: bigint;
}

/** A pool's two sides. */
export type PoolReserves = readonly [PoolSide, PoolSide];

/**
 * USD prices (by lowercase address) implied by `pools`, starting from `anchor` at 1 USD. Each round prices
 * one more token through the deepest pool (most USD on its priced side) that pairs it with a priced token,
 * so ETH comes from ETH/PUSD and PTK from the deep ETH/PTK rather than the shallow PUSD/PTK, as an
 * aggregator trusts the most liquid market. Tokens no pool links to the anchor stay unpriced.
 */
export function pricesFromPools(pools: readonly PoolReserves[], anchor: Address): Map<string, number> {
  const prices = new Map<string, number>([[anchor.toLowerCase(), 1]]);
  for (;;) {
    let best: { address: string; depth: number; price: number } | undefined;
    for (const [a, b] of pools) {
      for (const [priced, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const known = prices.get(priced.address.toLowerCase());
        const address = other.address.toLowerCase();
        // An empty side has no price to give (a pool drained or not yet funded).
        if (known === undefined || prices.has(address) || priced.reserve === 0n || other.reserve === 0n) {
          continue;
        }
        const depth = known * Number(formatUnits(priced.reserve, priced.decimals));
        if (best && depth <= best.depth) continue;
        best = { address, depth, price: depth / Number(formatUnits(other.reserve, other.decimals)) };
      }
    }
    if (!best) return prices;
    prices.set(best.address, best.price);
  }
}

/** The seeded pools' reserves on `exchange`, read live (the pair by the factory, then its reserves). */
export async function readPoolReserves(exchange: SwapChain): Promise<PoolReserves[]> {
  return Promise.all(
    SEEDED_POOLS.map(async (pool) => {
      const other = pool.other ?? WETH;
      const pair = await exchange.client.readContract({
        address: UNISWAP_V2_FACTORY,
        abi: UNISWAP_V2_FACTORY_ABI,
        functionName: 'getPair',
        args: [pool.token.address, other.address],
      });
      const [reserve0, reserve1] = await exchange.client.readContract({
        address: pair,
        abi: UNISWAP_V2_PAIR_ABI,
        functionName: 'getReserves',
      });
      // A Uniswap v2 pair's token0 is the lower address of the two.
      const [token0, token1] = [pool.token, other].sort((x, y) =>
        x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
      ) as [typeof other, typeof other];
      return [
        { address: token0.address, decimals: token0.decimals, reserve: reserve0 },
        { address: token1.address, decimals: token1.decimals, reserve: reserve1 },
      ] as const;
    }),
  );
}

/** The exchange's current prices: USD by token address (any case), the native coin as `0xeeee…eeee`. */
export interface PoolPrices {
  /** The price of `token` in `currency` (a key of CURRENCY_RATES), or undefined when no pool prices it. */
  priceIn(token: string, currency: string): number | undefined;
}

/** Reads the pools of `exchange` and prices its tokens; the native coin takes WETH's price. */
export async function readPoolPrices(exchange: SwapChain): Promise<PoolPrices> {
  const usd = pricesFromPools(await readPoolReserves(exchange), USD_STABLE.address);
  const weth = exchange.weth.toLowerCase();
  return {
    priceIn(token, currency) {
      const address = token.toLowerCase();
      const price = usd.get(address === NATIVE_TOKEN_ADDRESS ? weth : address);
      return price === undefined ? undefined : price * (CURRENCY_RATES[currency] ?? 1);
    },
  };
}
