import { type RunningCloud, startCloud } from './server.ts';

/** The dev project id, as tests pass it. */
export const PROJECT = 'portico-dev-project';

/** Starts a quiet cloud on a free port with an in-memory database. */
export function startTestCloud(projectIds: string[] = []): Promise<RunningCloud> {
  return startCloud({ port: 0, dbPath: ':memory:', projectIds, quiet: true });
}

/** The headers of an admin call: the cloud's admin token and a JSON body. */
export function adminHeaders(cloud: RunningCloud): Record<string, string> {
  return { 'content-type': 'application/json', authorization: `Bearer ${cloud.adminToken}` };
}

/** A URL on the cloud with query params; `projectId` defaults to the dev project (null = omit). */
export function urlOf(
  cloud: RunningCloud,
  path: string,
  params: Record<string, string | number> = {},
  projectId: string | null = PROJECT,
): string {
  const url = new URL(path, cloud.url);
  if (projectId !== null) url.searchParams.set('projectId', projectId);
  url.searchParams.set('st', 'appkit');
  url.searchParams.set('sv', 'html-wagmi-1.0.0');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}

/** GETs a URL and returns the status and the parsed JSON body. */
export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
}

/** Sends a JSON body with a method to a URL; returns the status and the parsed JSON body. */
export async function sendJson(
  url: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** GETs an admin path (`/admin/...`) of the cloud with its admin token. */
export function adminGet(cloud: RunningCloud, path: string): Promise<{ status: number; body: unknown }> {
  return getJson(`${cloud.url}${path}`, { headers: adminHeaders(cloud) });
}

/** Sends a JSON body to an admin path (`/admin/...`) of the cloud with its admin token. */
export function adminSend(
  cloud: RunningCloud,
  path: string,
  method: string,
  body: unknown,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  return sendJson(`${cloud.url}${path}`, method, body, adminHeaders(cloud));
}
