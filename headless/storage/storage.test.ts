import { afterEach, beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest';
import { STORAGE_KEYS, type TypedStorageKey } from './keys.ts';
import { createTypedStorage, type StorageBackend } from './storage.ts';

function memoryBackend(): StorageBackend & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('typed browser storage', () => {
  test('round-trips each typed value', () => {
    const storage = createTypedStorage(memoryBackend());
    storage.set('email', 'ada@example.com');
    storage.set('lastEmailLoginTime', 1700000000000);
    storage.set('recentWallets', [{ id: 'a', name: 'A' }]);
    expect(storage.get('email')).toBe('ada@example.com');
    expect(storage.get('lastEmailLoginTime')).toBe(1700000000000);
    expect(storage.get('recentWallets')).toEqual([{ id: 'a', name: 'A' }]);
  });

  test('keeps smart-account-enabled networks as a comma-separated list (§3)', () => {
    const backend = memoryBackend();
    const storage = createTypedStorage(backend);
    storage.set('smartAccountEnabledNetworks', ['eip155:1', 'eip155:10']);
    expect(backend.data.get(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('eip155:1,eip155:10');
    expect(storage.get('smartAccountEnabledNetworks')).toEqual(['eip155:1', 'eip155:10']);
    storage.set('smartAccountEnabledNetworks', []);
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([]);
  });

  test('a backend that refuses writes loses nothing already stored and does not throw', () => {
    const backend = memoryBackend();
    backend.data.set(STORAGE_KEYS.lastUsedChain, JSON.stringify('eip155:1'));
    const storage = createTypedStorage({
      ...backend,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => storage.set('lastUsedChain', 'eip155:10')).not.toThrow();
    expect(storage.get('lastUsedChain')).toBe('eip155:1');
  });

  test('without a backend (SSR) every read is undefined', () => {
    const storage = createTypedStorage();
    expect(storage.get('email')).toBeUndefined();
    expect(() => storage.set('email', 'a@b.co')).not.toThrow();
  });
});

/** For each key, text that is not its value: not JSON (or not a list), and a value of the wrong shape. */
const UNREADABLE: Record<TypedStorageKey, readonly [notItsFormat: string, wrongShape: string]> = {
  emailLoginUsed: ['yes please', '"true"'],
  email: ['ada@example.com', '"not an email"'],
  lastUsedChain: ['eip155:1', '"mainnet"'],
  socialUsername: ['{"half":', '42'],
  lastEmailLoginTime: ['yesterday', '"1700000000000"'],
  smartAccountEnabledNetworks: ['<html>502</html>', 'eip155:1,mainnet'],
  connectedConnectors: ['io.metamask', '["io.metamask"]'],
  preferredAccountTypes: ['smartAccount', '{"eip155":"smart"}'],
  recentWallets: ['[{"id":', '[{"id":"a"}]'],
};
const CASES = Object.entries(UNREADABLE).flatMap(([key, texts]) =>
  texts.map((raw) => ({ key: key as TypedStorageKey, raw })),
);

describe('an unreadable stored value: set aside under `<key>.unreadable` and reported, never lost', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  const keptAt = (key: TypedStorageKey) => `${STORAGE_KEYS[key]}.unreadable`;
  const reportOf = (key: TypedStorageKey) =>
    new RegExp(
      `^Portico cannot read the value stored under '${STORAGE_KEYS[key]}' \\(.+\\): the value was kept as it ` +
        `was under '${keptAt(key)}', and Portico goes on without it\\.$`,
    );

  test.each(CASES)(
    '$key holding $raw: a read is undefined, the value kept aside exactly, reported once',
    ({ key, raw }) => {
      const backend = memoryBackend();
      backend.data.set(STORAGE_KEYS[key], raw);
      const storage = createTypedStorage(backend);
      expect(storage.get(key)).toBeUndefined();
      expect(backend.data.get(keptAt(key))).toBe(raw);
      expect(backend.data.has(STORAGE_KEYS[key])).toBe(false);
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError.mock.calls[0]?.[0]).toMatch(reportOf(key));
      // The key is free now: reading again reports nothing more.
      expect(storage.get(key)).toBeUndefined();
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  test.each(CASES)(
    '$key holding $raw: a write first sets it aside, then stores the new value',
    ({ key, raw }) => {
      const backend = memoryBackend();
      backend.data.set(STORAGE_KEYS[key], raw);
      const written = memoryBackend();
      createTypedStorage(written).set(key, validValueOf(key));
      createTypedStorage(backend).set(key, validValueOf(key));
      expect(backend.data.get(keptAt(key))).toBe(raw);
      expect(backend.data.get(STORAGE_KEYS[key])).toBe(written.data.get(STORAGE_KEYS[key]));
      expect(consoleError.mock.calls[0]?.[0]).toMatch(reportOf(key));
    },
  );

  test.each(CASES)('$key holding $raw: a remove sets it aside instead of deleting it', ({ key, raw }) => {
    const backend = memoryBackend();
    backend.data.set(STORAGE_KEYS[key], raw);
    createTypedStorage(backend).remove(key);
    expect(backend.data.get(keptAt(key))).toBe(raw);
    expect(backend.data.has(STORAGE_KEYS[key])).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  test('a readable value is not reported and stays where it is', () => {
    const backend = memoryBackend();
    backend.data.set(STORAGE_KEYS.connectedConnectors, '{"eip155":"io.metamask"}');
    expect(createTypedStorage(backend).get('connectedConnectors')).toEqual({ eip155: 'io.metamask' });
    expect(backend.data.get(STORAGE_KEYS.connectedConnectors)).toBe('{"eip155":"io.metamask"}');
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('when storage refuses the copy, the value stays in place, a write to its key is dropped, and it is reported', () => {
    const backend = memoryBackend();
    backend.data.set(STORAGE_KEYS.recentWallets, '[{"id":');
    const storage = createTypedStorage({
      ...backend,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(storage.get('recentWallets')).toBeUndefined();
    storage.set('recentWallets', []);
    expect(backend.data.get(STORAGE_KEYS.recentWallets)).toBe('[{"id":');
    expect(backend.data.has(`${STORAGE_KEYS.recentWallets}.unreadable`)).toBe(false);
    expect(consoleError.mock.calls[0]?.[0]).toBe(
      "Portico cannot read the value stored under 'portico:recent-wallets' (not JSON); it was left as it is.",
    );
  });
});

/** A value each key accepts. */
function validValueOf(key: TypedStorageKey) {
  const values = {
    emailLoginUsed: true,
    email: 'ada@example.com',
    lastUsedChain: 'eip155:1',
    socialUsername: 'ada',
    lastEmailLoginTime: 1700000000000,
    smartAccountEnabledNetworks: ['137', 'eip155:1'],
    connectedConnectors: { eip155: 'io.metamask' },
    preferredAccountTypes: { eip155: 'eoa' },
    recentWallets: [{ id: 'a', name: 'A' }],
  } as const;
  return values[key] as never;
}
