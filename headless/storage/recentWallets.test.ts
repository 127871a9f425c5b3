import { describe, expect, test } from 'vitest';
import { parseWalletListing } from '../../domain/schemas/walletDirectory.ts';
import { testWallet } from '../../test-support/testWallets.ts';
import { createTypedStorage } from './storage.ts';

const entry = testWallet('a'.repeat(64), { name: 'Aurora Vault', rdns: 'io.auroravault' });

describe('recent wallets in storage (§9 "Recent wallets kept: 2")', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return createTypedStorage({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    });
  }

  test('a listing entry round-trips through storage', () => {
    const storage = memoryStorage();
    const wallet = parseWalletListing(entry);
    if (!wallet) throw new Error('entry is valid');
    storage.set('recentWallets', [wallet]);
    expect(storage.get('recentWallets')?.map(parseWalletListing)).toEqual([wallet]);
  });

  test('a list stored before the listing fields ({ id, name }) still reads', () => {
    const storage = memoryStorage();
    storage.set('recentWallets', [{ id: 'a', name: 'A' }]);
    expect(storage.get('recentWallets')?.map(parseWalletListing)).toEqual([
      parseWalletListing({ id: 'a', name: 'A' }),
    ]);
  });
});
