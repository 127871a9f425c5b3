/**
 * Which host origins may use the frame and its API (§5, §6): the §6 default ancestors except the free
 * hosting services (localhost on any port, the secure-mobile hosts) plus 127.0.0.1 on any port, the
 * `--allow-origin` patterns, and the project's allowed origins as the cloud serves them at
 * `/projects/v1/origins` (when a cloud URL is given). `*.pages.dev`, `*.vercel.app` and `*.ngrok-free.app`
 * are open to anyone, so they come only from a project that opted in (the cloud then lists them).
 */
import * as z from 'zod';
import { DEFAULT_ALLOWED_ANCESTORS, isOriginAllowed, PREVIEW_HOST_ORIGINS } from '../../domain/origins.ts';
import { SITE_MESSAGES, SiteError } from './errors.ts';

const previewHosts: readonly string[] = PREVIEW_HOST_ORIGINS;

/** The dev defaults: the §6 default ancestors but the free hosting ones, and loopback by IP on any port. */
export const DEV_DEFAULT_ORIGINS: readonly string[] = [
  ...DEFAULT_ALLOWED_ANCESTORS.filter((pattern) => !previewHosts.includes(pattern)),
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
];

const CACHE_MS = 5_000;
const originsSchema = z.object({ allowedOrigins: z.array(z.string()) });

/** The allow-list of each project, cached briefly. */
export class OriginPolicy {
  private readonly cache = new Map<string, { at: number; origins: readonly string[] }>();

  constructor(
    private readonly options: {
      /** Extra patterns (`--allow-origin`). */
      allowOrigins: readonly string[];
      /** The cloud's base URL; its `/projects/v1/origins` adds the project's origins. */
      cloudUrl?: string | undefined;
      now: () => number;
      log: (line: string) => void;
    },
  ) {}

  /** The project's origins from the cloud: a 401 is 'Unauthorized: invalid key'; other failures, none. */
  private async projectOrigins(projectId: string): Promise<readonly string[]> {
    const { cloudUrl, now, log } = this.options;
    if (!cloudUrl) return [];
    const hit = this.cache.get(projectId);
    if (hit && now() - hit.at < CACHE_MS) return hit.origins;
    const url = new URL('/projects/v1/origins', cloudUrl);
    url.searchParams.set('projectId', projectId);
    let origins: readonly string[] = [];
    try {
      const res = await fetch(url);
      if (res.status === 401) throw new SiteError(401, SITE_MESSAGES.invalidKey);
      if (res.ok) origins = originsSchema.parse(await res.json()).allowedOrigins;
      else log(`origins of ${projectId}: cloud answered ${res.status}; using none`);
    } catch (err) {
      if (err instanceof SiteError) throw err;
      log(`origins of ${projectId}: ${err instanceof Error ? err.message : String(err)}; using none`);
    }
    this.cache.set(projectId, { at: now(), origins });
    return origins;
  }

  /** Throws 403 'Unauthorized: origin not allowed' unless `origin` may act for `projectId`. */
  async check(origin: string, projectId: string): Promise<void> {
    if (isOriginAllowed(origin, DEV_DEFAULT_ORIGINS) || isOriginAllowed(origin, this.options.allowOrigins)) {
      // Still ask the cloud, so an unknown project id is refused as such.
      await this.projectOrigins(projectId);
      return;
    }
    if (isOriginAllowed(origin, await this.projectOrigins(projectId))) return;
    throw new SiteError(403, SITE_MESSAGES.originNotAllowed);
  }
}
