/**
 * Stored values (headless/storage): typed storage reads a corrupt hint as nothing and sets it aside
 * exactly as it was under `<key>.unreadable`; the sign-in session stores read strictly, report a corrupt value with StoredDataError's
 * detail, and set it aside exactly as it was under `<key>.unreadable` before anything is written. In
 * no case is what was stored lost.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';
import { STORAGE_KEYS, type TypedStorageKey } from '../headless/storage/keys.ts';
import { cloudSessionRefSchema } from '../headless/storage/signInSessionSchemas.ts';
import { cloudSignInSessions, localSignInSessions } from '../headless/storage/signInSessions.ts';
import { createTypedStorage } from '../headless/storage/storage.ts';
import { parseStored, StoredDataError } from '../headless/storage/strictStorage.ts';
import { memoryStorage } from '../test-support/memoryStorage.ts';
import { hostileText, validOrNearMiss } from './hostileValues.ts';
import { outcomeOf } from './outcome.ts';
import { fuzz, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const TYPED_KEYS = Object.keys(STORAGE_KEYS).filter(
  (key): key is TypedStorageKey => key !== 'siwxSessions' && key !== 'siwxCloudSessions',
);

const messageData = fc.record({
  accountAddress: fc.string(),
  chainId: fc
    .tuple(fc.stringMatching(/^[a-z0-9]{3,8}$/), fc.string())
    .map(([namespace, reference]) => `${namespace}:${reference}` as const),
  domain: fc.string(),
  uri: fc.string(),
  version: fc.constant('1'),
  nonce: fc.string(),
});
const localSessions = fc.array(
  fc.record({ data: messageData, message: fc.string(), signature: fc.string() }),
  { maxLength: 3 },
);
const cloudRefs = fc.array(
  fc.record({ id: fc.string(), chainId: fc.string(), address: fc.string(), token: fc.string() }),
  { maxLength: 3 },
);

/** A stored text: the JSON of a valid value, of a near miss of one, or any text at all. */
function storedText(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    validOrNearMiss(valid)
      .map((value) => outcomeOf(() => JSON.stringify(value) ?? 'undefined'))
      .map((json) => (json.threw ? '{' : json.value)),
    hostileText,
  );
}

/** A text that is no JSON ('<' starts none). */
const notJson = fc.string().map((text) => `<${text}`);
/** JSON that is no list: what the sign-in session stores hold is one. */
const notAList = fc
  .oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.dictionary(fc.string(), fc.string()))
  .map((value) => JSON.stringify(value));

/**
 * A stored text each typed key's schema refuses, by construction: no JSON, or JSON of another kind
 * (a number where a flag, a text, a list or a record is kept; a text where a time is); for the
 * comma-separated networks, an entry that is neither a CAIP-2 id nor digits (a word: no colon).
 */
function refusedHint(key: TypedStorageKey): fc.Arbitrary<string> {
  if (key === 'smartAccountEnabledNetworks')
    return fc
      .tuple(fc.array(fc.stringMatching(/^\d{1,6}$/), { maxLength: 3 }), fc.stringMatching(/^[a-z]{1,8}$/))
      .map(([fine, word]) => [...fine, word].join(','));
  const otherKind =
    key === 'lastEmailLoginTime' ? fc.string().map((text) => JSON.stringify(text)) : fc.integer().map(String);
  return fc.oneof(notJson, otherKind);
}

describe('typed storage (hints)', () => {
  test('a stored text its key cannot hold reads as nothing and is kept aside as it was', () => {
    const keyAndRaw = fc
      .constantFrom(...TYPED_KEYS)
      .chain((key) => refusedHint(key).map((raw) => [key, raw] as const));
    fuzz('storage: typed get', keyAndRaw, ([key, raw]) => {
      const backend = memoryStorage();
      backend.setItem(STORAGE_KEYS[key], raw);
      expect(createTypedStorage(backend).get(key)).toBeUndefined();
      expect([...backend.items]).toEqual([[`${STORAGE_KEYS[key]}.unreadable`, raw]]);
    });
  });

  test('any stored text reads as a value (kept in place) or as nothing (kept aside as it was)', () => {
    fuzz('storage: typed get', fc.tuple(fc.constantFrom(...TYPED_KEYS), hostileText), ([key, raw]) => {
      const backend = memoryStorage();
      backend.setItem(STORAGE_KEYS[key], raw);
      const read = outcomeOf(() => createTypedStorage(backend).get(key));
      expect(read.threw).toBe(false);
      const readable = !read.threw && read.value !== undefined;
      expect(backend.items.get(readable ? STORAGE_KEYS[key] : `${STORAGE_KEYS[key]}.unreadable`)).toBe(raw);
      expect(backend.items.size).toBe(1);
    });
  });
});

describe('sign-in session stores (strict)', () => {
  const STORES = [
    { name: 'local', key: STORAGE_KEYS.siwxSessions, open: localSignInSessions, valid: localSessions },
    { name: 'cloud', key: STORAGE_KEYS.siwxCloudSessions, open: cloudSignInSessions, valid: cloudRefs },
  ] as const;

  for (const { name, key, open, valid } of STORES) {
    test(`${name}: a stored value that does not parse is set aside as it was, reported, and never overwritten`, () => {
      fuzz(`storage: ${name} sign-in sessions`, storedText(valid), (raw) => {
        const backend = memoryStorage();
        backend.setItem(key, raw);
        consoleError.mockClear();
        const kept = open(backend).all();
        const aside = backend.items.get(`${key}.unreadable`);
        if (aside === undefined) {
          // It parsed: it is still there, unchanged, and nothing was reported.
          expect(backend.items.get(key)).toBe(raw);
          expect(consoleError).not.toHaveBeenCalled();
          // Members beyond the schema's are not read, but every entry is.
          expect(kept).toHaveLength((JSON.parse(raw) as unknown[]).length);
        } else {
          expect(aside).toBe(raw);
          expect(kept).toEqual([]);
          expect(consoleError).toHaveBeenCalledTimes(1);
          expect(String(consoleError.mock.calls[0]?.[0])).toMatch(
            new RegExp(
              `^Portico cannot read the sign-in sessions stored under '${key}' \\(.+\\): the value was kept as it was under '${key}\\.unreadable'`,
              's',
            ),
          );
        }
      });
    });

    test(`${name}: a stored text that is no JSON, or JSON that is no list, is set aside as it was and reported`, () => {
      fuzz(`storage: ${name} sign-in sessions`, fc.oneof(notJson, notAList), (raw) => {
        const backend = memoryStorage();
        backend.setItem(key, raw);
        consoleError.mockClear();
        expect(open(backend).all()).toEqual([]);
        expect(backend.items.get(`${key}.unreadable`)).toBe(raw);
        expect(consoleError).toHaveBeenCalledTimes(1);
      });
    });

    test(`${name}: writing after a corrupt value keeps the corrupt value aside`, () => {
      fuzz(`storage: ${name} sign-in sessions`, fc.tuple(hostileText, valid), ([raw, entries]) => {
        const backend = memoryStorage();
        backend.setItem(key, raw);
        open(backend).replaceAll(entries as never[]);
        const aside = backend.items.get(`${key}.unreadable`);
        // Either the old value parsed (and was replaced on purpose) or it is kept aside, as it was.
        if (aside !== undefined) expect(aside).toBe(raw);
        else expect(outcomeOf(() => JSON.parse(raw) as unknown).threw).toBe(false);
        expect(JSON.parse(backend.items.get(key) ?? 'null')).toEqual(entries);
      });
    });
  }

  test("a stored text that is no JSON is refused as 'not JSON'; JSON that is no list with the schema's complaint", () => {
    const schema = z.array(cloudSessionRefSchema);
    fuzz('storage: parseStored', fc.oneof(notJson, notAList), (raw) => {
      const read = outcomeOf(() => parseStored('some-key', raw, schema));
      expect(read.threw).toBe(true);
      expect(read.threw && read.error).toBeInstanceOf(StoredDataError);
      const { detail } = read.threw ? (read.error as StoredDataError) : { detail: '' };
      if (raw.startsWith('<')) expect(detail).toBe('not JSON');
      else expect(detail).not.toBe('not JSON');
      expect(detail.length).toBeGreaterThan(0);
    });
  });

  test("StoredDataError names the key and what is wrong: 'not JSON' or the schema's first complaint", () => {
    const schema = z.array(cloudSessionRefSchema);
    fuzz('storage: parseStored', storedText(cloudRefs), (raw) => {
      const read = outcomeOf(() => parseStored('some-key', raw, schema));
      if (!read.threw) return;
      expect(read.error).toBeInstanceOf(StoredDataError);
      const error = read.error as StoredDataError;
      expect(error.key).toBe('some-key');
      if (outcomeOf(() => JSON.parse(raw) as unknown).threw) expect(error.detail).toBe('not JSON');
      expect(error.message).toBe(
        `Portico cannot read the value stored under 'some-key' (${error.detail}); it was left as it is.`,
      );
    });
  });
});
