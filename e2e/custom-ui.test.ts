/**
 * The demo's custom modal (demo/custom.tsx), built on the public hooks alone: the same router,
 * directory and dialog behaviour as the default modal, with the host's own markup; it connects the
 * wallet in the page (ConnectingExternal) and pairs a remote wallet (ConnectingWalletConnect), shows
 * Account while connected, and disconnects.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Address } from 'viem';
import { afterEach, describe, expect, test } from 'vitest';
import { PTK } from '../dev/chain/seed/plan.ts';
import { walletLink } from '../headless/connectors/walletConnect/deepLinks.ts';
import { tokenReader } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { demoWallets, dialog, names, poll, screenshot, TEST_WALLET_NAME, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

// The pairing wallet's page runs in a browser context of its own, closed after each test.
let walletContext: BrowserContext | undefined;
afterEach(async () => {
  await walletContext?.close();
  walletContext = undefined;
});

function opener(page: Page) {
  return page.getByRole('button', { name: 'Pick a wallet (custom UI)' });
}

function listNames(page: Page, label: string) {
  return dialog(page).getByRole('list', { name: label }).getByRole('button');
}

/** The host card's account of a namespace: its address, or its status. */
function hostAccount(page: Page, namespace: 'evm' | 'solana') {
  return page.getByTestId(`custom-${namespace}`);
}

async function hostText(page: Page, namespace: 'evm' | 'solana'): Promise<string> {
  return (await hostAccount(page, namespace).textContent()) ?? '';
}

/** Open the custom page at `url` (its `?testWallet=` sets how the test wallet answers) and Connect. */
async function openCustomModal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await opener(page).click();
  await page.getByRole('dialog', { name: 'Pick a wallet' }).waitFor();
  await poll(() => listNames(page, 'Suggested wallets').count()).toBe(4);
}

describe('custom modal on hooks', () => {
  test('opens with the recommended wallets, browses all wallets, searches, pages and goes back', async () => {
    const { page, demo } = fx;
    await page.goto(demo.customUrl);
    await opener(page).click();
    await page.getByRole('dialog', { name: 'Pick a wallet' }).waitFor();
    const all = demoWallets();
    await poll(() => listNames(page, 'Suggested wallets').allTextContents()).toEqual(names(all.slice(0, 4)));
    // useWalletList().count, as the hook gives it.
    const browse = dialog(page).getByRole('button', { name: /^Browse all \d+ wallets$/ });
    await browse.waitFor();
    await screenshot(page, 'custom');

    await browse.click();
    await page.getByRole('dialog', { name: 'Every wallet' }).waitFor();
    await poll(() => listNames(page, 'Wallets').allTextContents()).toEqual(names(all.slice(0, 44)));
    await screenshot(page, 'custom-all-wallets');

    await dialog(page).getByRole('button', { name: 'More' }).click();
    await poll(() => listNames(page, 'Wallets').allTextContents()).toEqual(names(all.slice(0, 84)));

    await dialog(page).getByRole('searchbox', { name: 'Search' }).fill('aur');
    await poll(() => listNames(page, 'Wallets').allTextContents()).toEqual(names(demoWallets('aur')));
    await expect(dialog(page).getByRole('button', { name: 'More' }).count()).resolves.toBe(0);
    await screenshot(page, 'custom-search-results');

    // The router's back rule, through the hook's back button props.
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Pick a wallet' }).waitFor();
    await expect(dialog(page).getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
  });

  test("the hooks' dialog behaviour: focus inside, Tab trapped, Escape closes and focus returns", async () => {
    const { page, demo } = fx;
    await page.goto(demo.customUrl);
    await opener(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Pick a wallet' }).waitFor();
    await poll(() => listNames(page, 'Suggested wallets').count()).toBe(4);
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    await poll(inDialog).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      await expect(inDialog()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => opener(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // Closing reset the stack: reopening shows the first view again.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Pick a wallet' }).waitFor();
  });

  test('connects the wallet in the page: both accounts show, Account shows them, Disconnect clears both', async () => {
    const { page, demo } = fx;
    await openCustomModal(page, `${demo.customUrl}?testWallet=approve`);
    await expect(hostText(page, 'evm')).resolves.toBe('Not connected');
    // The test wallet is multi-chain: one button connects EVM and Solana.
    const installed = listNames(page, 'Installed wallets').filter({ hasText: TEST_WALLET_NAME });
    await installed.waitFor({ timeout: WAIT_MS });
    await installed.click();

    // The engine closes the modal once connected; the host card reads both accounts from useAccount.
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await poll(() => hostText(page, 'evm')).toMatch(EVM_ADDRESS);
    await poll(() => hostText(page, 'solana')).toMatch(SOLANA_ADDRESS);
    const evmAddress = await hostText(page, 'evm');
    const solanaAddress = await hostText(page, 'solana');

    // The host's own swap form (useSwap): ETH → PTK on the local exchange; the chain shows it.
    const ptkOf = tokenReader(demo.chains.evm[0]?.url, PTK.address);
    const ptkBefore = await ptkOf(evmAddress as Address);
    const swap = page.getByRole('form', { name: 'Swap tokens' });
    await swap.getByLabel('Receive').selectOption('PTK', { timeout: WAIT_MS });
    await swap.getByLabel('Amount to swap').fill('0.01');
    await swap.getByRole('button', { name: 'Review' }).click({ timeout: WAIT_MS });
    await swap.getByRole('button', { name: 'Confirm swap' }).click({ timeout: WAIT_MS });
    await page.getByTestId('custom-swap-hash').waitFor({ timeout: WAIT_MS });
    await poll(() => ptkOf(evmAddress as Address)).toBeGreaterThan(ptkBefore);

    // Opening while connected shows the router's Account view, with both addresses.
    await page.getByRole('button', { name: 'Your account (custom UI)' }).click();
    await page.getByRole('dialog', { name: 'Your account' }).waitFor();
    const accounts = dialog(page).getByRole('definition');
    await poll(() => accounts.allTextContents()).toEqual([evmAddress, solanaAddress]);

    // Disconnect (§4) clears both namespaces and closes the modal.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await poll(() => hostText(page, 'evm')).toBe('Not connected');
    await poll(() => hostText(page, 'solana')).toBe('Not connected');
    await opener(page).waitFor();
  });

  test("a refused connect shows 'Connection rejected' with Try again, which connects", async () => {
    const { page, demo } = fx;
    await openCustomModal(page, `${demo.customUrl}?testWallet=reject`);
    await listNames(page, 'Installed wallets').filter({ hasText: TEST_WALLET_NAME }).click();
    await page.getByRole('dialog', { name: 'Connecting' }).waitFor();
    await dialog(page).getByText('Connection rejected').waitFor({ timeout: WAIT_MS });
    await expect(hostText(page, 'evm')).resolves.toBe('Not connected');

    await page.evaluate(() => window.__porticoTestWallet?.setMode('approve'));
    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await poll(() => hostText(page, 'evm')).toMatch(EVM_ADDRESS);
  });

  test('pairs a remote wallet: QR code and link, the wallet approves, the host card shows the account', async () => {
    const { page, demo, browser } = fx;
    await openCustomModal(page, demo.customUrl);
    const first = listNames(page, 'Suggested wallets').first();
    const name = (await first.textContent()) ?? '';
    const entry = demoWallets().find((wallet) => wallet.name === name);
    if (!entry) throw new Error(`${name} is not a directory wallet`);
    await first.click();
    await page.getByRole('dialog', { name: 'Connect a remote wallet' }).waitFor();

    const code = dialog(page).locator('.custom-pairing-uri');
    await code.waitFor({ timeout: 30_000 });
    const uri = (await code.textContent()) ?? '';
    expect(uri).toMatch(/^wc:[0-9a-f]+@2\?/);
    const qr = dialog(page).getByRole('img', { name: 'Scan with your wallet' });
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
    // useWalletConnect().walletLink: the chosen wallet's link for this (desktop) browser, when it has one.
    const expected = walletLink(entry, uri, 'desktop');
    const open = dialog(page).getByRole('link', { name: `Open in ${entry.name}` });
    if (expected) await expect(open.getAttribute('href')).resolves.toBe(expected.href);
    else await expect(open.count()).resolves.toBe(0);
    await screenshot(page, 'custom-pairing');

    // The pairing wallet, in a browser of its own, pairs with the URI and approves by policy.
    walletContext = await browser.newContext();
    const wallet = await walletContext.newPage();
    await wallet.goto(`${demo.walletUrl}?uri=${encodeURIComponent(uri)}&policy=approve`);

    await poll(() => hostText(page, 'evm')).toMatch(EVM_ADDRESS);
    await poll(() => dialog(page).count()).toBe(0);
    await screenshot(page, 'custom-connected');

    // The host's own Disconnect ends the session.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await poll(() => hostText(page, 'evm')).toBe('Not connected');
  });

  test('with the relay down, the pairing view says so and Retry checks again', async () => {
    const { page, demo } = fx;
    await openCustomModal(page, demo.customUrl);
    // Up again after this test (`fx.stopRelay`), so the tests may run in any order.
    await fx.stopRelay();
    await listNames(page, 'Suggested wallets').first().click();
    const unreachable = dialog(page)
      .getByRole('alert')
      .filter({ hasText: "Can't reach the connection service" });
    await unreachable.waitFor();
    // Only a new alert (after the check Retry starts) satisfies the second wait: the old one is marked.
    await unreachable.evaluate((element) => element.setAttribute('data-seen', ''));
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await dialog(page)
      .locator('[role="alert"]:not([data-seen])')
      .filter({ hasText: "Can't reach the connection service" })
      .waitFor();
  });
  test("social login on the host's own buttons: GitHub's popup, Allow, the host card shows the user name", async () => {
    const { page, demo } = fx;
    const userName = `ada-${crypto.randomUUID().slice(0, 6)}`;
    await page.goto(demo.customUrl);
    const social = page.getByRole('region', { name: 'Log in with a social account' });
    const opened = page.context().waitForEvent('page');
    await social.getByRole('button', { name: 'GitHub', exact: true }).click();
    const popup = await opened;
    await popup.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await popup.getByLabel('Username').fill(userName);
    await popup.getByRole('button', { name: 'Allow' }).click();

    // useEmbeddedUser and useAccount in the host's markup; the login buttons are gone.
    await poll(() => page.getByTestId('custom-user-name').textContent()).toBe(userName);
    await poll(() => hostText(page, 'evm')).toMatch(EVM_ADDRESS);
    await expect(social.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await poll(() => hostText(page, 'evm')).toBe('Not connected');
  });
});
