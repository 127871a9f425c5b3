import { describe, expect, test } from 'vitest';
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';
import { CloudHttpError, CloudResponseError, createCloudClient } from './cloudClient.ts';
import { fetchWallets, walletImageUrl } from './walletDirectory.ts';

function clientAnswering(body: unknown, status = 200) {
  const urls: URL[] = [];
  const client = createCloudClient({
    baseUrl: 'http://api.test',
    projectId: 'p1',
    fetch: async (input) => {
      urls.push(new URL(String(input)));
      return Response.json(body, { status });
    },
  });
  return { client, urls };
}

describe('GET /getWallets (§7: page, entries, include, exclude, search, badge_type, chains; reads data and count)', () => {
  test('sends every request field with the project and SDK properties', async () => {
    const { client, urls } = clientAnswering({ count: 0, data: [] });
    await fetchWallets(client, {
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'aur',
      badge_type: 'certified',
      chains: ['eip155:1', 'eip155:10'],
    });
    const params = Object.fromEntries(urls[0]?.searchParams ?? []);
    expect(urls[0]?.pathname).toBe('/getWallets');
    expect(params).toEqual({
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      search: 'aur',
      badge_type: 'certified',
      chains: 'eip155:1,eip155:10',
      projectId: 'p1',
      st: SDK_TYPE,
      sv: SDK_VERSION,
    });
  });

  test('leaves out empty lists and an empty search', async () => {
    const { client, urls } = clientAnswering({ count: 0, data: [] });
    await fetchWallets(client, { page: 1, entries: 4, include: [], exclude: [], search: '', chains: [] });
    expect([...(urls[0]?.searchParams.keys() ?? [])].sort()).toEqual([
      'entries',
      'page',
      'projectId',
      'st',
      'sv',
    ]);
  });

  test('reads count and data, dropping a malformed entry', async () => {
    const { client } = clientAnswering({ count: 2, data: [{ id: 'a', name: 'A' }, { id: 7 }] });
    const page = await fetchWallets(client, { page: 1, entries: 40 });
    expect(page.count).toBe(2);
    expect(page.data.map((wallet) => wallet.id)).toEqual(['a']);
  });

  test('a malformed page or a failed call rejects', async () => {
    await expect(
      fetchWallets(clientAnswering({ data: [] }).client, { page: 1, entries: 40 }),
    ).rejects.toBeInstanceOf(CloudResponseError);
    await expect(
      fetchWallets(clientAnswering({ message: 'down' }, 503).client, { page: 1, entries: 40 }),
    ).rejects.toBeInstanceOf(CloudHttpError);
  });
});

describe('GET /getWalletImage/{id} (§7, with project and SDK properties)', () => {
  test('builds the image URL under the API base', () => {
    const url = new URL(walletImageUrl('http://api.test/base', 'img 1', 'p1'));
    expect(url.pathname).toBe('/base/getWalletImage/img%201');
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION });
    expect(walletImageUrl('http://api.test/base/', 'x', 'p1')).toBe(
      walletImageUrl('http://api.test/base', 'x', 'p1'),
    );
  });
});
