/**
 * The secure site's SQLite store: users, their keys (encrypted), one-time codes, devices, sessions, the
 * mailbox and pending email updates. Secrets never sit in clear: keys are AES-GCM sealed, codes, tokens
 * and device secrets are kept as keyed hashes (secrets.ts). Rows read back are parsed with zod.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import * as z from 'zod';

/** Why a code was sent; each purpose has its own code per address. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary';
/** A mailbox message's kind. */
export type MailKind = 'otp' | 'device' | 'update-primary' | 'update-secondary';
/** The namespaces the site keeps a key for. */
export type KeyNamespace = 'eip155' | 'solana';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS keys (
  user_id TEXT NOT NULL REFERENCES users (id),
  namespace TEXT NOT NULL,
  address TEXT NOT NULL,
  sealed_secret TEXT NOT NULL,
  PRIMARY KEY (user_id, namespace)
);
CREATE TABLE IF NOT EXISTS codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  spent INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS codes_email ON codes (email, purpose, id);
CREATE TABLE IF NOT EXISTS devices (
  user_id TEXT NOT NULL REFERENCES users (id),
  device_hash TEXT NOT NULL,
  approved INTEGER NOT NULL,
  approve_token_hash TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);
CREATE INDEX IF NOT EXISTS devices_token ON devices (approve_token_hash);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  device_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  kind TEXT NOT NULL,
  code TEXT,
  link TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_to ON mail (to_address, id);
CREATE TABLE IF NOT EXISTS email_updates (
  user_id TEXT PRIMARY KEY REFERENCES users (id),
  new_email TEXT NOT NULL,
  stage TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
`;

const userRow = z.object({ id: z.string(), email: z.string(), created_at: z.number() });
const keyRow = z.object({
  user_id: z.string(),
  namespace: z.enum(['eip155', 'solana']),
  address: z.string(),
  sealed_secret: z.string(),
});
const codeRow = z.object({
  id: z.number(),
  email: z.string(),
  purpose: z.string(),
  code_hash: z.string(),
  expires_at: z.number(),
  attempts: z.number(),
  spent: z.number(),
});
const deviceRow = z.object({
  user_id: z.string(),
  device_hash: z.string(),
  approved: z.number(),
  approve_token_hash: z.string().nullable(),
  created_at: z.number(),
});
const sessionRow = z.object({
  token_hash: z.string(),
  user_id: z.string(),
  device_hash: z.string(),
  created_at: z.number(),
  expires_at: z.number(),
});
const mailRow = z.object({
  id: z.number(),
  to_address: z.string(),
  kind: z.enum(['otp', 'device', 'update-primary', 'update-secondary']),
  code: z.string().nullable(),
  link: z.string().nullable(),
  at: z.number(),
});
const updateRow = z.object({
  user_id: z.string(),
  new_email: z.string(),
  stage: z.enum(['primary', 'secondary', 'done']),
  updated_at: z.number(),
});

export type UserRow = z.infer<typeof userRow>;
export type KeyRow = z.infer<typeof keyRow>;
export type CodeRow = z.infer<typeof codeRow>;
export type DeviceRow = z.infer<typeof deviceRow>;
export type SessionRow = z.infer<typeof sessionRow>;
export type EmailUpdateRow = z.infer<typeof updateRow>;

/** One mailbox message as `GET /mailbox` shows it. */
export interface MailMessage {
  to: string;
  kind: MailKind;
  code: string | null;
  link: string | null;
  /** Milliseconds since the epoch. */
  at: number;
}

function one<T>(schema: z.ZodType<T>, raw: unknown): T | undefined {
  return raw === undefined ? undefined : schema.parse(raw);
}

/** The secure site's SQLite store. */
export class SiteStore {
  private readonly db: Database.Database;

  /** Opens (and creates) the database at `path`; `:memory:` for a throwaway one. */
  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  /** Runs `fn` in one transaction. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  userByEmail(email: string): UserRow | undefined {
    return one(userRow, this.db.prepare('SELECT * FROM users WHERE email = ?').get(email));
  }

  userById(id: string): UserRow | undefined {
    return one(userRow, this.db.prepare('SELECT * FROM users WHERE id = ?').get(id));
  }

  addUser(user: UserRow): void {
    this.db
      .prepare('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)')
      .run(user.id, user.email, user.created_at);
  }

  setUserEmail(id: string, email: string): void {
    this.db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, id);
  }

  addKey(key: KeyRow): void {
    this.db
      .prepare('INSERT INTO keys (user_id, namespace, address, sealed_secret) VALUES (?, ?, ?, ?)')
      .run(key.user_id, key.namespace, key.address, key.sealed_secret);
  }

  key(userId: string, namespace: KeyNamespace): KeyRow | undefined {
    return one(
      keyRow,
      this.db.prepare('SELECT * FROM keys WHERE user_id = ? AND namespace = ?').get(userId, namespace),
    );
  }

  /** Stores a new code for (email, purpose); earlier ones of that pair are spent. */
  addCode(email: string, purpose: CodePurpose, codeHash: string, expiresAt: number): void {
    this.transaction(() => {
      this.db.prepare('UPDATE codes SET spent = 1 WHERE email = ? AND purpose = ?').run(email, purpose);
      this.db
        .prepare('INSERT INTO codes (email, purpose, code_hash, expires_at) VALUES (?, ?, ?, ?)')
        .run(email, purpose, codeHash, expiresAt);
    });
  }

  /** How many codes of (email, purpose) expire after `expiresAfter` (so were made after it minus their TTL). */
  countCodes(email: string, purpose: CodePurpose, expiresAfter: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM codes WHERE email = ? AND purpose = ? AND expires_at > ?')
      .get(email, purpose, expiresAfter);
    return z.object({ n: z.number() }).parse(row).n;
  }

  /** The newest unspent code of (email, purpose). */
  liveCode(email: string, purpose: CodePurpose): CodeRow | undefined {
    return one(
      codeRow,
      this.db
        .prepare('SELECT * FROM codes WHERE email = ? AND purpose = ? AND spent = 0 ORDER BY id DESC LIMIT 1')
        .get(email, purpose),
    );
  }

  /** Counts a wrong attempt; spends the code when `spend`. */
  failCode(id: number, spend: boolean): void {
    this.db
      .prepare('UPDATE codes SET attempts = attempts + 1, spent = ? WHERE id = ?')
      .run(spend ? 1 : 0, id);
  }

  spendCode(id: number): void {
    this.db.prepare('UPDATE codes SET spent = 1 WHERE id = ?').run(id);
  }

  device(userId: string, deviceHash: string): DeviceRow | undefined {
    return one(
      deviceRow,
      this.db.prepare('SELECT * FROM devices WHERE user_id = ? AND device_hash = ?').get(userId, deviceHash),
    );
  }

  /** Adds or refreshes a device: approved, or pending with the hash of its approval link's token. */
  putDevice(row: DeviceRow): void {
    this.db
      .prepare(
        `INSERT INTO devices (user_id, device_hash, approved, approve_token_hash, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, device_hash) DO UPDATE SET approved = excluded.approved, approve_token_hash = excluded.approve_token_hash`,
      )
      .run(row.user_id, row.device_hash, row.approved, row.approve_token_hash, row.created_at);
  }

  /** Approves the pending device whose link token hashes to `tokenHash`; returns it, or undefined. */
  approveDevice(tokenHash: string): DeviceRow | undefined {
    const row = one(
      deviceRow,
      this.db.prepare('SELECT * FROM devices WHERE approve_token_hash = ?').get(tokenHash),
    );
    if (!row) return undefined;
    this.db
      .prepare(
        'UPDATE devices SET approved = 1, approve_token_hash = NULL WHERE user_id = ? AND device_hash = ?',
      )
      .run(row.user_id, row.device_hash);
    return { ...row, approved: 1, approve_token_hash: null };
  }

  addSession(row: SessionRow): void {
    this.db
      .prepare(
        'INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(row.token_hash, row.user_id, row.device_hash, row.created_at, row.expires_at);
  }

  session(tokenHash: string): SessionRow | undefined {
    return one(sessionRow, this.db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash));
  }

  deleteSession(tokenHash: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  addMail(message: MailMessage): void {
    this.db
      .prepare('INSERT INTO mail (to_address, kind, code, link, at) VALUES (?, ?, ?, ?, ?)')
      .run(message.to, message.kind, message.code, message.link, message.at);
  }

  /** Mail to `to` (all mail when undefined), oldest first. */
  mail(to?: string): MailMessage[] {
    const rows: unknown[] =
      to === undefined
        ? this.db.prepare('SELECT * FROM mail ORDER BY id').all()
        : this.db.prepare('SELECT * FROM mail WHERE to_address = ? ORDER BY id').all(to);
    return rows.map((raw) => {
      const row = mailRow.parse(raw);
      return { to: row.to_address, kind: row.kind, code: row.code, link: row.link, at: row.at };
    });
  }

  emailUpdate(userId: string): EmailUpdateRow | undefined {
    return one(updateRow, this.db.prepare('SELECT * FROM email_updates WHERE user_id = ?').get(userId));
  }

  putEmailUpdate(row: EmailUpdateRow): void {
    this.db
      .prepare(
        `INSERT INTO email_updates (user_id, new_email, stage, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, stage = excluded.stage, updated_at = excluded.updated_at`,
      )
      .run(row.user_id, row.new_email, row.stage, row.updated_at);
  }

  close(): void {
    this.db.close();
  }
}
