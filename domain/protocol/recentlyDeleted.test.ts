import { describe, expect, it } from 'vitest';
import { RECENTLY_DELETED_LIMIT } from '../constants.ts';
import {
  checkNotRecentlyDeleted,
  NONE_DELETED,
  rememberDeleted,
  wasRecentlyDeleted,
} from './recentlyDeleted.ts';

describe('recently deleted records (§4, §9)', () => {
  it('recently deleted records are remembered and rejected on reuse', () => {
    const deleted = rememberDeleted(NONE_DELETED, 'topic-a');
    expect(wasRecentlyDeleted(deleted, 'topic-a')).toBe(true);
    expect(wasRecentlyDeleted(deleted, 'topic-b')).toBe(false);
    const check = checkNotRecentlyDeleted(deleted, 'topic-a');
    expect(check.ok ? undefined : check.error.message).toBe('Record was recently deleted');
    expect(checkNotRecentlyDeleted(deleted, 'topic-b')).toEqual({ ok: true });
  });

  it('recently-deleted memory is limited, half dropped at the limit', () => {
    let deleted = NONE_DELETED;
    for (let key = 0; key < RECENTLY_DELETED_LIMIT - 1; key += 1) deleted = rememberDeleted(deleted, key);
    expect(deleted).toHaveLength(RECENTLY_DELETED_LIMIT - 1);
    deleted = rememberDeleted(deleted, 'last');
    expect(deleted).toHaveLength(RECENTLY_DELETED_LIMIT / 2);
    expect(wasRecentlyDeleted(deleted, 0)).toBe(false);
    expect(wasRecentlyDeleted(deleted, RECENTLY_DELETED_LIMIT / 2 - 1)).toBe(false);
    expect(wasRecentlyDeleted(deleted, RECENTLY_DELETED_LIMIT / 2)).toBe(true);
    expect(deleted.at(-1)).toBe('last');
  });

  it('remembers a key once, as the most recent, and never changes the list it was given', () => {
    const before = rememberDeleted(rememberDeleted(NONE_DELETED, 1), 2);
    const after = rememberDeleted(before, 1, 4);
    expect(after).toEqual([2, 1]);
    expect(before).toEqual([1, 2]);
  });

  it('takes the limit as a parameter (small limits for the machines and tests)', () => {
    const deleted = [1, 2, 3].reduce<readonly (string | number)[]>(
      (list, key) => rememberDeleted(list, key, 4),
      [],
    );
    expect(rememberDeleted(deleted, 4, 4)).toEqual([3, 4]);
  });
});
