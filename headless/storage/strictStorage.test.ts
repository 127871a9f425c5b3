/**
 * Strict reads of stored JSON (headless/storage/strictStorage.ts), for what must not be lost: a value
 * that does not parse is a StoredDataError and stays where it is, and `setAside` moves it, exactly as
 * it was, to `<name>.unreadable` without ever overwriting a value set aside before.
 */
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import { STORAGE_KEYS } from './keys.ts';
import { cloudSessionRefSchema } from './signInSessionSchemas.ts';
import { parseStored, StoredDataError, setAside } from './strictStorage.ts';

const KEY = STORAGE_KEYS.siwxCloudSessions;
const refsSchema = z.array(cloudSessionRefSchema);

/** A strict read of what `backend` holds under `name`. */
const read = (backend: ReturnType<typeof memoryStorage>, name: string) =>
  parseStored(name, backend.getItem(name), refsSchema);

describe('strict storage', () => {
  test('a strict read of a corrupt value is a StoredDataError naming the key; the value stays', () => {
    const backend = memoryStorage();
    backend.items.set(KEY, '"yesterday"');
    expect(() => read(backend, KEY)).toThrow(StoredDataError);
    expect(() => read(backend, KEY)).toThrow(
      /^Portico cannot read the value stored under '@portico\/siwx-cloud-sessions' \(.+\); it was left as it is\.$/,
    );
    expect(read(backend, STORAGE_KEYS.siwxSessions)).toBeUndefined();
    expect(backend.items.get(KEY)).toBe('"yesterday"');
  });

  test('setAside moves the raw value to `<name>.unreadable` exactly as it was, and frees the key', () => {
    const backend = memoryStorage();
    backend.items.set(KEY, '"yesterday"');
    expect(setAside(backend, KEY)).toBe('@portico/siwx-cloud-sessions.unreadable');
    expect(backend.items.get('@portico/siwx-cloud-sessions.unreadable')).toBe('"yesterday"');
    expect(backend.items.has(KEY)).toBe(false);
    expect(read(backend, KEY)).toBeUndefined();
  });

  test('setAside never overwrites a value set aside before: another goes to `.unreadable.2`, the same one stays single', () => {
    const backend = memoryStorage();
    const aside = `${KEY}.unreadable`;
    for (const [raw, keptAt] of [
      ['{first', aside],
      ['{second', `${aside}.2`],
      ['{first', aside],
      ['{third', `${aside}.3`],
    ] as const) {
      backend.items.set(KEY, raw);
      expect(setAside(backend, KEY)).toBe(keptAt);
    }
    expect([...backend.items]).toEqual([
      [aside, '{first'],
      [`${aside}.2`, '{second'],
      [`${aside}.3`, '{third'],
    ]);
  });

  test('setAside keeps the original when the backend refuses the copy', () => {
    const backend = memoryStorage();
    backend.items.set(KEY, '{not json');
    const full = {
      ...backend,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => setAside(full, KEY)).toThrow('full');
    expect([...backend.items]).toEqual([[KEY, '{not json']]);
  });
});
