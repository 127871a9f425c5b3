/**
 * `portico/wagmi` as a wagmi app gets it: the packed tarball installed into a fresh copy of
 * consumers/vite-wagmi (wagmi 3, TanStack Query, viem, strict TypeScript) under the OS temp folder,
 * with README's wagmi example type-checked in it. Built against the real local services (dev/cloud, and
 * dev/chain's two anvils as the app's wagmi chains), the page runs in Chromium with the injected test
 * wallet of dev/test-wallet added before the app's scripts, as an extension would be. The visitor
 * connects the wallet in Portico's modal; then wagmi's own hooks act on it: `useSignMessage` signs
 * (viem verifies the signature against the connected address) and `useSwitchChain` moves both wagmi's
 * chain and Portico's network to the second anvil.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type Address, isHex, verifyMessage } from 'viem';
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

/** The text of the page's element with this data-testid. */
async function textOf(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent()) ?? '';
}

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
    // The seed's tokens and transfers are not used here: plain chains start faster.
    startChains({ basePort: 0, quiet: true, seed: false }),
  ]);
  walletScript = await testWalletScript(chains);
  dir = await installConsumer('vite-wagmi', tarball);
  writeFileSync(join(dir, 'src', 'ReadmeWagmiExample.tsx'), readmeExample('tsx', '## wagmi'));
}, SETUP_MS);
afterAll(async () => {
  await browser?.close();
  await cloud?.close();
  await chains?.close();
  removeWorkDir();
});

describe('a Vite + React 19 + wagmi 3 app with portico/wagmi', () => {
  test('type-checks with strict TypeScript, README’s wagmi example included', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['tsc', '--noEmit'], dir);
  });

  test('built with Vite: the wallet connected in Portico’s modal signs with useSignMessage and switches chain with useSwitchChain', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    const [chainA, chainB] = chains.evm;
    if (!chainA || !chainB) throw new Error('dev/chain started fewer than two EVM chains');
    await runOk('npx', ['vite', 'build'], dir, {
      VITE_PORTICO_API: cloud.url,
      VITE_CHAIN_A_RPC: chainA.url,
      VITE_CHAIN_B_RPC: chainB.url,
    });
    const server = await previewBuilt(dir);
    const { page, errors } = await watchedPage(browser);
    try {
      await page.addInitScript({ content: walletScript });
      await page.goto(`${server.url}?testWallet=approve`);
      expect(await textOf(page, 'wagmi-status')).toBe('disconnected');

      // The visitor connects in Portico's modal; wagmi's useConnection shows the wallet.
      await connectButton(page).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await poll(() => textOf(page, 'wagmi-address')).toBe(ACCOUNT);
      expect(await textOf(page, 'wagmi-status')).toBe('connected');
      expect(await textOf(page, 'wagmi-chain')).toBe(String(chainA.chainId));
      expect(await textOf(page, 'portico-network')).toBe(chainA.caip2Id);

      // wagmi's useSignMessage: personal_sign by the wallet chosen in Portico.
      await page.getByRole('button', { name: 'Sign message' }).click();
      await poll(() => textOf(page, 'signature')).toMatch(/^0x[0-9a-f]+$/);
      const signature = await textOf(page, 'signature');
      const message = await textOf(page, 'message');
      if (!isHex(signature)) throw new Error(`not a signature: ${signature}`);
      await expect(verifyMessage({ address: ACCOUNT as Address, message, signature })).resolves.toBe(true);

      // wagmi's useSwitchChain: Portico's network and wagmi's chain move together.
      await page.getByRole('button', { name: `Switch to Local Anvil ${chainB.chainId}` }).click();
      await poll(() => textOf(page, 'portico-network')).toBe(chainB.caip2Id);
      await poll(() => textOf(page, 'wagmi-chain')).toBe(String(chainB.chainId));
      expect(await textOf(page, 'error')).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await server.close();
    }
  });
});
