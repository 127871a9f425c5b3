import type { Hono } from 'hono';
import * as z from 'zod';
import { type CloudDeps, type CloudEnv, parseBody, requireProject } from '../http.ts';
import { CURRENCIES, EVM_NATIVE, priceIn } from '../indexer/catalog.ts';
import { assetUrls } from './account.ts';

/** The address production uses for a chain's native currency in CAIP-10 price look-ups. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

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
 * and the native currency as `0xeeee…eeee`), in request order; unknown ones are left out.
 */
export function registerFungibleRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  app.post('/v1/fungible/price', requireProject(deps.store, { orJsonBody: true }), async (c) => {
    const parsed = await parseBody(c, priceBodySchema);
    if (!parsed.ok) return parsed.response;
    const { currency, addresses } = parsed.data;
    const urls = assetUrls(c);
    const store = deps.indexer.store;
    const fungibles = addresses.flatMap((caip10) => {
      const [namespace, reference, address] = caip10.split(':') as [string, string, string];
      const chain = `${namespace}:${reference}`;
      if (!deps.indexer.chains().includes(chain)) return [];
      const asset =
        address.toLowerCase() === NATIVE_TOKEN_ADDRESS
          ? EVM_NATIVE
          : store.token(chain, address.toLowerCase());
      if (!asset || ('kind' in asset && asset.kind !== 'erc20')) return [];
      return [
        {
          name: asset.name,
          symbol: asset.symbol,
          iconUrl: urls.token(asset.symbol),
          price: priceIn(store, asset.symbol, currency),
        },
      ];
    });
    return c.json({ fungibles });
  });
}
