import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { SESSION_MAX_LIFETIME_MS } from '../../../domain/constants.ts';
import { isOriginAllowed } from '../../../domain/origins.ts';
import type { SiwxMessageData } from '../../../domain/siwx.ts';
import { type CloudDeps, type CloudEnv, jsonError, parseBody, parseQuery, requireProject } from '../http.ts';
import { projectIdSchema } from '../schemas.ts';
import { SESSION_TOKEN_PATTERN, SessionStore } from '../sessionStore.ts';
import { ChainUnavailableError, type VerifyOutcome } from '../signatures.ts';
import { readSignInMessage } from '../signInMessages.ts';

/** Largest sign-in body accepted, in bytes (an ERC-6492 signature carries a whole deployment). */
export const MAX_SESSION_BODY_BYTES = 64 * 1024;

/** Why POST /v1/sessions refused a session: the `message` of its 400 answer. */
export const SESSION_ERRORS = {
  notASignInMessage: 'message: not an EIP-4361 or CAIP-122 sign-in message',
  dataMismatch: 'data: does not match the signed message',
  unknownChain: 'chainId: not a chain of this cloud',
  wrongDomain: 'domain: not an allowed origin of the project',
  notYetValid: 'notBefore: the message is not valid yet',
  expired: 'expirationTime: the message has expired',
  tooOld: 'issuedAt: the message is older than the longest session (7 days)',
  badDate: 'message: a time in it is not an ISO 8601 date',
  nonceUnknown: 'nonce: not issued by this cloud for this project',
  nonceUsed: 'nonce: already used',
  nonceExpired: 'nonce: expired',
  badSignature: 'signature: does not verify',
  /** 401: listing, reading and revoking need the token POST /v1/sessions answered. */
  noToken: 'authorization: expected "Bearer <token>" with the token POST /v1/sessions answered',
  /** 403: a token, but not the one of this session. */
  wrongToken: 'authorization: the token is not this session’s',
} as const;

/** The session token of `Authorization: Bearer <token>`, or undefined when absent or malformed. */
function bearerOf(c: Context<CloudEnv>): string | undefined {
  const match = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '');
  const token = match?.[1];
  return token !== undefined && SESSION_TOKEN_PATTERN.test(token) ? token : undefined;
}

const sessionBodySchema = z.object({
  message: z.string().min(1).max(8192),
  signature: z.string().min(1).max(40_000),
  // What the client believes it signed; checked against the message, which is what counts.
  data: z.object({ accountAddress: z.string(), chainId: z.string(), nonce: z.string() }).loose().optional(),
});

const listQuerySchema = z.object({
  address: z.string().min(1).max(128),
  chainId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 id'),
});

const adminListQuerySchema = listQuerySchema.extend({ projectId: projectIdSchema });

const revokeBodySchema = z.object({ pci: z.string().optional(), signature: z.string().optional() }).loose();

/**
 * Whether the message's domain is one of the project's allowed origins (GET /projects/v1/origins),
 * over the message URI's scheme (both http and https when the URI is not http(s)). The request's
 * Origin header counts for nothing: any non-browser client sets whatever it likes there.
 */
function domainAllowed(domain: string, uri: string, allowed: string[]): boolean {
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(domain)) return false;
  const scheme = URL.canParse(uri) ? new URL(uri).protocol : '';
  const schemes = scheme === 'http:' || scheme === 'https:' ? [scheme] : ['http:', 'https:'];
  return schemes.some((s) => isOriginAllowed(`${s}//${domain}`, allowed));
}

/** Milliseconds of an optional ISO date: undefined when absent, NaN when unreadable. */
const msOf = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** The first reason a message may not open a session now, or undefined. */
function timeProblem(data: SiwxMessageData, now: number): string | undefined {
  const notBefore = msOf(data.notBefore);
  const expires = msOf(data.expirationTime);
  const issued = msOf(data.issuedAt);
  if ([notBefore, expires, issued].some((ms) => ms !== undefined && Number.isNaN(ms)))
    return SESSION_ERRORS.badDate;
  if (notBefore !== undefined && notBefore > now) return SESSION_ERRORS.notYetValid;
  if (expires !== undefined && expires <= now) return SESSION_ERRORS.expired;
  if (sessionEnd(data, now) <= now) return SESSION_ERRORS.tooOld;
  return undefined;
}

/**
 * When a session of this message ends: its expiration time, but never more than
 * SESSION_MAX_LIFETIME_MS after it was issued (a message without one gets exactly that). An issuedAt
 * in the future counts as now, so no message outlives now + the cap.
 */
export function sessionEnd(data: SiwxMessageData, now: number): number {
  const issued = Math.min(msOf(data.issuedAt) ?? now, now);
  const cap = issued + SESSION_MAX_LIFETIME_MS;
  const expires = msOf(data.expirationTime);
  return expires === undefined ? cap : Math.min(expires, cap);
}

function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/**
 * Server-side sign-in (SIWX) on the §7 session paths, all with the project id:
 * POST /v1/sessions/nonce → `{ nonce, expiresAt }`; POST /v1/sessions `{ message, signature, data? }`
 * → 201 `{ id, session, createdAt, expiresAt, token }` once the nonce, domain, times, chain and
 * signature check out. The others need `Authorization: Bearer <token>` (401 without, 403 with
 * another session's): GET /v1/sessions/{id} → the record without token, or 404 when unknown, revoked
 * or expired; GET /v1/sessions?address=&chainId= → `{ sessions }`, the account's live ones that
 * token proves; POST /v1/sessions/{id}/revoke (optional body `{ pci?, signature? }`) →
 * `{ revoked: true }`. GET /admin/sessions?projectId=&address=&chainId= (admin: loopback and the admin token) lists them all.
 */
export function registerSessionRoutes(app: Hono<CloudEnv>, deps: CloudDeps): void {
  const store = new SessionStore(deps.store.database);
  const project = requireProject(deps.store);
  const notFound = (c: Context<CloudEnv>) => jsonError(c, 404, 'Session not found');
  const noToken = (c: Context<CloudEnv>) => {
    c.header('WWW-Authenticate', 'Bearer');
    return jsonError(c, 401, SESSION_ERRORS.noToken);
  };

  app.post('/v1/sessions/nonce', project, (c) => c.json(store.issueNonce(c.get('projectId'))));

  app.post(
    '/v1/sessions',
    project,
    bodyLimit({
      maxSize: MAX_SESSION_BODY_BYTES,
      onError: (c) => jsonError(c, 413, `body: larger than ${MAX_SESSION_BODY_BYTES} bytes`),
    }),
    async (c) => {
      const parsed = await parseBody(c, sessionBodySchema);
      if (!parsed.ok) return parsed.response;
      const { message, signature, data: claimed } = parsed.data;
      const projectId = c.get('projectId');
      const now = Date.now();

      const data = readSignInMessage(message);
      if (!data) return jsonError(c, 400, SESSION_ERRORS.notASignInMessage);
      if (
        claimed &&
        (claimed.chainId !== data.chainId ||
          claimed.nonce !== data.nonce ||
          !sameAddress(data.chainId, claimed.accountAddress, data.accountAddress))
      ) {
        return jsonError(c, 400, SESSION_ERRORS.dataMismatch);
      }
      if (!deps.signatures.knows(data.chainId)) return jsonError(c, 400, SESSION_ERRORS.unknownChain);
      const allowed = deps.store.getProject(projectId)?.allowedOrigins ?? [];
      if (!domainAllowed(data.domain, data.uri, allowed)) {
        return jsonError(c, 400, SESSION_ERRORS.wrongDomain);
      }
      const time = timeProblem(data, now);
      if (time) return jsonError(c, 400, time);
      const nonce = store.nonceState(projectId, data.nonce, now);
      if (nonce !== 'usable') {
        return jsonError(
          c,
          400,
          nonce === 'used'
            ? SESSION_ERRORS.nonceUsed
            : nonce === 'expired'
              ? SESSION_ERRORS.nonceExpired
              : SESSION_ERRORS.nonceUnknown,
        );
      }

      let outcome: VerifyOutcome;
      try {
        outcome = await deps.signatures.verify({
          chainId: data.chainId,
          address: data.accountAddress,
          message,
          signature,
        });
      } catch (err) {
        if (err instanceof ChainUnavailableError) return jsonError(c, 502, err.message);
        throw err;
      }
      if (outcome === 'unknownChain') return jsonError(c, 400, SESSION_ERRORS.unknownChain);
      if (outcome === 'invalid') return jsonError(c, 400, SESSION_ERRORS.badSignature);

      const expiresAt = sessionEnd(data, now);
      // The nonce is used only here, atomically with the insert: a racing twin finds it used.
      const added = store.addSession(projectId, { data, message, signature }, expiresAt, Date.now());
      if (!added) return jsonError(c, 400, SESSION_ERRORS.nonceUsed);
      return c.json({ ...added.record, token: added.token }, 201);
    },
  );

  app.get('/v1/sessions', project, (c) => {
    const token = bearerOf(c);
    if (token === undefined) return noToken(c);
    const parsed = parseQuery(c, listQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { chainId, address } = parsed.data;
    return c.json({ sessions: store.liveSessionsOf(c.get('projectId'), chainId, address, token) });
  });

  app.get('/v1/sessions/:id', project, (c) => {
    const token = bearerOf(c);
    if (token === undefined) return noToken(c);
    const record = store.liveSession(c.get('projectId'), c.req.param('id'));
    if (!record) return notFound(c);
    return store.tokenProves(c.get('projectId'), record.id, token)
      ? c.json(record)
      : jsonError(c, 403, SESSION_ERRORS.wrongToken);
  });

  app.post('/v1/sessions/:id/revoke', project, async (c) => {
    const token = bearerOf(c);
    if (token === undefined) return noToken(c);
    // The body is optional (the spec lists pci and signature); when there is one it must be an object.
    if ((await c.req.text()).trim() !== '') {
      const parsed = await parseBody(c, revokeBodySchema);
      if (!parsed.ok) return parsed.response;
    }
    const projectId = c.get('projectId');
    const id = c.req.param('id');
    const proves = store.tokenProves(projectId, id, token);
    if (proves === undefined) return notFound(c);
    if (!proves) return jsonError(c, 403, SESSION_ERRORS.wrongToken);
    store.revoke(projectId, id);
    return c.json({ revoked: true });
  });

  // What a server would trust, for tests that watch it (e2e): every live session of an account.
  // Guarded like every /admin route (loopback, no page, the admin token) by createCloudApp.
  app.get('/admin/sessions', (c) => {
    const parsed = parseQuery(c, adminListQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { projectId, chainId, address } = parsed.data;
    return c.json({ sessions: store.liveSessionsOf(projectId, chainId, address, undefined) });
  });
}
