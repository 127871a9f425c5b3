/**
 * `portico/elements` as a Vue app gets it: the packed tarball installed into a fresh copy of
 * consumers/vue-app (Vite + Vue 3, strict TypeScript checked by vue-tsc) under the OS temp folder. The
 * app's own code imports no React; npm installs React as Portico's peer and the elements carry it.
 * README's elements example is type-checked in it. Built against the real local services (dev/cloud, dev/chain's anvil), the page runs in Chromium with
 * the injected test wallet of dev/test-wallet: the visitor opens the modal from
 * `<portico-connect-button>`, connects the wallet in `<portico-modal>`, and the app's Vue markup shows
 * the account from `watchAccount`; the app's page-wide rule on `button` does not reach the modal's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { type RunningChains, startChains } from '../dev/chain/server.ts';
import { type RunningCloud, startCloud } from '../dev/cloud/server.ts';
import { launchChromium } from './support/browser.ts';
import {
  installConsumer,
  packPortico,
  previewBuilt,
  readmeExample,
  removeWorkDir,
  runOk,
  watchedPage,
} from './support/consumer.ts';
import { testWalletScript } from './support/injectedTestWallet.ts';
import { connectButton, dialog, installedWalletRows, poll, TEST_WALLET_NAME } from './support/modal.ts';

// Packing, installing and building a real app: minutes on a busy 2-core machine, never a measured limit.
const SETUP_MS = 900_000;
/** Builds and type-checks take what a loaded machine gives them: wait for the outcome (no limit). */
const WAIT_FOR_OUTCOME = 0;

/** The project id of the consumer apps, known to the local cloud. */
const CONSUMER_PROJECT_ID = 'your-project-id';

/** The test wallet's account (its default key: anvil's first account). */
const ACCOUNT = EVM_ACCOUNTS[0]?.address ?? '';

let tarball: string;
let browser: Browser;
let cloud: RunningCloud;
let chains: RunningChains;
let walletScript: string;
let dir: string;
beforeAll(async () => {
  [tarball, browser, cloud, chains] = await Promise.all([
    packPortico(),
    launchChromium(),
    startCloud({ port: 0, dbPath: ':memory:', quiet: true, projectIds: [CONSUMER_PROJECT_ID] }),
    startChains({ basePort: 0, quiet: true, seed: false }),
  ]);
  walletScript = await testWalletScript(chains);
  dir = await installConsumer('vue-app', tarball);
  // Type-checked with the app (nothing imports it, so the built page does not run it).
  writeFileSync(
    join(dir, 'src', 'readmeExample.ts'),
    readmeExample('ts', '## Without React: `portico/elements`'),
  );
}, SETUP_MS);
afterAll(async () => {
  await browser?.close();
  await cloud?.close();
  await chains?.close();
  removeWorkDir();
});

describe('a Vite + Vue 3 app with portico/elements', () => {
  test('type-checks with vue-tsc under strict TypeScript, README’s elements example included', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['vue-tsc', '--noEmit'], dir);
  });

  test('built with Vite: the custom elements open the modal, connect the test wallet, and Vue shows the account', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    const [chain] = chains.evm;
    if (!chain) throw new Error('dev/chain started no EVM chain');
    await runOk('npx', ['vite', 'build'], dir, { VITE_PORTICO_API: cloud.url, VITE_CHAIN_RPC: chain.url });
    const server = await previewBuilt(dir);
    const { page, errors } = await watchedPage(browser);
    try {
      await page.addInitScript({ content: walletScript });
      await page.goto(`${server.url}?testWallet=approve`);
      await expect(page.getByRole('heading', { name: 'Portico on Vue' }).isVisible()).resolves.toBe(true);
      expect(await page.getByTestId('status').textContent()).toBe('disconnected');

      const button = connectButton(page);
      await poll(() => button.textContent()).toBe('Connect Wallet');
      // The app's rule on every button does not reach the element's, in its shadow root.
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, fontSize: style.fontSize };
      });
      expect(look.background).not.toBe('rgb(255, 0, 0)');
      expect(look.fontSize).not.toBe('31px');

      await button.click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await poll(() => page.getByTestId('address').textContent()).toBe(ACCOUNT);
      expect(await page.getByTestId('status').textContent()).toBe('connected');
      expect(await page.getByTestId('network').textContent()).toBe(chain.caip2Id);
      // The element's button shows the account too.
      await poll(() => button.textContent()).toContain(ACCOUNT.slice(-4));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
