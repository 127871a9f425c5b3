/**
 * Single-use secrets that expire (OAuth states and codes, Farcaster channels), in memory: each is a
 * random hex token handed out once and kept only as its keyed hash, so a leaked memory dump or log
 * holds nothing usable. Taking one removes it; an expired one answers 'expired' once, then is gone.
 * Bounded: each client (the requesting IP) holds at most `perClient` live tokens, the
 * store at most `total` (the backstop: every address of 127/8 reaches a loopback server), and expired
 * ones are swept on every issue and by the site's sweep timer.
 */
import { randomBytes } from 'node:crypto';
import { SiteError } from '../errors.ts';
import type { Secrets } from '../secrets.ts';

/** What a lookup finds. */
export type Lookup<T> = { state: 'live'; value: T } | { state: 'expired' | 'unknown' };

/** How many live tokens a store holds at most, and what a refusal past that says (a 429). */
export interface OneTimeLimits {
  perClient: number;
  total: number;
  message: string;
}

/** Hex (never `-`), so a token can carry production's `--<return URL>` suffix unambiguously. */
function newHexToken(): string {
  return randomBytes(32).toString('hex');
}

interface Entry<T> {
  value: T;
  expiresAt: number;
  /** Who asked for it (their IP): what the per-client cap counts. */
  client: string;
}

/** A map of single-use, expiring tokens to what they stand for. */
export class OneTimeStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly perClient = new Map<string, number>();

  constructor(
    private readonly deps: { secrets: Secrets; now: () => number; ttlMs: number; limits: OneTimeLimits },
  ) {}

  /** Live and expired-but-unswept tokens held. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Keeps `value` under a new token for `client`; returns the token. Expired entries are swept first;
   * a client at its cap, or a full store, is refused with a 429 (nothing stored).
   */
  issue(value: T, client: string): string {
    this.sweep();
    const { limits } = this.deps;
    if ((this.perClient.get(client) ?? 0) >= limits.perClient || this.entries.size >= limits.total)
      throw new SiteError(429, limits.message);
    const token = newHexToken();
    this.entries.set(this.deps.secrets.hash(token), {
      value,
      expiresAt: this.deps.now() + this.deps.ttlMs,
      client,
    });
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    return token;
  }

  /** Drops every expired entry; returns how many. */
  sweep(): number {
    const now = this.deps.now();
    let dropped = 0;
    for (const [key, entry] of this.entries)
      if (now >= entry.expiresAt) {
        this.drop(key, entry);
        dropped += 1;
      }
    return dropped;
  }

  /** What `token` stands for, left in place. */
  peek(token: string): Lookup<T> {
    const key = this.deps.secrets.hash(token);
    const entry = this.entries.get(key);
    if (!entry) return { state: 'unknown' };
    if (this.deps.now() >= entry.expiresAt) {
      this.drop(key, entry);
      return { state: 'expired' };
    }
    return { state: 'live', value: entry.value };
  }

  /** Whether `token` is live (nothing is dropped or changed). */
  holds(token: string): boolean {
    const entry = this.entries.get(this.deps.secrets.hash(token));
    return entry !== undefined && this.deps.now() < entry.expiresAt;
  }

  /** Replaces what a live `token` stands for (its expiry stays). */
  update(token: string, value: T): void {
    const entry = this.entries.get(this.deps.secrets.hash(token));
    if (entry) entry.value = value;
  }

  /** Spends `token`: it never answers 'live' again. */
  spend(token: string): void {
    const key = this.deps.secrets.hash(token);
    const entry = this.entries.get(key);
    if (entry) this.drop(key, entry);
  }

  private drop(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    const held = (this.perClient.get(entry.client) ?? 1) - 1;
    if (held > 0) this.perClient.set(entry.client, held);
    else this.perClient.delete(entry.client);
  }
}
