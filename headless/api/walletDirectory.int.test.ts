/**
 * The directory client and the wallet list machine against the real local directory (dev/cloud on a
 * free port, real HTTP, real SQLite): §7 /getWallets and /getWalletImage, §9 wallet list sizes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DIRECTORY_SIZE, generateDirectory } from '../../dev/cloud/directory.ts';
import { DEV_PROJECT_ID } from '../../dev/cloud/projects.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import {
  WALLET_LIST_PAGE_SIZE,
  WALLET_LIST_RECOMMENDED_COUNT,
  WALLET_LIST_SEARCH_SIZE,
} from '../../domain/constants.ts';
import type { WalletPage } from '../../domain/schemas/walletDirectory.ts';
import { type WalletListInput, walletListMachine } from '../../machines/index.ts';
import { type CloudClient, createCloudClient } from './cloudClient.ts';
import { fetchWallets, type WalletQuery, walletImageUrl } from './walletDirectory.ts';

const directory = generateDirectory();
let cloud: RunningCloud;
let client: CloudClient;

beforeAll(async () => {
  cloud = await startCloud({ port: 0, quiet: true });
  client = createCloudClient({ baseUrl: cloud.url, projectId: DEV_PROJECT_ID });
});

afterAll(async () => {
  await cloud.close();
});

const ids = (wallets: readonly { id: string }[]) => wallets.map((wallet) => wallet.id);

describe('GET /getWallets on the local directory', () => {
  test('page 1 has 40 wallets and the count of the whole directory', async () => {
    const page = await fetchWallets(client, { page: 1, entries: WALLET_LIST_PAGE_SIZE });
    expect(page.data).toHaveLength(WALLET_LIST_PAGE_SIZE);
    expect(page.count).toBe(DIRECTORY_SIZE);
    expect(ids(page.data)).toEqual(ids(directory.slice(0, 40)));
  });

  test('page 2 follows page 1 without overlap', async () => {
    const [first, second] = await Promise.all([
      fetchWallets(client, { page: 1, entries: WALLET_LIST_PAGE_SIZE }),
      fetchWallets(client, { page: 2, entries: WALLET_LIST_PAGE_SIZE }),
    ]);
    const firstIds = new Set(ids(first.data));
    expect(second.data).toHaveLength(WALLET_LIST_PAGE_SIZE);
    expect(second.data.filter((wallet) => firstIds.has(wallet.id))).toEqual([]);
    expect(ids(second.data)).toEqual(ids(directory.slice(40, 80)));
  });

  test('a search returns at most 100 wallets, all matching the name', async () => {
    const page = await fetchWallets(client, { page: 1, entries: WALLET_LIST_SEARCH_SIZE, search: 'a' });
    expect(page.count).toBeGreaterThan(WALLET_LIST_SEARCH_SIZE);
    expect(page.data.length).toBeLessThanOrEqual(WALLET_LIST_SEARCH_SIZE);
    for (const wallet of page.data) expect(wallet.name.toLowerCase()).toContain('a');
    const exact = await fetchWallets(client, { page: 1, entries: 100, search: directory[7]?.name ?? '' });
    expect(ids(exact.data)).toContain(directory[7]?.id);
  });

  test('include restricts the directory and exclude removes from it', async () => {
    const include = ids(directory.slice(10, 15));
    const page = await fetchWallets(client, { page: 1, entries: 40, include, exclude: [include[0] ?? ''] });
    expect(page.count).toBe(4);
    expect(ids(page.data)).toEqual(include.slice(1));
  });

  test('the wallet image URL answers an image', async () => {
    const response = await fetch(walletImageUrl(cloud.url, directory[0]?.image_id ?? '', DEV_PROJECT_ID));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('the wallet list machine with the real directory', () => {
  function startList(input: WalletListInput = {}) {
    const fetchWalletsActor = fromPromise<WalletPage, WalletQuery>(({ input: query, signal }) =>
      fetchWallets(client, query, { signal }),
    );
    const actor = createActor(walletListMachine.provide({ actors: { fetchWallets: fetchWalletsActor } }), {
      input,
    }).start();
    actor.send({ type: 'walletList.load' });
    return actor;
  }

  test('loads featured, recommended and the first page, pages, and searches end to end', async () => {
    const featured = [directory[100]?.id ?? '', directory[3]?.id ?? ''];
    const actor = startList({ featuredWalletIds: featured });
    await waitFor(actor, (s) => s.matches({ directory: 'ready' }));
    let { context } = actor.getSnapshot();
    expect(ids(context.featured)).toEqual(featured);
    expect(context.recommended).toHaveLength(WALLET_LIST_RECOMMENDED_COUNT);
    expect(context.wallets).toHaveLength(WALLET_LIST_PAGE_SIZE);
    expect(context.count).toBe(DIRECTORY_SIZE - 2 - WALLET_LIST_RECOMMENDED_COUNT);

    actor.send({ type: 'walletList.nextPage' });
    await waitFor(actor, (s) => s.matches({ directory: 'ready' }) && s.context.page === 2);
    context = actor.getSnapshot().context;
    expect(context.wallets).toHaveLength(2 * WALLET_LIST_PAGE_SIZE);
    const all = [...ids(context.featured), ...ids(context.recommended), ...ids(context.wallets)];
    expect(new Set(all).size).toBe(all.length);

    const name = directory[250]?.name ?? '';
    actor.send({ type: 'walletList.search', query: `  ${name.toUpperCase()} ` });
    await waitFor(actor, (s) => s.matches({ search: 'results' }));
    context = actor.getSnapshot().context;
    expect(context.query).toBe(name.toUpperCase());
    expect(ids(context.searchResults)).toContain(directory[250]?.id);
    for (const wallet of context.searchResults)
      expect(wallet.name.toLowerCase()).toContain(name.toLowerCase());
    actor.stop();
  });

  test('an unreachable directory shows its error, and retry loads once it answers again', async () => {
    cloud.faults.add({ route: '/getWallets', status: 503, times: 1 });
    const actor = startList();
    await waitFor(actor, (s) => s.matches({ directory: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('HTTP status code: 503');
    actor.send({ type: 'walletList.retry' });
    await waitFor(actor, (s) => s.matches({ directory: 'ready' }));
    expect(actor.getSnapshot().context.wallets).toHaveLength(WALLET_LIST_PAGE_SIZE);
    actor.stop();
  });
});
