import { describe, expect, test } from 'vitest';
import { walletListFilters } from './filters.ts';
import { featuredQuery, normaliseSearchQuery, pageQuery, recommendedQuery, searchQuery } from './queries.ts';

const filters = walletListFilters({
  includeWalletIds: ['i1', 'i2'],
  excludeWalletIds: ['x1'],
  featuredWalletIds: ['f1', 'x1', 'f2', 'f1'],
  installedWalletIds: ['n1'],
  chains: ['eip155:1'],
});

describe('directory queries (§9 wallet list)', () => {
  test('featured: the featured ids in order, once each, without excluded ones', () => {
    expect(featuredQuery(filters)).toEqual({
      page: 1,
      entries: 2,
      include: ['f1', 'f2'],
      chains: ['eip155:1'],
    });
    expect(featuredQuery(walletListFilters())).toBeUndefined();
  });

  test('"4 recommended": page 1 of 4, include restricts, excluded, featured and installed removed', () => {
    expect(recommendedQuery(filters)).toEqual({
      page: 1,
      entries: 4,
      include: ['i1', 'i2'],
      exclude: ['x1', 'f1', 'f2', 'n1'],
      chains: ['eip155:1'],
    });
  });

  test('"40 per page": the page asked, excluded, featured and recommended removed', () => {
    expect(pageQuery(filters, ['r1'], 3)).toEqual({
      page: 3,
      entries: 40,
      include: ['i1', 'i2'],
      exclude: ['x1', 'f1', 'f2', 'r1'],
      chains: ['eip155:1'],
    });
  });

  test('"100 for search": page 1 of 100, include and exclude applied, featured still findable', () => {
    expect(searchQuery(filters, 'aur')).toEqual({
      page: 1,
      entries: 100,
      search: 'aur',
      include: ['i1', 'i2'],
      exclude: ['x1'],
      chains: ['eip155:1'],
    });
    expect(searchQuery(walletListFilters({ badgeType: 'certified' }), 'a')).toEqual({
      page: 1,
      entries: 100,
      search: 'a',
      badge_type: 'certified',
    });
  });

  test('a search query is trimmed; only spaces means no search', () => {
    expect(normaliseSearchQuery('  aurora vault \n')).toBe('aurora vault');
    expect(normaliseSearchQuery('   ')).toBe('');
  });
});
