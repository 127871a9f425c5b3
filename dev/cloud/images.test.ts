import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDirectory } from './directory.ts';
import { initialsOf, renderImage } from './images.ts';
import type { RunningCloud } from './server.ts';
import { startTestCloud, urlOf } from './test-helpers.ts';

let cloud: RunningCloud;
beforeAll(async () => {
  cloud = await startTestCloud();
});
afterAll(() => cloud.close());

const wallet = generateDirectory()[0];

async function get(path: string, projectId: string | null = 'portico-dev-project') {
  const res = await fetch(urlOf(cloud, path, {}, projectId));
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('images', () => {
  it('initials come from the first two words', () => {
    expect(initialsOf('Aurora Vault')).toBe('AV');
    expect(initialsOf('usdc')).toBe('US');
    expect(renderImage('wallet', 'a', 'A<&')).toContain('A&#60;&#38;');
  });

  it('serves a wallet image by image_id and by wallet id', async () => {
    if (!wallet) throw new Error('empty directory');
    const byImage = await get(`/getWalletImage/${wallet.image_id}`);
    expect(byImage.status).toBe(200);
    expect(byImage.type).toMatch(/^image\/svg\+xml/);
    expect(byImage.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(byImage.text).toContain(`>${initialsOf(wallet.name)}</text>`);
    const byId = await get(`/getWalletImage/${wallet.id}`);
    expect(byId.text).toBe(byImage.text);
  });

  it('gives different wallets different colors', async () => {
    const [a, b] = generateDirectory().slice(1, 3);
    if (!a || !b) throw new Error('empty directory');
    const fillOf = (svg: string) => /fill="(hsl\([^"]+\))"/.exec(svg)?.[1];
    const fa = fillOf((await get(`/getWalletImage/${a.image_id}`)).text);
    const fb = fillOf((await get(`/getWalletImage/${b.image_id}`)).text);
    expect(fa).toBeDefined();
    expect(fa).not.toBe(fb);
  });

  it('answers 404 for an unknown wallet image id', async () => {
    const res = await get('/getWalletImage/00000000-0000-4000-a000-000000000000');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({
      message: 'Wallet image not found: 00000000-0000-4000-a000-000000000000',
    });
  });

  it.each([
    [
      '/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00',
      '<circle cx="48" cy="48" r="48" fill="url(#g)"/>',
    ],
    ['/public/getCurrencyImage/USD', '>USD</text>'],
    ['/public/getTokenImage/usdc', '>USDC</text>'],
  ])('serves %s as SVG', async (path, fragment) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^image\/svg\+xml/);
    expect(res.text).toContain(fragment);
  });

  it('draws an asset (a network, an NFT) as a picture with no text, different per id', async () => {
    const a = (await get('/public/getAssetImage/portico-local-anvil-31337')).text;
    const b = (await get('/public/getAssetImage/portico-local-solana')).text;
    expect(a).not.toContain('<text');
    expect(a).not.toBe(b);
  });

  it('rejects malformed public image ids and checks the project', async () => {
    expect((await get('/public/getTokenImage/a%20b')).status).toBe(400);
    expect((await get('/public/getTokenImage/ETH', 'unknown-project')).status).toBe(401);
    expect((await get(`/getWalletImage/${wallet?.image_id}`, null)).status).toBe(400);
  });
});
