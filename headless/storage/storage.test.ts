import { describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from './keys.ts';
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

  test('a corrupt value reads as undefined and is kept as it was', () => {
    const backend = memoryBackend();
    backend.data.set(STORAGE_KEYS.email, '{not json');
    backend.data.set(STORAGE_KEYS.lastEmailLoginTime, '"yesterday"');
    const storage = createTypedStorage(backend);
    expect(storage.get('email')).toBeUndefined();
    expect(storage.get('lastEmailLoginTime')).toBeUndefined();
    expect(backend.data.get(STORAGE_KEYS.email)).toBe('{not json');
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
