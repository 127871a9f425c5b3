/**
 * Buying crypto end to end: the demo's default page with the test wallet, the
 * real local cloud's on-ramp and its provider page, which really credits the wallet on the anvil chain.
 * Account → Buy → OnRamp (ETH, USD): a quote that fails (dev/cloud's fault injection) shows the §4
 * placeholder quote and the error; the fault gone, 50 USD is quoted; Continue → Coinbase opens the
 * provider's page as a popup, paid with the test card; BuyInProgress turns to 'You received …' (and the notice to 'Purchase complete') once
 * the account's on-ramp history has the purchase, and viem reads the ETH balance up by exactly the
 * amount quoted. One page load.
 *
 * Attack: the cloud answers the provider page's URL with `javascript:`. The window opened
 * blank in the click is same-origin with the host page, so before the fix the script ran there and read
 * the host's localStorage; now the window closes and the visitor reads why in the providers view.
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { MESSAGES } from '../domain/errors.ts';
import { connectAndOpenAccount } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, poll, runAxe, screenshot, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

const OWNER = (EVM_ACCOUNTS[0]?.address ?? '0x') as Address;
const QUOTE_PATH = '/v1/onramp/quote';
const URL_PATH = '/v1/generators/onrampurl';

/**
 * In Buy, choose `symbol` in the currency picker of `label` with the keyboard alone (WAI-ARIA APG
 * combobox): Enter on the chip opens the list with its search focused, typing narrows it, Enter
 * chooses the first match; the chip shows it and has focus again.
 */
async function chooseCurrency(page: Page, label: 'Currency to buy' | 'Currency to pay with', symbol: string) {
  const onRamp = page.getByRole('dialog', { name: 'Buy crypto' });
  await onRamp.getByRole('button', { name: new RegExp(`^${label}: `) }).focus({ timeout: WAIT_MS });
  await page.keyboard.press('Enter');
  const picker = onRamp.getByRole('dialog', { name: 'Select a currency' });
  const search = picker.getByRole('combobox', { name: 'Search currencies' });
  await poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true);
  // The open picker passes axe (no serious or critical violation: names, roles, contrast).
  const violations = await runAxe(page, '.portico-picker-panel');
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.type(symbol);
  await poll(() => picker.getByRole('option').count()).toBe(1);
  await page.keyboard.press('Enter');
  await picker.waitFor({ state: 'detached' });
  const chip = onRamp.getByRole('button', { name: `${label}: ${symbol}` });
  await poll(() => chip.evaluate((button) => button === document.activeElement)).toBe(true);
}

/** Account → Buy → 50 USD of ETH quoted → Continue: the providers view. */
async function quoteFiftyUsdOfEth(page: Page, demoUrl: string) {
  await connectAndOpenAccount(page, demoUrl);
  await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click();
  const onRamp = page.getByRole('dialog', { name: 'Buy crypto' });
  await chooseCurrency(page, 'Currency to buy', 'ETH');
  await chooseCurrency(page, 'Currency to pay with', 'USD');
  await onRamp.getByLabel('Amount to pay').fill('50');
  const continueButton = onRamp.getByRole('button', { name: 'Continue' });
  await poll(() => continueButton.isEnabled()).toBe(true);
  await continueButton.click();
  const providers = page.getByRole('dialog', { name: 'Choose a provider' });
  await providers.getByRole('button', { name: /^Coinbase/ }).waitFor({ timeout: WAIT_MS });
  return providers;
}

describe('Buy crypto through the local on-ramp', () => {
  test('a failed quote shows the placeholder and the error; 50 USD of ETH bought with the test card arrives on chain', async () => {
    const { page, demo } = fx;
    const chain = createPublicClient({ transport: http(demo.chains.evm[0]?.url) });
    const ethBefore = await chain.getBalance({ address: OWNER });

    await connectAndOpenAccount(page, demo.url);
    await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click();
    const onRamp = page.getByRole('dialog', { name: 'Buy crypto' });
    await chooseCurrency(page, 'Currency to buy', 'ETH');
    await chooseCurrency(page, 'Currency to pay with', 'USD');
    await onRamp.getByText('From 10.00 to 7,500.00 USD', { exact: true }).waitFor();
    const quote = onRamp.getByRole('region', { name: 'Quote' });
    const received = quote.getByText(/^You receive ≈ /);

    // §4 quote failure: the placeholder quote (nothing received, no fees, the amount as the total) and the error.
    demo.cloud.faults.add({ route: QUOTE_PATH, status: 500 });
    await onRamp.getByLabel('Amount to pay').fill('40');
    await onRamp.getByText(MESSAGES.somethingWentWrong, { exact: true }).waitFor({ timeout: WAIT_MS });
    await expect(received.textContent()).resolves.toBe('You receive ≈ 0 ETH');
    await expect(quote.getByText('$40.00', { exact: true }).count()).resolves.toBe(1);
    await expect(onRamp.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'onramp-quote-failed');

    demo.cloud.faults.clear();
    await onRamp.getByLabel('Amount to pay').fill('50');
    const continueButton = onRamp.getByRole('button', { name: 'Continue' });
    await poll(() => continueButton.isEnabled()).toBe(true);
    // Shown as a §9 quantity (3 decimals), with the quoted amount in full as its title.
    const quoted = /^You receive ≈ (0\.\d{1,3}) ETH$/.exec((await received.textContent()) ?? '')?.[1];
    if (!quoted) throw new Error(`no quoted amount in: ${await received.textContent()}`);
    const quotedInFull = (await received.getAttribute('title'))?.replaceAll(',', '') ?? '';
    await expect(quote.getByText('$50.00', { exact: true }).count()).resolves.toBe(1);
    await expect(onRamp.getByRole('alert').count()).resolves.toBe(0);
    await screenshot(page, 'onramp-quoted');
    await continueButton.click();

    const providers = page.getByRole('dialog', { name: 'Choose a provider' });
    const coinbase = providers.getByRole('button', { name: /^Coinbase/ });
    await coinbase.waitFor({ timeout: WAIT_MS });
    await expect(coinbase.getByText('Fees 1–2 %', { exact: true }).count()).resolves.toBe(1);
    // The window opens in the click, then goes to the provider's page once its URL is made.
    const [popup] = await Promise.all([page.waitForEvent('popup'), coinbase.click()]);
    await popup.waitForURL(/\/onramp\/provider\/[0-9a-f-]+\?provider=coinbase&/, { timeout: WAIT_MS });
    const waiting = page.getByRole('dialog', { name: 'Buying crypto' });
    await waiting.getByText("Complete the purchase in the provider's window").waitFor({ timeout: WAIT_MS });
    await popup.getByRole('radio', { name: /^Card/ }).check();
    await popup.getByLabel('Card number').fill('4242 4242 4242 4242');
    await popup.getByRole('button', { name: 'Pay 50.00 USD' }).click();
    await popup.getByText(/^Paid: funds sent in 0x/).waitFor({ timeout: WAIT_MS });

    // The view's title is the amount bought; the success notice says 'Purchase complete', with the
    // credit's transaction hash.
    await waiting
      .locator('.portico-connecting-title', { hasText: `You received ${quoted} ETH` })
      .waitFor({ timeout: WAIT_MS });
    const notice = page.getByRole('status').filter({ hasText: 'Purchase complete' });
    await notice.waitFor({ timeout: WAIT_MS });
    expect(await notice.locator('.portico-truncate').getAttribute('title')).toMatch(/^0x[0-9a-f]{64}$/i);
    await screenshot(page, 'onramp-complete');
    // What was quoted is exactly what the provider credited (the wallet paid no gas).
    expect(await chain.getBalance({ address: OWNER })).toBe(ethBefore + parseEther(quotedInFull));
    await waiting.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
  });

  test('attack: a javascript: provider URL from the cloud never runs as the host page; the visitor reads why', async () => {
    const { page, demo } = fx;
    // The script reads the host's localStorage and leaves what it read where the test can see it.
    const attack = "javascript:void localStorage.setItem('stolen', Object.keys(localStorage).join(','))";
    const providers = await quoteFiftyUsdOfEth(page, demo.url);
    await page.route(`${demo.cloudUrl}${URL_PATH}**`, async (route) => {
      // The real answer (its CORS headers too), with the URL a compromised cloud would give.
      const response = await route.fetch();
      await route.fulfill({ response, json: { url: attack } });
    });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      providers.getByRole('button', { name: /^Coinbase/ }).click(),
    ]);
    // Either outcome is a positive signal: the script's mark in the host's storage, or the error shown.
    const stolen = () => page.evaluate(() => localStorage.getItem('stolen'));
    const refusal = providers.getByText(MESSAGES.unsafePageAddress, { exact: true });
    await poll(async () => (await stolen()) !== null || (await refusal.count()) > 0).toBe(true);
    expect(await stolen()).toBeNull();
    await expect(providers.getByRole('alert').textContent()).resolves.toBe(MESSAGES.unsafePageAddress);
    // The blank window opened in the click is closed, and no purchase is waited for.
    await poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Buying crypto' }).count()).resolves.toBe(0);
    await screenshot(page, 'onramp-unsafe-url-refused');
  });
});
