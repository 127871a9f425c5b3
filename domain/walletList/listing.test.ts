import { describe, expect, test } from 'vitest';
import { testWallet } from '../../test-support/testWallets.ts';
import {
  allWalletsList,
  appendPage,
  hasMorePages,
  imagesToPrefetch,
  initialRecent,
  keepRecent,
  orderFeatured,
  trimSearchResults,
  uniqueById,
} from './listing.ts';

const ids = (wallets: readonly { id: string }[]) => wallets.map((wallet) => wallet.id);
const many = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => testWallet(`${prefix}${i}`));

describe('wallet list operations (§9 wallet list)', () => {
  test('each wallet is listed once, first occurrence kept', () => {
    expect(ids(uniqueById([testWallet('a'), testWallet('b'), testWallet('a', { name: 'later' })]))).toEqual([
      'a',
      'b',
    ]);
  });

  test('a next page is appended without repeating a wallet already listed', () => {
    expect(ids(appendPage([testWallet('a'), testWallet('b')], [testWallet('b'), testWallet('c')]))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  test('"100 for search (trimmed)": at most 100 wallets, each once, in order', () => {
    const results = trimSearchResults([...many(60), ...many(60, 'v'), testWallet('w0')]);
    expect(results).toHaveLength(100);
    expect(new Set(ids(results)).size).toBe(100);
    expect(results[0]?.id).toBe('w0');
    expect(results[99]?.id).toBe('v39');
  });

  test('featured wallets follow the host order, not the directory order', () => {
    expect(ids(orderFeatured([testWallet('b'), testWallet('c'), testWallet('a')], ['a', 'b', 'c']))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(orderFeatured([testWallet('b'), testWallet('z')], ['a', 'b']))).toEqual(['b']);
  });

  test('"Recent wallets kept: 2": the wallet used goes first, 2 kept', () => {
    const recent = [testWallet('a'), testWallet('b')];
    expect(ids(keepRecent(recent, testWallet('c')))).toEqual(['c', 'a']);
    expect(ids(keepRecent(recent, testWallet('b')))).toEqual(['b', 'a']);
    expect(ids(keepRecent([], testWallet('a')))).toEqual(['a']);
    expect(ids(initialRecent([testWallet('a'), testWallet('a'), testWallet('b'), testWallet('c')]))).toEqual([
      'a',
      'b',
    ]);
  });

  test('"first 20 images prefetched": the image ids of the first 20 wallets that have one', () => {
    const wallets = many(30);
    expect(imagesToPrefetch(wallets)).toEqual(wallets.slice(0, 20).map((wallet) => wallet.image_id));
    expect(imagesToPrefetch([testWallet('a', { image_id: null }), testWallet('b')])).toEqual(['image-b']);
  });

  test('the AllWallets list is featured first, then recommended, then the pages, each wallet once', () => {
    const list = allWalletsList(
      [testWallet('f')],
      [testWallet('r'), testWallet('f')],
      [testWallet('w'), testWallet('r')],
    );
    expect(ids(list)).toEqual(['f', 'r', 'w']);
  });

  test('more pages exist until the pages loaded reach the count', () => {
    expect(hasMorePages(0, 1)).toBe(true);
    expect(hasMorePages(1, 41)).toBe(true);
    expect(hasMorePages(1, 40)).toBe(false);
    expect(hasMorePages(2, 41)).toBe(false);
    expect(hasMorePages(0, 0)).toBe(false);
  });
});
