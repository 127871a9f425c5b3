/**
 * The demo's custom modal (demo/custom.tsx), built on the public hooks alone: the same router,
 * directory and dialog behaviour as the default modal, with the host's own markup.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import { demoWallets, dialog, names, poll, screenshot } from './support/modal.ts';

const fx = setupDemo();

function opener(page: Page) {
  return page.getByRole('button', { name: 'Pick a wallet (custom UI)' });
}

function listNames(page: Page, label: string) {
  return dialog(page).getByRole('list', { name: label }).getByRole('button');
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
});
