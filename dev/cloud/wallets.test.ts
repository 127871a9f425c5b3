import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DIRECTORY_SIZE, generateDirectory } from './directory.ts';
import type { RunningCloud } from './server.ts';
import { getJson, startTestCloud, urlOf } from './test-helpers.ts';

const walletSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  name: z.string().min(1),
  image_id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
  chains: z.array(z.string().regex(/^(eip155|solana):[A-Za-z0-9]+$/)).min(1),
  mobile_link: z.string().endsWith('://').nullable(),
  desktop_link: z.string().endsWith('://').nullable(),
  webapp_link: z.url().nullable(),
  rdns: z
    .string()
    .regex(/^(io|com)\.[a-z0-9]+$/)
    .nullable(),
  homepage: z.url(),
  badge_type: z.enum(['certified', 'none']),
  order: z.number().int().min(1),
});
const listSchema = z.strictObject({ count: z.number().int(), data: z.array(walletSchema) });
const errorSchema = z.strictObject({ message: z.string() });

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.close());

async function list(params: Record<string, string | number>) {
  const { status, body } = await getJson(urlOf(cloud, '/getWallets', params));
  expect(status).toBe(200);
  return listSchema.parse(body);
}

async function badRequest(params: Record<string, string | number>): Promise<string> {
  const { status, body } = await getJson(urlOf(cloud, '/getWallets', params));
  expect(status).toBe(400);
  return errorSchema.parse(body).message;
}

describe('the generated directory', () => {
  const wallets = generateDirectory();

  it('has at least 500 wallets with distinct ids, names, image ids and rdns', () => {
    expect(wallets.length).toBe(DIRECTORY_SIZE);
    expect(wallets.length).toBeGreaterThanOrEqual(500);
    for (const key of ['id', 'name', 'image_id'] as const) {
      expect(new Set(wallets.map((w) => w[key])).size).toBe(wallets.length);
    }
    const rdns = wallets.flatMap((w) => (w.rdns ? [w.rdns] : []));
    expect(new Set(rdns).size).toBe(rdns.length);
    expect(rdns.length).toBeGreaterThan(100);
  });

  it('is deterministic for a seed and differs for another', () => {
    expect(generateDirectory()).toEqual(wallets);
    expect(generateDirectory(DIRECTORY_SIZE, 7)[0]?.id).not.toBe(wallets[0]?.id);
  });

  it('mixes EVM-only, Solana-only and multi-namespace wallets', () => {
    const namespaces = wallets.map((w) => new Set(w.chains.map((c) => c.split(':')[0])));
    const evmOnly = namespaces.filter((n) => n.has('eip155') && !n.has('solana')).length;
    const solOnly = namespaces.filter((n) => !n.has('eip155') && n.has('solana')).length;
    const both = namespaces.filter((n) => n.has('eip155') && n.has('solana')).length;
    expect(evmOnly).toBeGreaterThan(250);
    expect(solOnly).toBeGreaterThan(40);
    expect(both).toBeGreaterThan(80);
  });
});

describe('GET /getWallets', () => {
  it('answers the first page of 40 in rank order with the full count', async () => {
    const { count, data } = await list({ page: 1, entries: 40 });
    expect(count).toBe(DIRECTORY_SIZE);
    expect(data).toHaveLength(40);
    expect(data.map((w) => w.order)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('defaults to page 1 and 40 entries', async () => {
    const { data } = await list({});
    expect(data).toHaveLength(40);
    expect(data[0]?.order).toBe(1);
  });

  it('pages through the whole directory without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 15; page++) {
      const { count, data } = await list({ page, entries: 40 });
      expect(count).toBe(DIRECTORY_SIZE);
      seen.push(...data.map((w) => w.id));
    }
    expect(seen).toHaveLength(DIRECTORY_SIZE);
    expect(new Set(seen).size).toBe(DIRECTORY_SIZE);
    const past = await list({ page: 16, entries: 40 });
    expect(past).toEqual({ count: DIRECTORY_SIZE, data: [] });
  });

  it('searches names case-insensitively and allows 100 entries', async () => {
    const expected = generateDirectory().filter((w) => w.name.toLowerCase().includes('vault'));
    const { count, data } = await list({ search: 'VaUlT', entries: 100 });
    expect(count).toBe(expected.length);
    expect(count).toBeGreaterThan(10);
    expect(data.map((w) => w.id)).toEqual(expected.slice(0, 100).map((w) => w.id));
    const none = await list({ search: 'no such wallet zzz' });
    expect(none).toEqual({ count: 0, data: [] });
  });

  it('keeps only included ids and drops excluded ones', async () => {
    const first = await list({ entries: 5 });
    const ids = first.data.map((w) => w.id);
    const included = await list({ include: ids.slice(0, 3).join(',') });
    expect(included.count).toBe(3);
    expect(included.data.map((w) => w.id)).toEqual(ids.slice(0, 3));
    const excluded = await list({ exclude: ids.slice(0, 2).join(','), entries: 3 });
    expect(excluded.count).toBe(DIRECTORY_SIZE - 2);
    expect(excluded.data.map((w) => w.id)).toEqual(ids.slice(2, 5));
    const both = await list({ include: ids.slice(0, 3).join(','), exclude: ids[1] ?? '' });
    expect(both.data.map((w) => w.id)).toEqual([ids[0], ids[2]]);
  });

  it('filters by chains (any of the given CAIP-2 ids)', async () => {
    const solanaMain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    const expected = generateDirectory().filter((w) => w.chains.includes(solanaMain));
    const { count, data } = await list({ chains: solanaMain, entries: 100 });
    expect(count).toBe(expected.length);
    expect(data.every((w) => w.chains.includes(solanaMain))).toBe(true);
    const either = await list({ chains: `${solanaMain},eip155:1` });
    const expectedEither = generateDirectory().filter(
      (w) => w.chains.includes(solanaMain) || w.chains.includes('eip155:1'),
    );
    expect(either.count).toBe(expectedEither.length);
    expect(either.count).toBeGreaterThan(count);
  });

  it('filters by badge_type', async () => {
    const { count, data } = await list({ badge_type: 'certified', entries: 100 });
    expect(count).toBe(generateDirectory().filter((w) => w.badge_type === 'certified').length);
    expect(data.every((w) => w.badge_type === 'certified')).toBe(true);
  });

  it('rejects bad params with 400 and a reason', async () => {
    expect(await badRequest({ page: 0 })).toBe('page: must be at least 1');
    expect(await badRequest({ page: -1 })).toBe('page: must be a whole number');
    expect(await badRequest({ entries: 101 })).toBe('entries: must be at most 100');
    expect(await badRequest({ entries: 'abc' })).toBe('entries: must be a whole number');
    expect(await badRequest({ entries: '1.5' })).toBe('entries: must be a whole number');
    expect(await badRequest({ include: 'not-an-id' })).toMatch(/^include\.0: .*64 lowercase hex/);
    expect(await badRequest({ chains: 'mainnet' })).toMatch(/^chains\.0: .*CAIP-2/);
    expect(await badRequest({ badge_type: 'gold' })).toMatch(/^badge_type: /);
    expect(await badRequest({ search: 'x'.repeat(101) })).toBe('search: must be at most 100 characters');
  });

  it('rejects malformed sdk properties', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/getWallets', { st: 'bad type!' }));
    expect(status).toBe(400);
    expect(errorSchema.parse(body).message).toMatch(/^st: /);
  });
});

describe('project id checks', () => {
  it('answers 401 Unauthorized: invalid key for an unknown project', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/getWallets', {}, 'someone-else'));
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized: invalid key' });
  });

  it('answers 400 with a reason when the project id is missing', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/getWallets', {}, null));
    expect(status).toBe(400);
    expect(errorSchema.parse(body).message).toMatch(/^projectId: missing/);
  });

  it('takes the project id from the x-project-id header too', async () => {
    const { status } = await getJson(urlOf(cloud, '/getWallets', {}, null), {
      headers: { 'x-project-id': 'portico-dev-project' },
    });
    expect(status).toBe(200);
  });

  it('knows project ids passed at start', async () => {
    const other = await startTestCloud(['my-test-project']);
    try {
      const { status } = await getJson(urlOf(other, '/getWallets', {}, 'my-test-project'));
      expect(status).toBe(200);
      expect((await getJson(urlOf(cloud, '/getWallets', {}, 'my-test-project'))).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
