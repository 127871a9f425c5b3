/**
 * The secure site's cryptography on node:crypto: the server secret, AES-256-GCM encryption of the
 * users' keys at rest, keyed hashes of codes, tokens and device secrets, and random codes and tokens.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Keys derived from the server secret: one to encrypt keys, one to hash codes and tokens. */
export class Secrets {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error('secret: at least 16 characters');
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'portico-secure-site', info, 32));
    this.encryptionKey = derive('key-custody');
    this.hashKey = derive('codes-and-tokens');
  }

  /**
   * Encrypts `plaintext` with AES-256-GCM under a fresh 12-byte IV; `context` (the owner and namespace)
   * is authenticated data, so a ciphertext moved to another row fails to decrypt. Result: base64 of
   * IV, tag and ciphertext.
   */
  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** Decrypts what {@link encrypt} made with the same context; throws if it was tampered with. */
  decrypt(sealed: string, context: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Keyed hash (HMAC-SHA-256, hex) of a code, token or device secret: what the database keeps. */
  hash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }

  /** Whether `value` hashes to `hash`, in constant time. */
  matches(value: string, hash: string): boolean {
    const a = Buffer.from(this.hash(value), 'hex');
    const b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** A 6-digit one-time code, uniformly random, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random URL-safe token of 32 bytes. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The server secret: `given` if set, else the file beside a file database (created once with a random
 * secret, mode 0600, so keys stay readable across restarts), else a random one for this run.
 */
export function resolveSecret(given: string | undefined, dbPath: string): string {
  if (given) return given;
  if (dbPath === ':memory:') return newToken();
  const file = `${dbPath}.secret`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = newToken();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
