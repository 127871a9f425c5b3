/**
 * The sweep of the secure site's login records: rows no rule reads any more are deleted
 * from SQLite (codes past the hourly cap's window, mail past the daily cap's, expired sessions), and
 * the in-memory login stores drop their expired entries. The site runs it on a timer that its close()
 * stops; the in-memory stores also sweep on every write.
 */
import type { SiteStore } from './db.ts';
import { LOGIN_SWEEP_INTERVAL_MS } from './limits.ts';
import { CODE_ROW_KEPT_AFTER_EXPIRY_MS, MAIL_ROW_KEPT_MS } from './service.ts';

/** A login store kept in memory that drops its expired entries. */
export interface SweepsItself {
  sweep(): number;
}

/** How many records one sweep dropped. */
export interface SweepCount {
  codes: number;
  mail: number;
  sessions: number;
  /** Entries of the in-memory stores (OAuth states, provider codes, Farcaster channels). */
  inMemory: number;
}

/** Sweeps the store and the in-memory stores as of `now`. */
export function sweepLoginRecords(
  store: SiteStore,
  inMemory: readonly SweepsItself[],
  now: number,
): SweepCount {
  const rows = store.sweep({
    codesExpiredBy: now - CODE_ROW_KEPT_AFTER_EXPIRY_MS,
    mailBefore: now - MAIL_ROW_KEPT_MS,
    sessionsExpiredBy: now,
  });
  return { ...rows, inMemory: inMemory.reduce((sum, each) => sum + each.sweep(), 0) };
}

/** Runs `sweep` every {@link LOGIN_SWEEP_INTERVAL_MS} (not holding the process open); returns the stop. */
export function startSweepTimer(sweep: () => void): () => void {
  const timer = setInterval(sweep, LOGIN_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
