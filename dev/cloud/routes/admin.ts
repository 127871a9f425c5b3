import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { faultInputSchema } from '../faults.ts';
import { type CloudDeps, type CloudEnv, jsonError, parseBody, parseQuery } from '../http.ts';
import type { Project } from '../projects.ts';
import {
  type Feature,
  featureListSchema,
  featurePatchSchema,
  originPatternSchema,
  projectIdSchema,
  reasonOf,
} from '../schemas.ts';

/** Whether a socket address is the loopback interface. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Admin error texts. */
export const ADMIN_MESSAGES = {
  loopback: 'Admin routes answer only on loopback',
  browser: 'Admin routes answer no browser page (Origin header sent)',
  tokenMissing: 'Admin token required: send Authorization: Bearer <admin token>',
  tokenInvalid: 'Admin token invalid',
} as const;

const bearerSchema = z.string().regex(/^Bearer [A-Za-z0-9_-]{1,256}$/);

/** Compares two tokens in constant time (through their hashes, so lengths may differ). */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may call the admin routes: a loopback socket, no browser page (any `Origin` header, so also every
 * CORS preflight, is refused: the routes send no CORS headers), and the admin token.
 */
export function adminOnly(adminToken: string): MiddlewareHandler<CloudEnv> {
  return async (c, next) => {
    if (!isLoopback(c.env?.incoming?.socket?.remoteAddress))
      return jsonError(c, 403, ADMIN_MESSAGES.loopback);
    if (c.req.header('origin') !== undefined || c.req.method === 'OPTIONS') {
      return jsonError(c, 403, ADMIN_MESSAGES.browser);
    }
    const authorization = c.req.header('authorization');
    if (authorization === undefined) return jsonError(c, 401, ADMIN_MESSAGES.tokenMissing);
    const parsed = bearerSchema.safeParse(authorization);
    if (!parsed.success || !sameToken(parsed.data.slice('Bearer '.length), adminToken)) {
      return jsonError(c, 401, ADMIN_MESSAGES.tokenInvalid);
    }
    await next();
  };
}

const eventsQuerySchema = z.object({
  projectId: projectIdSchema.optional(),
  afterId: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a whole number')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1).max(10_000))
    .optional(),
});

function withKnownProject(
  deps: CloudDeps,
  c: Context<CloudEnv>,
  answer: (project: Project) => Response | Promise<Response>,
): Response | Promise<Response> {
  const id = c.req.param('id') ?? '';
  const parsed = projectIdSchema.safeParse(id);
  if (!parsed.success) return jsonError(c, 400, `id: ${reasonOf(parsed.error)}`);
  const project = deps.store.getProject(id);
  if (!project) return jsonError(c, 404, `Unknown project: ${id}`);
  return answer(project);
}

function mergeFeatures(current: Feature[], patch: z.infer<typeof featurePatchSchema>): Feature[] {
  const next = current.map((f) => ({ ...f }));
  for (const p of patch) {
    const existing = next.find((f) => f.id === p.id);
    if (existing) {
      if (p.isEnabled !== undefined) existing.isEnabled = p.isEnabled;
      if (p.config !== undefined) existing.config = p.config;
    } else {
      next.push({ id: p.id, isEnabled: p.isEnabled ?? false, config: p.config ?? null });
    }
  }
  return next;
}

/**
 * Admin routes (loopback only, admin token, no browser page, no project id): faults, stored events, and per-project settings.
 * See dev/cloud/README.md for the full list and shapes.
 */
export function registerAdminRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  // The guard of every /admin route (adminOnly) is installed by createCloudApp before any route, since
  // other files register admin routes too (GET /admin/sessions in routes/sessions.ts).

  // Faults.
  app.get('/admin/faults', (c) => c.json({ faults: deps.faults.list() }));
  app.post('/admin/faults', async (c) => {
    const parsed = await parseBody(c, faultInputSchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ fault: deps.faults.add(parsed.data) }, 201);
  });
  app.delete('/admin/faults', (c) => c.json({ cleared: deps.faults.clear() }));
  app.delete('/admin/faults/:id', (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || !deps.faults.remove(id)) return jsonError(c, 404, 'Unknown fault');
    return c.json({ cleared: 1 });
  });

  // Analytics events.
  app.get('/admin/events', (c) => {
    const parsed = parseQuery(c, eventsQuerySchema);
    if (!parsed.ok) return parsed.response;
    const events = deps.store.listEvents(parsed.data);
    return c.json({ count: events.length, events });
  });
  app.delete('/admin/events', (c) => {
    const parsed = parseQuery(c, eventsQuerySchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ cleared: deps.store.clearEvents(parsed.data.projectId) });
  });

  // Projects.
  app.get('/admin/projects', (c) => c.json({ projects: deps.store.listProjectIds() }));
  app.post('/admin/projects', async (c) => {
    const parsed = await parseBody(c, z.strictObject({ id: projectIdSchema }));
    if (!parsed.ok) return parsed.response;
    const created = deps.store.ensureProject(parsed.data.id);
    return c.json({ project: deps.store.getProject(parsed.data.id) }, created ? 201 : 200);
  });
  app.get('/admin/projects/:id', (c) => withKnownProject(deps, c, (project) => c.json({ project })));
  app.put('/admin/projects/:id/config', (c) =>
    withKnownProject(deps, c, async (project) => {
      const parsed = await parseBody(c, z.strictObject({ features: featureListSchema }));
      if (!parsed.ok) return parsed.response;
      deps.store.saveProject({ ...project, features: parsed.data.features });
      return c.json({ features: parsed.data.features });
    }),
  );
  app.patch('/admin/projects/:id/config', (c) =>
    withKnownProject(deps, c, async (project) => {
      const parsed = await parseBody(c, z.strictObject({ features: featurePatchSchema }));
      if (!parsed.ok) return parsed.response;
      const features = mergeFeatures(project.features, parsed.data.features);
      deps.store.saveProject({ ...project, features });
      return c.json({ features });
    }),
  );
  app.put('/admin/projects/:id/origins', (c) =>
    withKnownProject(deps, c, async (project) => {
      const parsed = await parseBody(
        c,
        z.strictObject({ allowedOrigins: z.array(originPatternSchema).max(100) }),
      );
      if (!parsed.ok) return parsed.response;
      deps.store.saveProject({ ...project, allowedOrigins: parsed.data.allowedOrigins });
      return c.json({ allowedOrigins: parsed.data.allowedOrigins });
    }),
  );
  app.put('/admin/projects/:id/preview-hosts', (c) =>
    withKnownProject(deps, c, async (project) => {
      const parsed = await parseBody(c, z.strictObject({ allowPreviewHosts: z.boolean() }));
      if (!parsed.ok) return parsed.response;
      deps.store.saveProject({ ...project, allowPreviewHosts: parsed.data.allowPreviewHosts });
      return c.json({ allowPreviewHosts: parsed.data.allowPreviewHosts });
    }),
  );
  app.put('/admin/projects/:id/analytics', (c) =>
    withKnownProject(deps, c, async (project) => {
      const parsed = await parseBody(c, z.strictObject({ isAnalyticsEnabled: z.boolean() }));
      if (!parsed.ok) return parsed.response;
      deps.store.saveProject({ ...project, isAnalyticsEnabled: parsed.data.isAnalyticsEnabled });
      return c.json({ isAnalyticsEnabled: parsed.data.isAnalyticsEnabled });
    }),
  );
}
