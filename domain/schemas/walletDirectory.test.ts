import { describe, expect, test } from 'vitest';
import { parseWalletListing, toWalletPage, walletPageEnvelopeSchema } from './walletDirectory.ts';

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

describe('wallet listing entry (§3: id, name, image_id, chains, mobile_link, desktop_link, webapp_link, rdns)', () => {
  test('keeps the §3 fields and drops the others', () => {
    const { homepage: _, ...fields } = entry;
    expect(parseWalletListing(entry)).toEqual(fields);
  });

  test('an entry with missing optional links is tolerated: they read as null', () => {
    expect(parseWalletListing({ id: 'x', name: 'X' })).toEqual({
      id: 'x',
      name: 'X',
      image_id: null,
      chains: [],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      rdns: null,
    });
  });

  test.each([
    ['no id', { name: 'X' }],
    ['an empty name', { id: 'x', name: '' }],
    ['chains not a list', { id: 'x', name: 'X', chains: 'eip155:1' }],
    ['a link that is not text', { id: 'x', name: 'X', mobile_link: 3 }],
    ['not an object', 'x'],
  ])('an entry with %s is malformed', (_, value) => {
    expect(parseWalletListing(value)).toBeUndefined();
  });

  test('a malformed entry is dropped from its page, not fatal to it', () => {
    const envelope = walletPageEnvelopeSchema.parse({
      count: 3,
      data: [entry, { name: 'no id' }, { id: 'y', name: 'Y' }],
    });
    const page = toWalletPage(envelope);
    expect(page.count).toBe(3);
    expect(page.data.map((wallet) => wallet.id)).toEqual([entry.id, 'y']);
  });

  test('a page without a count or a list is refused', () => {
    expect(walletPageEnvelopeSchema.safeParse({ data: [] }).success).toBe(false);
    expect(walletPageEnvelopeSchema.safeParse({ count: 1, data: {} }).success).toBe(false);
    expect(walletPageEnvelopeSchema.safeParse({ count: -1, data: [] }).success).toBe(false);
  });
});
