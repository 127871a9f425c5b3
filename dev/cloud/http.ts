import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import type { Store } from './db.ts';
import type { WalletEntry } from './directory.ts';
import type { FaultRegistry } from './faults.ts';
import type { Indexer } from './indexer/indexer.ts';
import { projectIdSchema, reasonOf } from './schemas.ts';
import type { SignatureVerifier } from './signatures.ts';

/** Hono environment of the cloud app: node bindings and the caller's project and SDK. */
export type CloudEnv = {
  Bindings: HttpBindings;
  Variables: { projectId: string; sdkType: string | null; sdkVersion: string | null };
};

/** What the routes share. */
export interface CloudDeps {
  store: Store;
  wallets: readonly WalletEntry[];
  faults: FaultRegistry;
  /** Checks signed messages on the cloud's chains (sign-in sessions, name registration). */
  signatures: SignatureVerifier;
  /** The chain indexer behind the blockchain data routes (routes/account.ts, fungible.ts, chains.ts). */
  indexer: Indexer;
  /** The Solana chains given (`--chain solana:…=URL`): their SOL balances are read live (no index). */
  solanaChains?: Readonly<Record<string, string>>;
  /** The secret the admin routes require as `Authorization: Bearer <adminToken>`. */
  adminToken: string;
}

/** The message of a 401 for an unknown project id (spec §8 maps it to INVALID_PROJECT_ID). */
export const INVALID_KEY_MESSAGE = 'Unauthorized: invalid key';

/** A JSON error body `{ message }` with a status. */
export function jsonError(c: Context<CloudEnv>, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}

/** Parses the query with a zod schema; the error is a 400 `{ message: 'field: reason' }`. */
export function parseQuery<T>(
  c: Context<CloudEnv>,
  schema: z.ZodType<T>,
): { ok: true; data: T } | { ok: false; response: Response } {
  const result = schema.safeParse(c.req.query());
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: jsonError(c, 400, reasonOf(result.error)) };
}

/** Reads a JSON body and parses it with a zod schema; a 400 for bad JSON or bad fields. */
export async function parseBody<T>(
  c: Context<CloudEnv>,
  schema: z.ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(c, 400, 'body: invalid JSON') };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: jsonError(c, 400, reasonOf(result.error)) };
}

const sdkTypeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, - or _');
const sdkVersionSchema = z
  .string()
  .regex(/^[A-Za-z0-9._@+-]{1,64}$/, 'must be 1-64 characters of [A-Za-z0-9._@+-]');

async function bodyProjectId(c: Context<CloudEnv>): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    const id = z.object({ projectId: z.string() }).safeParse(body);
    return id.success ? id.data.projectId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks the caller's project: `projectId` query (or `x-project-id` header) must name a known project.
 * With `orJsonBody`, a `projectId` field of the JSON body counts too. Missing → 400; unknown → 401 `Unauthorized: invalid key`. `st`/`sv` (or `x-sdk-type`/`x-sdk-version`)
 * are optional but must be well formed when present. Sets the `projectId`, `sdkType`, `sdkVersion` variables.
 */
export function requireProject(
  store: Store,
  options: { orJsonBody?: boolean } = {},
): MiddlewareHandler<CloudEnv> {
  return async (c, next) => {
    // POST /v1/fungible/price carries the project id in its JSON body (spec §7).
    const projectId =
      c.req.query('projectId') ??
      c.req.header('x-project-id') ??
      (options.orJsonBody ? await bodyProjectId(c) : undefined);
    if (projectId === undefined || projectId === '') {
      return jsonError(c, 400, 'projectId: missing (query projectId or header x-project-id)');
    }
    if (!projectIdSchema.safeParse(projectId).success || !store.getProject(projectId)) {
      return jsonError(c, 401, INVALID_KEY_MESSAGE);
    }
    const st = c.req.query('st') ?? c.req.header('x-sdk-type');
    const sv = c.req.query('sv') ?? c.req.header('x-sdk-version');
    if (st !== undefined) {
      const r = sdkTypeSchema.safeParse(st);
      if (!r.success) return jsonError(c, 400, `st: ${r.error.issues[0]?.message ?? 'invalid'}`);
    }
    if (sv !== undefined) {
      const r = sdkVersionSchema.safeParse(sv);
      if (!r.success) return jsonError(c, 400, `sv: ${r.error.issues[0]?.message ?? 'invalid'}`);
    }
    c.set('projectId', projectId);
    c.set('sdkType', st ?? null);
    c.set('sdkVersion', sv ?? null);
    await next();
  };
}

/**
 * The largest request body the cloud reads, on any route, in bytes: its largest honest request is a
 * server sign-in (POST /v1/sessions) whose ERC-6492 signature carries a whole account deployment
 * (up to 40 000 characters, with an 8 KiB message). Checked before anything else (server.ts).
 */
export const CLOUD_MAX_BODY_BYTES = 64 * 1024;
