/**
 * §4 "Recently deleted records are remembered and rejected on reuse"; §9 "Recently-deleted memory is
 * limited, half dropped at the limit". An immutable list of keys (proposal ids, session and pairing
 * topics), oldest first, so it fits in machine context and in storage. The engine keeps one per store;
 * the proposal and session machines take it as input and add their own record when it is deleted.
 */
import { RECENTLY_DELETED_LIMIT } from '../constants.ts';
import { fail, PASS, type ProtocolCheck, protocolError } from './result.ts';

/** A record key: a proposal id or a session / pairing topic. */
export type RecordKey = string | number;

/** Recently deleted keys, oldest first. */
export type RecentlyDeleted = readonly RecordKey[];

/** Nothing deleted yet. */
export const NONE_DELETED: RecentlyDeleted = [];

/**
 * Remembers `key` as deleted. When the memory reaches `limit`, the oldest half is dropped (as the
 * sign-client store does: add, then drop `limit / 2` from the front once the length reaches the limit).
 */
export function rememberDeleted(
  deleted: RecentlyDeleted,
  key: RecordKey,
  limit: number = RECENTLY_DELETED_LIMIT,
): RecentlyDeleted {
  const next = [...deleted.filter((existing) => existing !== key), key];
  return next.length >= limit ? next.slice(Math.floor(limit / 2)) : next;
}

/** Whether `key` was deleted recently (and is still remembered). */
export function wasRecentlyDeleted(deleted: RecentlyDeleted, key: RecordKey): boolean {
  return deleted.includes(key);
}

/** §4/§8: a remembered key fails with 'Record was recently deleted'. */
export function checkNotRecentlyDeleted(deleted: RecentlyDeleted, key: RecordKey): ProtocolCheck {
  return wasRecentlyDeleted(deleted, key) ? fail(protocolError.recentlyDeleted()) : PASS;
}
