import type { Context, Hono } from 'hono';
import { type CloudDeps, type CloudEnv, INVALID_KEY_MESSAGE, jsonError, requireProject } from '../http.ts';
import { effectiveOrigins, type Project } from '../projects.ts';

function withProject(
  deps: CloudDeps,
  c: Context<CloudEnv>,
  answer: (project: Project) => Response,
): Response {
  const project = deps.store.getProject(c.get('projectId'));
  // The project may have been checked a moment ago and is never deleted; guard anyway.
  if (!project) return jsonError(c, 401, INVALID_KEY_MESSAGE);
  return answer(project);
}

/**
 * Project configuration routes: GET /appkit/v1/config → `{ features }`, GET /projects/v1/origins →
 * `{ allowedOrigins }` (with the free hosting services only for a project that opted in), GET /getAnalyticsConfig → `{ isAnalyticsEnabled }`; all read from SQLite.
 */
export function registerConfigRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  const project = requireProject(deps.store);
  app.get('/appkit/v1/config', project, (c) => withProject(deps, c, (p) => c.json({ features: p.features })));
  app.get('/projects/v1/origins', project, (c) =>
    withProject(deps, c, (p) => c.json({ allowedOrigins: effectiveOrigins(p) })),
  );
  app.get('/getAnalyticsConfig', project, (c) =>
    withProject(deps, c, (p) => c.json({ isAnalyticsEnabled: p.isAnalyticsEnabled })),
  );
}
