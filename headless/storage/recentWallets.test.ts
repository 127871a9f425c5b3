import { describe, expect, test } from 'vitest';
import { parseWalletListing } from '../../domain/schemas/walletDirectory.ts';
import { createTypedStorage } from './storage.ts';

const entry = {
  id: 'a'.repeat(64),
  name: 'Aurora Vault',
  image_id: 'img-1',
  chains: ['eip155:1'],
  mobile_link: 'auroravault://',
  desktop_link: null,
  webapp_link: 'https://app.auroravault.example/',
  rdns: 'io.auroravault',
  homepage: 'https://auroravault.example/',
};

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
