import type { Hono } from 'hono';
import * as z from 'zod';
import { queryDirectory } from '../directory.ts';
import { type CloudDeps, type CloudEnv, parseQuery, requireProject } from '../http.ts';

/** Default page size (spec §9: 40 per page). */
export const DEFAULT_ENTRIES = 40;
/** Largest page size accepted (spec §9: 100 for search). */
export const MAX_ENTRIES = 100;

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional();
}

function commaList(item: z.ZodString, max: number) {
  return z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x.length > 0),
    )
    .pipe(z.array(item).max(max, `at most ${max} items`))
    .optional();
}

const walletId = z.string().regex(/^[0-9a-f]{64}$/, 'each id must be 64 lowercase hex digits');

/** Query of GET /getWallets; unknown keys (projectId, st, sv, …) are ignored here. */
export const getWalletsQuerySchema = z.object({
  page: wholeNumber(1, 100_000),
  entries: wholeNumber(1, MAX_ENTRIES),
  include: commaList(walletId, 1000),
  exclude: commaList(walletId, 1000),
  search: z.string().max(100, 'must be at most 100 characters').optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
  chains: commaList(z.string().regex(CAIP2, 'each chain must be a CAIP-2 id (namespace:reference)'), 100),
});

/** GET /getWallets: the paged, filtered directory, `{ count, data }`. */
export function registerWalletRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  app.get('/getWallets', requireProject(deps.store), (c) => {
    const parsed = parseQuery(c, getWalletsQuerySchema);
    if (!parsed.ok) return parsed.response;
    const q = parsed.data;
    return c.json(
      queryDirectory(deps.wallets, {
        page: q.page ?? 1,
        entries: q.entries ?? DEFAULT_ENTRIES,
        include: q.include,
        exclude: q.exclude,
        search: q.search,
        badgeType: q.badge_type,
        chains: q.chains,
      }),
    );
  });
}
