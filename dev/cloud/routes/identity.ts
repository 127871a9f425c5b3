import type { Hono } from 'hono';
import { isAddress } from 'viem';
import { type CloudDeps, type CloudEnv, jsonError, requireProject } from '../http.ts';
import type { NameStore } from '../nameStore.ts';

/**
 * GET /v1/identity/{address}?sender= → `{ name, avatar }` from the name service: the address's first
 * registered name and that name's `avatar` attribute, each null when there is none. 400 `{ message }`
 * for an address that is not an EVM address.
 */
export function registerIdentityRoutes(app: Hono<CloudEnv>, deps: CloudDeps, names: NameStore): void {
  app.get('/v1/identity/:address', requireProject(deps.store), (c) => {
    const address = c.req.param('address');
    if (!isAddress(address, { strict: false })) return jsonError(c, 400, 'address: not an EVM address');
    const [first] = names.namesOf(address);
    return c.json({ name: first?.name ?? null, avatar: first?.attributes.avatar ?? null });
  });
}
