/**
 * The demo's page without a framework (demo/vanilla.ts): `portico` alone, as a Vue, Svelte or plain
 * JS host would use it. It connects the test wallet with `connect`, shows the account from
 * `watchAccount`, switches network with `switchNetwork` (the app adds 31338 to the wallet) and
 * disconnects, and no React is loaded.
 */
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import { poll, screenshot, TEST_WALLET_NAME, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

describe('portico without a framework', () => {
  test('connects the test wallet, shows the account, switches network and disconnects', async () => {
    const { page, demo } = fx;
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

    // No framework: nothing of React reached the page (Vite's dev server injects its own
    // /@react-refresh runtime into every page of the demo; that is the dev tooling, not the app).
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.filter((name) => /react/i.test(name) && name !== '/@react-refresh')).toEqual([]);
    expect(scripts).toContain('/vanilla.ts');
  });

  test('a refused connect shows the §8 text', async () => {
    const { page, demo } = fx;
    await page.goto(`${demo.vanillaUrl}?testWallet=reject`);
    await page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` }).click({ timeout: WAIT_MS });
    await poll(() => page.locator('#account-error').textContent()).toBe('Connection rejected');
    await expect(page.locator('#account-status').textContent()).resolves.toBe('Not connected');
  });
});
