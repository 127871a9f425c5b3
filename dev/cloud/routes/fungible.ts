import type { Hono } from 'hono';
import * as z from 'zod';
import { NATIVE_SWAP_TOKEN_ADDRESS } from '../../../domain/swap/swapToken.ts';
import { type PoolPrices, readPoolPrices } from '../convert/poolPrice.ts';
import { SwapChains } from '../convert/swapChain.ts';
import { type CloudDeps, type CloudEnv, jsonError, parseBody, requireProject } from '../http.ts';
import { CURRENCIES, EVM_NATIVE, priceIn } from '../indexer/catalog.ts';
import { assetUrls } from './account.ts';

/** The address production uses for a chain's native currency in CAIP-10 price look-ups. */
export const NATIVE_TOKEN_ADDRESS = NATIVE_SWAP_TOKEN_ADDRESS;

const CAIP10 = z
  .string()
  .regex(
    /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/,
    'each address must be CAIP-10 (namespace:reference:address)',
  );

const priceBodySchema = z.object({
  currency: z.enum(CURRENCIES),
  addresses: z.array(CAIP10).min(1, 'at least one address').max(100, 'at most 100 addresses'),
  projectId: z.string().optional(),
});

/**
 * POST /v1/fungible/price (spec §7): body `{ currency, addresses: CAIP-10[], projectId }` →
 * `{ fungibles: [{ name, symbol, iconUrl, price }] }` for the addresses the index knows (indexed ERC-20s,
 * and the native currency as `0xeeee…eeee`), in request order; unknown ones are left out. On a chain with
 * dev/chain's exchange its tokens are priced from the pools' reserves (convert/poolPrice.ts), so a trade
 * moves them; every other asset keeps the catalog's price. A chain that does not answer is a 503.
 */
export function registerFungibleRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  const swaps = new SwapChains(deps.indexer);
  app.post('/v1/fungible/price', requireProject(deps.store, { orJsonBody: true }), async (c) => {
    const parsed = await parseBody(c, priceBodySchema);
    if (!parsed.ok) return parsed.response;
    const { currency, addresses } = parsed.data;
    const urls = assetUrls(c);
    const store = deps.indexer.store;
    const assets = addresses.flatMap((caip10) => {
      const [namespace, reference, address] = caip10.split(':') as [string, string, string];
      const chain = `${namespace}:${reference}`;
      if (!deps.indexer.chains().includes(chain)) return [];
      const asset =
        address.toLowerCase() === NATIVE_TOKEN_ADDRESS
          ? EVM_NATIVE
          : store.token(chain, address.toLowerCase());
      if (!asset || ('kind' in asset && asset.kind !== 'erc20')) return [];
      return [{ chain, address, asset }];
    });
    let pools: Map<string, PoolPrices | undefined>;
    try {
      pools = await poolPricesOf(swaps, new Set(assets.map((a) => a.chain)));
    } catch (error) {
      return jsonError(c, 503, `chain did not answer: ${(error as Error).message.split('\n')[0]}`);
    }
    const fungibles = assets.map(({ chain, address, asset }) => ({
      name: asset.name,
      symbol: asset.symbol,
      iconUrl: urls.token(asset.symbol),
      price: pools.get(chain)?.priceIn(address, currency) ?? priceIn(store, asset.symbol, currency),
    }));
    return c.json({ fungibles });
  });
}

/** The current pool prices of each of `chains` that has the exchange (undefined for the others). */
async function poolPricesOf(
  swaps: SwapChains,
  chains: Set<string>,
): Promise<Map<string, PoolPrices | undefined>> {
  const entries = await Promise.all(
    [...chains].map(async (chain) => {
      const exchange = await swaps.get(chain);
      return [chain, exchange && (await readPoolPrices(exchange))] as const;
    }),
  );
  return new Map(entries);
}
