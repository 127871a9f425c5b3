/**
 * The price a quote buys at, in the payment currency: on an anvil with dev/chain's exchange, the pools'
 * price (convert/poolPrice.ts, as /v1/fungible/price answers), so purchases follow the market the swaps
 * move; anything else (SOL, a chain without the exchange) at the cloud's catalog price.
 */
import { readPoolPrices } from '../convert/poolPrice.ts';
import type { SwapChains } from '../convert/swapChain.ts';
import { priceIn } from '../indexer/catalog.ts';
import type { IndexStore } from '../indexer/store.ts';
import { NATIVE_TOKEN_ADDRESS } from '../routes/fungible.ts';
import type { PaymentCurrency, PurchaseAsset } from './catalog.ts';

/** Where a price came from. */
export interface QuotedPrice {
  /** Payment currency per whole unit of the asset. */
  price: number;
  source: 'pool' | 'catalog';
}

/** The price of `asset` in `currency`. */
export async function priceOf(
  asset: PurchaseAsset,
  currency: PaymentCurrency,
  sources: { swaps: SwapChains; store: IndexStore },
): Promise<QuotedPrice> {
  const code = currency.toLowerCase();
  const exchange = asset.chain.startsWith('eip155:') ? await sources.swaps.get(asset.chain) : undefined;
  if (exchange) {
    const pooled = (await readPoolPrices(exchange)).priceIn(asset.token ?? NATIVE_TOKEN_ADDRESS, code);
    if (pooled !== undefined) return { price: pooled, source: 'pool' };
  }
  return { price: priceIn(sources.store, asset.symbol, code), source: 'catalog' };
}
