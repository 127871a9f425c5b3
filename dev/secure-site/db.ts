/**
 * The secure site's SQLite store: users, their keys (encrypted), one-time codes, devices, sessions, the
 * mailbox and pending email updates. Secrets never sit in clear: keys are AES-GCM sealed, codes, tokens
 * and device secrets are kept as keyed hashes (secrets.ts). Rows read back are parsed with zod.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
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
  spent INTEGER NOT NULL DEFAULT 0,
  device_hash TEXT
);
CREATE INDEX IF NOT EXISTS codes_email ON codes (email, purpose, id);
CREATE TABLE IF NOT EXISTS devices (
  user_id TEXT NOT NULL REFERENCES users (id),
  device_hash TEXT NOT NULL,
  approved INTEGER NOT NULL,
  approve_token_hash TEXT,
  created_at INTEGER NOT NULL,
  approve_expires_at INTEGER,
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
  at INTEGER NOT NULL,
  ip TEXT
);
CREATE INDEX IF NOT EXISTS mail_to ON mail (to_address, id);
CREATE TABLE IF NOT EXISTS sign_ins (
  token_hash TEXT PRIMARY KEY,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS email_updates (
  user_id TEXT PRIMARY KEY REFERENCES users (id),
  new_email TEXT NOT NULL,
  stage TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS social_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL UNIQUE REFERENCES users (id),
  user_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE TABLE IF NOT EXISTS preferred_accounts (
  user_id TEXT PRIMARY KEY REFERENCES users (id),
  type TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS smart_account_calls (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  chain_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/**
 * Columns added after the first release: a database made before gets them (null in old rows) when it
 * opens, so nothing stored is lost. Indexes on them are made after.
 */
const ADDED_COLUMNS = [
  { table: 'codes', column: 'device_hash', type: 'TEXT' },
  { table: 'devices', column: 'approve_expires_at', type: 'INTEGER' },
  { table: 'mail', column: 'ip', type: 'TEXT' },
] as const;
const ADDED_INDEXES = `
CREATE INDEX IF NOT EXISTS mail_ip ON mail (ip, at);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
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
  /** The device (hashed) that asked for a login code: only it may use the code. */
  device_hash: z.string().nullable(),
});
const deviceRow = z.object({
  user_id: z.string(),
  device_hash: z.string(),
  approved: z.number(),
  approve_token_hash: z.string().nullable(),
  created_at: z.number(),
  /** When the pending device's approval link expires (null: no link, or a link made before links expired). */
  approve_expires_at: z.number().nullable(),
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

/**
 * A user made by a social provider or Farcaster: `subject` is the provider's stable id (here the
 * username, lowercased), `user_name` the name as first given (§3 `userName`).
 */
const socialIdentityRow = z.object({
  provider: z.string(),
  subject: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  created_at: z.number(),
});

/** The user's account type: their key's own address, or the smart account it owns (smartAccount/). */
const preferredAccountRow = z.object({ type: z.enum(['eoa', 'smartAccount']) });
const smartAccountCallRow = z.object({
  id: z.string(),
  user_id: z.string(),
  chain_id: z.number(),
  created_at: z.number(),
});

export type PreferredAccountType = z.infer<typeof preferredAccountRow>['type'];
export type SmartAccountCallRow = z.infer<typeof smartAccountCallRow>;
export type UserRow = z.infer<typeof userRow>;
export type SocialIdentityRow = z.infer<typeof socialIdentityRow>;
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
    for (const { table, column, type } of ADDED_COLUMNS) {
      const columns = z
        .array(z.object({ name: z.string() }))
        .parse(this.db.prepare(`PRAGMA table_info(${table})`).all());
      if (!columns.some((c) => c.name === column))
        this.db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
    }
    this.db.exec(ADDED_INDEXES);
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

  /**
   * Stores a new code for (email, purpose), bound to the asking device (hashed) when given; earlier
   * ones of that pair and device are spent (another device asking cannot spend this one's code).
   */
  addCode(
    email: string,
    purpose: CodePurpose,
    codeHash: string,
    expiresAt: number,
    deviceHash: string | null = null,
  ): void {
    this.transaction(() => {
      this.db
        .prepare('UPDATE codes SET spent = 1 WHERE email = ? AND purpose = ? AND device_hash IS ?')
        .run(email, purpose, deviceHash);
      this.db
        .prepare(
          'INSERT INTO codes (email, purpose, code_hash, expires_at, device_hash) VALUES (?, ?, ?, ?, ?)',
        )
        .run(email, purpose, codeHash, expiresAt, deviceHash);
    });
  }

  /** The newest code of (email, purpose), spent or not. */
  newestCode(email: string, purpose: CodePurpose): CodeRow | undefined {
    return one(
      codeRow,
      this.db
        .prepare('SELECT * FROM codes WHERE email = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
        .get(email, purpose),
    );
  }

  /** How many codes of (email, purpose) expire after `expiresAfter` (so were made after it minus their TTL). */
  countCodes(email: string, purpose: CodePurpose, expiresAfter: number): number {
    const row = this.db
      .prepare('SELECT COUNT(*) AS n FROM codes WHERE email = ? AND purpose = ? AND expires_at > ?')
      .get(email, purpose, expiresAfter);
    return z.object({ n: z.number() }).parse(row).n;
  }

  /** The newest unspent code of (email, purpose) for the device it was sent to (null: no device). */
  liveCode(email: string, purpose: CodePurpose, deviceHash: string | null = null): CodeRow | undefined {
    return one(
      codeRow,
      this.db
        .prepare(
          'SELECT * FROM codes WHERE email = ? AND purpose = ? AND device_hash IS ? AND spent = 0 ORDER BY id DESC LIMIT 1',
        )
        .get(email, purpose, deviceHash),
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

  /**
   * Adds or refreshes a device: approved, or pending with the hash of its approval link's token and the
   * link's expiry.
   */
  putDevice(row: DeviceRow): void {
    this.db
      .prepare(
        `INSERT INTO devices (user_id, device_hash, approved, approve_token_hash, created_at, approve_expires_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, device_hash) DO UPDATE SET approved = excluded.approved, approve_token_hash = excluded.approve_token_hash, approve_expires_at = excluded.approve_expires_at`,
      )
      .run(
        row.user_id,
        row.device_hash,
        row.approved,
        row.approve_token_hash,
        row.created_at,
        row.approve_expires_at,
      );
  }

  /** The pending device whose approval link token hashes to `tokenHash`. */
  deviceByApproveToken(tokenHash: string): DeviceRow | undefined {
    return one(
      deviceRow,
      this.db.prepare('SELECT * FROM devices WHERE approve_token_hash = ?').get(tokenHash),
    );
  }

  /** Approves a device; its link is used up. */
  approveDevice(userId: string, deviceHash: string): void {
    this.db
      .prepare(
        'UPDATE devices SET approved = 1, approve_token_hash = NULL, approve_expires_at = NULL WHERE user_id = ? AND device_hash = ?',
      )
      .run(userId, deviceHash);
  }

  /** Forgets every device of a user (trusted or pending) but `keepDeviceHash`. */
  deleteDevicesOfUser(userId: string, keepDeviceHash: string): void {
    this.db.prepare('DELETE FROM devices WHERE user_id = ? AND device_hash <> ?').run(userId, keepDeviceHash);
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

  /**
   * Records the one silent sign-in of a session: true the first time for that session, false after
   * (atomic, so two racing requests cannot both have it).
   */
  claimSignIn(tokenHash: string, at: number): boolean {
    return (
      this.db.prepare('INSERT OR IGNORE INTO sign_ins (token_hash, at) VALUES (?, ?)').run(tokenHash, at)
        .changes === 1
    );
  }

  deleteSession(tokenHash: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
  }

  /** Ends every session of a user, but `keepTokenHash`'s when given. */
  deleteSessionsOfUser(userId: string, keepTokenHash?: string): void {
    this.db
      .prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?')
      .run(userId, keepTokenHash ?? '');
  }

  /** Stores a mail; `ip` is the address of the request that caused it (kept for the caps, never shown). */
  addMail(message: MailMessage, ip: string | null = null): void {
    this.db
      .prepare('INSERT INTO mail (to_address, kind, code, link, at, ip) VALUES (?, ?, ?, ?, ?, ?)')
      .run(message.to, message.kind, message.code, message.link, message.at, ip);
  }

  /** How many mails since `since` (ms) went to `to` (of `kind`, when given), or were caused from `ip`. */
  countMail(filter: { since: number } & ({ to: string; kind?: MailKind } | { ip: string })): number {
    const row =
      'ip' in filter
        ? this.db
            .prepare('SELECT COUNT(*) AS n FROM mail WHERE ip = ? AND at > ?')
            .get(filter.ip, filter.since)
        : filter.kind === undefined
          ? this.db
              .prepare('SELECT COUNT(*) AS n FROM mail WHERE to_address = ? AND at > ?')
              .get(filter.to, filter.since)
          : this.db
              .prepare('SELECT COUNT(*) AS n FROM mail WHERE to_address = ? AND kind = ? AND at > ?')
              .get(filter.to, filter.kind, filter.since);
    return z.object({ n: z.number() }).parse(row).n;
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

  /** The social (or Farcaster) identity `subject` at `provider`: whose user it is, and the name to show. */
  socialIdentity(provider: string, subject: string): SocialIdentityRow | undefined {
    return one(
      socialIdentityRow,
      this.db
        .prepare('SELECT * FROM social_identities WHERE provider = ? AND subject = ?')
        .get(provider, subject),
    );
  }

  /** The social identity a user was made for (undefined: an email user). */
  socialIdentityOfUser(userId: string): SocialIdentityRow | undefined {
    return one(
      socialIdentityRow,
      this.db.prepare('SELECT * FROM social_identities WHERE user_id = ?').get(userId),
    );
  }

  addSocialIdentity(row: SocialIdentityRow): void {
    this.db
      .prepare(
        'INSERT INTO social_identities (provider, subject, user_id, user_name, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(row.provider, row.subject, row.user_id, row.user_name, row.created_at);
  }

  /** The account type the user chose (SET_PREFERRED_ACCOUNT); undefined: never chosen (the EOA). */
  preferredAccountType(userId: string): PreferredAccountType | undefined {
    return one(
      preferredAccountRow,
      this.db.prepare('SELECT type FROM preferred_accounts WHERE user_id = ?').get(userId),
    )?.type;
  }

  setPreferredAccountType(userId: string, type: PreferredAccountType): void {
    this.db
      .prepare(
        'INSERT INTO preferred_accounts (user_id, type) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET type = excluded.type',
      )
      .run(userId, type);
  }

  /** A wallet_sendCalls batch (its id is the user operation hash) and who sent it. */
  smartAccountCall(id: string): SmartAccountCallRow | undefined {
    return one(
      smartAccountCallRow,
      this.db.prepare('SELECT * FROM smart_account_calls WHERE id = ?').get(id),
    );
  }

  addSmartAccountCall(row: SmartAccountCallRow): void {
    this.db
      .prepare('INSERT INTO smart_account_calls (id, user_id, chain_id, created_at) VALUES (?, ?, ?, ?)')
      .run(row.id, row.user_id, row.chain_id, row.created_at);
  }

  /**
   * Deletes the login records no rule reads any more: codes that expired by
   * `codesExpiredBy`, mail sent before `mailBefore`, sessions expired by `sessionsExpiredBy` and the
   * sign-in records of sessions gone. Returns how many rows of each went.
   */
  sweep(bounds: { codesExpiredBy: number; mailBefore: number; sessionsExpiredBy: number }): {
    codes: number;
    mail: number;
    sessions: number;
  } {
    return this.transaction(() => {
      const codes = this.db.prepare('DELETE FROM codes WHERE expires_at <= ?').run(bounds.codesExpiredBy);
      const mail = this.db.prepare('DELETE FROM mail WHERE at < ?').run(bounds.mailBefore);
      const sessions = this.db
        .prepare('DELETE FROM sessions WHERE expires_at <= ?')
        .run(bounds.sessionsExpiredBy);
      this.db.prepare('DELETE FROM sign_ins WHERE token_hash NOT IN (SELECT token_hash FROM sessions)').run();
      return { codes: codes.changes, mail: mail.changes, sessions: sessions.changes };
    });
  }

  close(): void {
    this.db.close();
  }
}
