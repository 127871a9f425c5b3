/**
 * Token balances valued as /v1/fungible/price answers: on a chain with dev/chain's exchange, its tokens at
 * the pools' current prices, so an account's value follows its trades; other assets keep the catalog's.
 */

import { NATIVE_SWAP_TOKEN_ADDRESS as NATIVE_TOKEN_ADDRESS } from '../../../domain/swap/swapToken.ts';
import type { ApiBalance } from '../indexer/balances.ts';
import { readPoolPrices } from './poolPrice.ts';
import type { SwapChains } from './swapChain.ts';

/** `balances` of one `chain` with price and value (`numeric × price`) from the pools where they price it. */
export async function valuedAtPoolPrices(
  balances: ApiBalance[],
  swaps: SwapChains,
  chain: string,
  currency: string,
): Promise<ApiBalance[]> {
  const exchange = await swaps.get(chain);
  if (!exchange || balances.length === 0) return balances;
  const pools = await readPoolPrices(exchange);
  return balances.map((balance) => {
    // A token's `address` is CAIP-10; the native currency has none.
    const token = balance.address?.split(':')[2] ?? NATIVE_TOKEN_ADDRESS;
    const price = pools.priceIn(token, currency);
    return price === undefined
      ? balance
      : { ...balance, price, value: Number(balance.quantity.numeric) * price };
  });
}
