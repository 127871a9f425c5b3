/**
 * SQLite tables of the server-side sign-in (SIWX): the nonces the cloud issues (single use, short
 * lived) and the sessions whose signed message verified. Rows read back are parsed with zod.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type Database from 'libsql';
import * as z from 'zod';
import { SESSION_MAX_LIFETIME_MS } from '../../domain/constants.ts';
import type { SiwxMessageData, SiwxSession } from '../../domain/siwx.ts';

/** How long an issued nonce may be used: ten minutes, time enough to read the wallet's prompt. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/**
 * A session token: 32 random bytes, base64url (43 characters). Made when a session is stored and
 * answered only then; the table keeps its SHA-256, so a copy of the database proves no session.
 */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a session token. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where an issued nonce stands. */
export type NonceState = 'usable' | 'unknown' | 'used' | 'expired';

/** A stored session as the routes answer it. */
export interface SessionRecord {
  id: string;
  session: SiwxSession;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the message's expiration time, at most SESSION_MAX_LIFETIME_MS after it was issued. */
  expiresAt: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS siwx_nonces (
  nonce TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS siwx_sessions (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  chain_id TEXT NOT NULL,
  account TEXT NOT NULL,
  data TEXT NOT NULL,
  message TEXT NOT NULL,
  signature TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS siwx_sessions_account ON siwx_sessions (project_id, chain_id, account);
`;

/** Sessions stored before tokens existed have none (NULL): no token proves them, nothing is dropped. */
const TOKEN_COLUMN = 'ALTER TABLE siwx_sessions ADD COLUMN token_hash TEXT';

const nonceRowSchema = z.object({ expires_at: z.number(), used_at: z.number().nullable() });

const messageDataSchema = z.object({
  accountAddress: z.string(),
  chainId: z.templateLiteral([z.string(), ':', z.string()]),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.string().optional(),
  resources: z.array(z.string()).optional(),
  requestId: z.string().optional(),
  issuedAt: z.string().optional(),
  expirationTime: z.string().optional(),
  notBefore: z.string().optional(),
});

const sessionRowSchema = z.object({
  id: z.string(),
  data: z.string(),
  message: z.string(),
  signature: z.string(),
  created_at: z.number(),
  expires_at: z.number().nullable(),
  revoked_at: z.number().nullable(),
});

/** The key an account is filed under: eip155 addresses are case-insensitive, others are not. */
export function accountKey(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address;
}

/**
 * When a stored session ends. Rows written before sessions were capped may have no expiry: they end
 * SESSION_MAX_LIFETIME_MS after they were made (kept, not deleted). The SQL twin is EXPIRES_AT_SQL.
 */
const expiresAtMsOf = (row: { created_at: number; expires_at: number | null }) =>
  row.expires_at ?? row.created_at + SESSION_MAX_LIFETIME_MS;
const EXPIRES_AT_SQL = `COALESCE(expires_at, created_at + ${SESSION_MAX_LIFETIME_MS})`;

function recordOf(raw: unknown): SessionRecord & { revoked: boolean; expiresAtMs: number } {
  const row = sessionRowSchema.parse(raw);
  const data = messageDataSchema.parse(JSON.parse(row.data));
  const expiresAtMs = expiresAtMsOf(row);
  return {
    id: row.id,
    session: { data: data as SiwxMessageData, message: row.message, signature: row.signature },
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(expiresAtMs).toISOString(),
    revoked: row.revoked_at !== null,
    expiresAtMs,
  };
}

function publicRecord(record: ReturnType<typeof recordOf>): SessionRecord {
  return { id: record.id, session: record.session, createdAt: record.createdAt, expiresAt: record.expiresAt };
}

/** Nonces and sessions of the cloud's sign-in, per project. */
export class SessionStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
    const columns = z
      .array(z.object({ name: z.string() }).loose())
      .parse(db.prepare('PRAGMA table_info(siwx_sessions)').all());
    if (!columns.some((column) => column.name === 'token_hash')) db.exec(TOKEN_COLUMN);
  }

  /** A fresh nonce for a project: 32 letters and digits (EIP-4361 asks for at least 8). */
  issueNonce(projectId: string, now = Date.now()): { nonce: string; expiresAt: string } {
    // Forget nonces that ended a day ago or more: they can only ever answer "expired" vs "unknown".
    this.db.prepare('DELETE FROM siwx_nonces WHERE expires_at < ?').run(now - 24 * 60 * 60 * 1000);
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = now + NONCE_TTL_MS;
    this.db
      .prepare('INSERT INTO siwx_nonces (nonce, project_id, issued_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(nonce, projectId, now, expiresAt);
    return { nonce, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** Whether a project's nonce can still be used. */
  nonceState(projectId: string, nonce: string, now = Date.now()): NonceState {
    const raw: unknown = this.db
      .prepare('SELECT expires_at, used_at FROM siwx_nonces WHERE nonce = ? AND project_id = ?')
      .get(nonce, projectId);
    if (raw === undefined) return 'unknown';
    const row = nonceRowSchema.parse(raw);
    if (row.used_at !== null) return 'used';
    return row.expires_at <= now ? 'expired' : 'usable';
  }

  /**
   * Uses the nonce and stores the session with a fresh token, atomically: of two requests racing with
   * one nonce, one wins and the other gets undefined. The token is answered here only.
   */
  addSession(
    projectId: string,
    session: SiwxSession,
    expiresAtMs: number,
    now = Date.now(),
  ): { record: SessionRecord; token: string } | undefined {
    const id = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const added = this.db.transaction(() => {
      const used = this.db
        .prepare(
          'UPDATE siwx_nonces SET used_at = ? WHERE nonce = ? AND project_id = ? AND used_at IS NULL AND expires_at > ?',
        )
        .run(now, session.data.nonce, projectId, now);
      if (used.changes === 0) return false;
      this.db
        .prepare(
          `INSERT INTO siwx_sessions (id, project_id, chain_id, account, data, message, signature, created_at, expires_at, token_hash)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          projectId,
          session.data.chainId,
          accountKey(session.data.chainId, session.data.accountAddress),
          JSON.stringify(session.data),
          session.message,
          session.signature,
          now,
          expiresAtMs,
          tokenHashOf(token),
        );
      return true;
    })();
    const record = added ? this.liveSession(projectId, id, now) : undefined;
    return record ? { record, token } : undefined;
  }

  /**
   * Whether `token` proves a project's session (revoked or expired ones too): undefined when the
   * project has no session of that id.
   */
  tokenProves(projectId: string, id: string, token: string): boolean | undefined {
    const raw: unknown = this.db
      .prepare('SELECT token_hash FROM siwx_sessions WHERE id = ? AND project_id = ?')
      .get(id, projectId);
    if (raw === undefined) return undefined;
    const { token_hash } = z.object({ token_hash: z.string().nullable() }).parse(raw);
    return token_hash !== null && token_hash === tokenHashOf(token);
  }

  /** A project's session unless it is unknown, revoked or expired. */
  liveSession(projectId: string, id: string, now = Date.now()): SessionRecord | undefined {
    const raw: unknown = this.db
      .prepare('SELECT * FROM siwx_sessions WHERE id = ? AND project_id = ?')
      .get(id, projectId);
    if (raw === undefined) return undefined;
    const record = recordOf(raw);
    if (record.revoked || record.expiresAtMs <= now) return undefined;
    return publicRecord(record);
  }

  /**
   * The live sessions of an account on a chain, oldest first: those `token` proves when given (what a
   * client may see), else all of them (the loopback-only admin view).
   */
  liveSessionsOf(
    projectId: string,
    chainId: string,
    address: string,
    token: string | undefined,
    now = Date.now(),
  ): SessionRecord[] {
    const hash = token === undefined ? null : tokenHashOf(token);
    const rows: unknown[] = this.db
      .prepare(
        `SELECT * FROM siwx_sessions WHERE project_id = ? AND chain_id = ? AND account = ? AND revoked_at IS NULL
         AND ${EXPIRES_AT_SQL} > ? AND (? IS NULL OR token_hash = ?) ORDER BY created_at, rowid`,
      )
      .all(projectId, chainId, accountKey(chainId, address), now, hash, hash);
    return rows.map((raw) => publicRecord(recordOf(raw)));
  }

  /** Revokes a project's session; false when the id is unknown (revoking twice is fine). */
  revoke(projectId: string, id: string, now = Date.now()): boolean {
    const known = this.db
      .prepare('SELECT 1 FROM siwx_sessions WHERE id = ? AND project_id = ?')
      .get(id, projectId);
    if (known === undefined) return false;
    this.db
      .prepare(
        'UPDATE siwx_sessions SET revoked_at = ? WHERE id = ? AND project_id = ? AND revoked_at IS NULL',
      )
      .run(now, id, projectId);
    return true;
  }
}
