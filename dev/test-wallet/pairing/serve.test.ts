import { afterEach, describe, expect, it } from 'vitest';
import { type RunningWalletPage, startWalletPage } from './serve.ts';

// The page itself runs in a browser (checked by hand, see README); here: Vite serves it with its setup.

const pages: RunningWalletPage[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()));
});

describe('startWalletPage', () => {
  it('serves the labelled page and its module with the setup injected', async () => {
    const page = await startWalletPage({ relayUrl: 'ws://127.0.0.1:1', basePort: 9000, quiet: true });
    pages.push(page);
    expect(page.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(page.config.chains.map((chain) => chain.rpcUrl)).toEqual([
      'http://127.0.0.1:9000',
      'http://127.0.0.1:9001',
    ]);
    expect(page.config.solana?.rpcUrl).toBe('http://127.0.0.1:9002');
    const html = await (await fetch(page.url)).text();
    expect(html).toContain('Portico Test Wallet (pairing) — development only');
    const main = await (await fetch(new URL('main.ts', page.url))).text();
    expect(main).toContain('__PAIRING_WALLET_CONFIG__');
    // In dev, Vite hands `define` values to the page through its env module.
    const env = await (await fetch(new URL('@vite/env', page.url))).text();
    expect(env).toContain('"relayUrl":"ws://127.0.0.1:1"');
  });
});
