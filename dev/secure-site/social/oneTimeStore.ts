/**
 * Single-use secrets that expire (OAuth states and codes, Farcaster channels), in memory: each is a
 * random hex token handed out once and kept only as its keyed hash, so a leaked memory dump or log
 * holds nothing usable. Taking one removes it; an expired one answers 'expired' once, then is gone.
 */
import { randomBytes } from 'node:crypto';
import type { Secrets } from '../secrets.ts';

/** What a lookup finds. */
export type Lookup<T> = { state: 'live'; value: T } | { state: 'expired' | 'unknown' };

/** Hex (never `-`), so a token can carry production's `--<return URL>` suffix unambiguously. */
function newHexToken(): string {
  return randomBytes(32).toString('hex');
}

/** A map of single-use, expiring tokens to what they stand for. */
export class OneTimeStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly deps: { secrets: Secrets; now: () => number; ttlMs: number }) {}

  /** Keeps `value` under a new token; returns the token. Expired entries are dropped on the way. */
  issue(value: T): string {
    const now = this.deps.now();
    for (const [key, entry] of this.entries) if (now >= entry.expiresAt) this.entries.delete(key);
    const token = newHexToken();
    this.entries.set(this.deps.secrets.hash(token), { value, expiresAt: now + this.deps.ttlMs });
    return token;
  }

  /** What `token` stands for, left in place. */
  peek(token: string): Lookup<T> {
    const key = this.deps.secrets.hash(token);
    const entry = this.entries.get(key);
    if (!entry) return { state: 'unknown' };
    if (this.deps.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return { state: 'expired' };
    }
    return { state: 'live', value: entry.value };
  }

  /** Replaces what a live `token` stands for (its expiry stays). */
  update(token: string, value: T): void {
    const entry = this.entries.get(this.deps.secrets.hash(token));
    if (entry) entry.value = value;
  }

  /** Spends `token`: it never answers 'live' again. */
  spend(token: string): void {
    this.entries.delete(this.deps.secrets.hash(token));
  }
}
