/**
 * The server sign-in implementation: the cloud issues each message's nonce, verifies the signed
 * message (viem on eip155, contract accounts included; ed25519 on solana) and keeps the session;
 * the page keeps only the id of each of its sessions with the token the cloud answered when it made
 * it, and asks the cloud about them, so a session revoked or expired on the server is gone here too on
 * the next check (on load, say).
 *
 * Routes (dev/cloud/routes/sessions.ts; all with the project id): POST /v1/sessions/nonce,
 * POST /v1/sessions (answers the session's token), and with `Authorization: Bearer <token>`:
 * GET /v1/sessions/{id}, POST /v1/sessions/{id}/revoke.
 */
import * as z from 'zod/mini';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { CloudHttpError } from '../../domain/cloudErrors.ts';
import type { SiwxConfig, SiwxMessageData, SiwxSession } from '../../domain/siwx.ts';
import { type CloudClient, createCloudClient } from '../api/cloudClient.ts';
import { siwxSessionSchema } from '../storage/signInSessionSchemas.ts';
import { type CloudSessionRef, cloudSignInSessions } from '../storage/signInSessions.ts';
import { memoryStorageBackend, type StorageBackend } from '../storage/storage.ts';
import { DEFAULT_SESSION_MS, signInMessageOf } from './localSiwx.ts';

/** Options of {@link createCloudSiwx}. */
export interface CloudSiwxOptions {
  /** The cloud API's base URL (production: `https://api.web3modal.org`; dev: dev/cloud's URL). */
  apiUrl: string;
  projectId: string;
  statement?: string | undefined;
  /** Whether sign-in is required (default true). */
  required?: boolean | undefined;
  /**
   * The page's storage for the session ids and tokens (under STORAGE_KEYS.siwxCloudSessions); without
   * one, they last as long as the page.
   */
  storage?: StorageBackend | undefined;
  /**
   * How long a session lasts (its message's expiration time); default a week, which is also the most
   * the cloud keeps a session (dev/cloud caps it at SESSION_MAX_LIFETIME_MS).
   */
  sessionMs?: number | undefined;
  /** The site signing in: default the page's host and origin. */
  domain?: string | undefined;
  uri?: string | undefined;
  /** The fetch to use (tests); default the global one. */
  fetch?: typeof fetch | undefined;
}

const recordSchema = z.object({
  id: z.string(),
  session: siwxSessionSchema,
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
});
/** POST /v1/sessions answers the record and, this once, the token that proves the session. */
const createdSchema = z.extend(recordSchema, { token: z.string().check(z.minLength(16)) });
const nonceSchema = z.object({ nonce: z.string().check(z.minLength(8)), expiresAt: z.string() });
const revokedSchema = z.object({ revoked: z.literal(true) });

/**
 * Whether the cloud says a kept session is not this page's any more: unknown, revoked or expired
 * (404), or its token does not prove it (401, 403: a ref written by hand, say). Either way it is
 * dropped, not retried.
 */
const isGone = (err: unknown) => err instanceof CloudHttpError && [401, 403, 404].includes(err.status);

/** The cloud's answer to a refused call, as an Error whose message says why (`nonce: already used`). */
function refusal(err: unknown, what: string): Error {
  if (err instanceof CloudHttpError && err.serverMessage) {
    return new Error(`${what}: ${err.serverMessage}`, { cause: err });
  }
  return err instanceof Error ? err : new Error(String(err));
}

/**
 * The server sign-in implementation, for the `siwx` option. `createMessage` asks the cloud for a
 * nonce; `addSession` has the cloud verify and keep the session; `getSessions` asks the cloud about
 * the sessions this page made (a revoked or expired one is dropped); `revokeSession` and
 * `setSessions` revoke on the cloud.
 */
export function createCloudSiwx(options: CloudSiwxOptions): SiwxConfig {
  const cloud: CloudClient = createCloudClient({
    baseUrl: options.apiUrl,
    projectId: options.projectId,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Stored ids that do not parse are set aside (kept under `<key>.unreadable`, reported with
  // console.error) and these calls go on with none: the visitor signs in again.
  const kept = cloudSignInSessions(options.storage ?? memoryStorageBackend());
  const site = () => ({
    domain: options.domain ?? (typeof location === 'undefined' ? 'localhost' : location.host),
    uri: options.uri ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin),
  });
  const proof = (ref: CloudSessionRef) => ({ authorization: `Bearer ${ref.token}` });
  const revoke = async (ref: CloudSessionRef) => {
    try {
      await cloud({
        method: 'POST',
        path: `/v1/sessions/${encodeURIComponent(ref.id)}/revoke`,
        headers: proof(ref),
        schema: revokedSchema,
      });
    } catch (err) {
      // Unknown on the cloud, or not provable by this page: nothing it can revoke.
      if (!isGone(err)) throw refusal(err, 'Could not revoke the session');
    }
  };
  const add = async (session: SiwxSession): Promise<CloudSessionRef> => {
    let record: z.infer<typeof createdSchema>;
    try {
      record = await cloud({
        method: 'POST',
        path: '/v1/sessions',
        body: { message: session.message, signature: session.signature, data: session.data },
        schema: createdSchema,
      });
    } catch (err) {
      throw refusal(err, 'The sign-in was refused');
    }
    return {
      id: record.id,
      chainId: record.session.data.chainId,
      address: record.session.data.accountAddress,
      token: record.token,
    };
  };

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await cloud({ method: 'POST', path: '/v1/sessions/nonce', schema: nonceSchema });
      const issuedAt = new Date();
      const expirationTime = new Date(issuedAt.getTime() + (options.sessionMs ?? DEFAULT_SESSION_MS));
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        ...site(),
        version: '1',
        nonce,
        ...(options.statement ? { statement: options.statement } : {}),
        issuedAt: issuedAt.toISOString(),
        expirationTime: expirationTime.toISOString(),
      };
      return signInMessageOf(data);
    },
    async addSession(session) {
      // Read before the cloud is asked: ids that cannot be read are set aside first, and when storage
      // cannot keep a copy the sign-in fails before the cloud keeps a session this page cannot record.
      kept.all();
      const previous = kept.put(await add(session));
      // One session per account, as the local implementation keeps: the one it replaces is revoked.
      await Promise.allSettled(previous.map(revoke));
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      const mine = kept.of({ chainId, address });
      const found = await Promise.all(
        mine.map(async (k) => {
          try {
            const record = await cloud({
              path: `/v1/sessions/${encodeURIComponent(k.id)}`,
              headers: proof(k),
              schema: recordSchema,
            });
            return { id: k.id, session: record.session };
          } catch (err) {
            if (isGone(err)) return { id: k.id, session: undefined };
            throw err;
          }
        }),
      );
      const gone = new Set(found.filter((f) => f.session === undefined).map((f) => f.id));
      if (gone.size > 0) kept.removeWhere((k) => gone.has(k.id));
      return found.flatMap((f) => (f.session ? [f.session] : []));
    },
    async revokeSession(chainId, address) {
      for (const k of kept.of({ chainId, address })) await revoke(k);
      kept.remove({ chainId, address });
    },
    async setSessions(sessions) {
      // Every session this page holds is revoked; the given ones are added anew, which the cloud
      // refuses for a message whose nonce was already used (a session cannot be copied in).
      for (const k of kept.all()) await revoke(k);
      kept.replaceAll([]);
      const added: CloudSessionRef[] = [];
      for (const session of sessions) added.push(await add(session));
      kept.replaceAll(added);
    },
    getRequired: () => options.required ?? true,
    statement: options.statement,
  };
}
