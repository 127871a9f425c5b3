/**
 * The demo's page without a framework (demo/vanilla.ts): `portico` alone, as a Vue, Svelte or plain
 * JS host would use it. It connects the test wallet with `connect`, shows the account from
 * `watchAccount`, switches network with `switchNetwork` (the app adds 31338 to the wallet) and
 * disconnects; its own code imports no React (the default modal's custom elements bring it in their own
 * chunk: e2e/elements.test.ts). Left on Ethereum mainnet, whose RPCs are unreachable here, it
 * pings them far less than every 4 s (§8 backoff) and not at all while the page is hidden, counted on
 * the page's own clock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import { poll, screenshot, TEST_WALLET_NAME, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

/** The loopback hosts of the dev services; any other host is the internet, unreachable here. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Every request the page sends off the machine (mainnet's RPCs, the production RPC proxy), refused as
 * an offline network would; `settled()` resolves once each one has failed in the page.
 */
async function refuseInternet(page: Page) {
  const offMachine = (url: string) => !LOCAL_HOSTS.has(new URL(url).hostname);
  let sent = 0;
  let ended = 0;
  page.on('request', (request) => {
    if (offMachine(request.url())) sent++;
  });
  page.on('requestfailed', (request) => {
    if (offMachine(request.url())) ended++;
  });
  page.on('requestfinished', (request) => {
    if (offMachine(request.url())) ended++;
  });
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
  return {
    count: () => sent,
    settled: async () => {
      if (ended !== sent) await poll(() => ended === sent).toBe(true);
    },
  };
}

/**
 * Run the page's clock for `ms` in steps of `stepMs`, letting every refused request fail in the page
 * before the next step: the page's timers then see the time they would see for real.
 */
async function runClock(page: Page, internet: { settled(): Promise<void> }, ms: number, stepMs: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += stepMs) {
    await page.clock.runFor(stepMs);
    await internet.settled();
    // One task of the page's: the failures' promise callbacks have run (the next waits are set). A
    // message-channel task, since the page's setTimeout is the paused clock's.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(undefined);
        }),
    );
  }
}

/** The type of a React element, as React's code writes it. */
const REACT_ELEMENT = 'react.transitional.element';

/** Make the page hidden or visible again, as a switch of tab does (document.visibilityState). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('portico without a framework', () => {
  test('connects the test wallet, shows the account, switches network and disconnects', async () => {
    const { page, demo } = fx;
    // Every script the page asks for, in order.
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${demo.vanillaUrl}?testWallet=approve`);
    const status = page.locator('#account-status');
    await expect(status.textContent()).resolves.toBe('Not connected');

    await page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` }).click({ timeout: WAIT_MS });
    await poll(() => status.textContent()).toMatch(/^Connected: 0x[0-9a-fA-F]{40} on eip155:31337$/);
    await poll(() => page.locator('#network-status').textContent()).toBe('Active: Local Anvil 31337');
    await screenshot(page, 'vanilla-connected');

    await page.getByRole('button', { name: 'Switch to Local Anvil 31338' }).click();
    await poll(() => page.locator('#network-status').textContent()).toBe('Active: Local Anvil 31338');
    await poll(() => status.textContent()).toMatch(/ on eip155:31338$/);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await poll(() => status.textContent()).toBe('Not connected');
    await expect(page.locator('#account-error').isHidden()).resolves.toBe(true);

    // No framework in the page's own code: the page's entry and every chunk it imports statically (the
    // build lists them in the page: its module script and its modulepreload links) hold nothing of React.
    // React reaches the page only in the chunks the elements load when one renders. React's element
    // type, `Symbol.for('react.transitional.element')`, is in React's own code once, whatever the minifier.
    const chunkCode = async (path: string) => (await fetch(new URL(path, demo.vanillaUrl))).text();
    const html = await chunkCode(demo.vanillaUrl);
    const entryChunks = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    );
    expect(entryChunks.length).toBeGreaterThan(1);
    for (const chunk of entryChunks)
      await expect(chunkCode(chunk), chunk).resolves.not.toContain(REACT_ELEMENT);
    const onDemand = scripts.filter((path) => path.endsWith('.js') && !entryChunks.includes(path));
    const withReact = await Promise.all(
      onDemand.map(async (path) => (await chunkCode(path)).includes(REACT_ELEMENT)),
    );
    expect(withReact).toContain(true);
  });

  test('a refused connect shows the §8 text', async () => {
    const { page, demo } = fx;
    await page.goto(`${demo.vanillaUrl}?testWallet=reject`);
    await page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` }).click({ timeout: WAIT_MS });
    await poll(() => page.locator('#account-error').textContent()).toBe('Connection rejected');
    await expect(page.locator('#account-status').textContent()).resolves.toBe('Not connected');
  });

  test('on unreachable mainnet RPCs it backs off (§8) and pings nothing while the page is hidden', async () => {
    const { page, demo } = fx;
    const internet = await refuseInternet(page);
    // The page's own clock: installed before the page loads, it runs as usual until paused below.
    await page.clock.install();
    await page.goto(`${demo.vanillaUrl}?testWallet=approve`);
    await page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` }).click({ timeout: WAIT_MS });
    await poll(() => page.locator('#account-status').textContent()).toMatch(/^Connected: /);
    await page.getByRole('button', { name: 'Switch to Ethereum' }).click();
    await poll(() => page.locator('#network-status').textContent()).toBe('Active: Ethereum');
    // The balance read on mainnet starts the RPC fallback and its ranking: it tried the internet.
    await poll(() => internet.count()).toBeGreaterThan(0);
    await internet.settled();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

    // Five minutes of the page's time: viem's own ranking pinged each endpoint every 4 s (150 requests
    // to the two endpoints here); backing off, it sends a small part of that.
    const before = internet.count();
    await runClock(page, internet, 5 * 60_000, 2000);
    const inFiveMinutes = internet.count() - before;
    console.log(`requests to the unreachable RPCs in five minutes of the page's clock: ${inFiveMinutes}`);
    expect(inFiveMinutes).toBeGreaterThan(0);
    expect(inFiveMinutes).toBeLessThanOrEqual(30);

    // Hidden: ten minutes of the page's time, not one request.
    await setHidden(page, true);
    const hiddenFrom = internet.count();
    await runClock(page, internet, 10 * 60_000, 30_000);
    expect(internet.count()).toBe(hiddenFrom);

    // Visible again: it goes on, within the backoff's cap (RPC_RANKING_BACKOFF_MAX_MS, 2 minutes).
    await setHidden(page, false);
    await runClock(page, internet, 2 * 60_000 + 2000, 2000);
    expect(internet.count()).toBeGreaterThan(hiddenFrom);
  });
});
