import { describe, expect, test } from 'vitest';
import { filtersChange, walletListFilters } from './filters.ts';

describe('wallet list filters (host options includeWalletIds, excludeWalletIds, featuredWalletIds)', () => {
  test('missing filters mean no restriction', () => {
    expect(walletListFilters({ chains: ['eip155:1'] })).toEqual({
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      installedWalletIds: [],
      chains: ['eip155:1'],
    });
  });

  test('a change is any list that differs (order counts: featured order is shown) or another badge', () => {
    const filters = walletListFilters({ featuredWalletIds: ['a', 'b'] });
    expect(filtersChange(filters, undefined)).toBe(false);
    expect(filtersChange(filters, { featuredWalletIds: ['a', 'b'] })).toBe(false);
    expect(filtersChange(filters, { featuredWalletIds: ['b', 'a'] })).toBe(true);
    expect(filtersChange(filters, { chains: ['eip155:1'] })).toBe(true);
    expect(filtersChange(filters, { badgeType: 'certified' })).toBe(true);
  });
});
