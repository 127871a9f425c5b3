import type { Hono } from 'hono';
import { type CloudDeps, type CloudEnv, requireProject } from '../http.ts';

/** GET /v1/supported-chains (spec §7) → `{ http: [CAIP-2 ids of the indexed chains], ws: [] }`. */
export function registerChainRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  app.get('/v1/supported-chains', requireProject(deps.store), (c) =>
    c.json({ http: deps.indexer.chains(), ws: [] }),
  );
}
