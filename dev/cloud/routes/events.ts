import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type CloudDeps, type CloudEnv, jsonError, parseBody, requireProject } from '../http.ts';
import { analyticsEventSchema } from '../schemas.ts';

/** Largest accepted analytics body, in bytes. */
export const MAX_EVENT_BYTES = 64 * 1024;

/**
 * POST /e: one analytics event `{ eventId, url, domain, timestamp, props }` (any content type, JSON
 * text), stored in SQLite with the caller's project and SDK; answers 202 `{ ok: true, id }`.
 */
export function registerEventRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  app.post(
    '/e',
    requireProject(deps.store),
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: (c) => jsonError(c, 413, `body: larger than ${MAX_EVENT_BYTES} bytes`),
    }),
    async (c) => {
      const parsed = await parseBody(c, analyticsEventSchema);
      if (!parsed.ok) return parsed.response;
      const id = deps.store.addEvent(c.get('projectId'), parsed.data, {
        sdkType: c.get('sdkType'),
        sdkVersion: c.get('sdkVersion'),
      });
      return c.json({ ok: true, id }, 202);
    },
  );
}
