/**
 * The All Wallets view against the real dev/cloud directory: the first page, search, paging by button
 * and by scrolling to the end, and a failing directory with Retry. Expectations are computed with
 * dev/cloud's own generateDirectory()/queryDirectory().
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import {
  demoWallets,
  dialog,
  gotoDemo,
  gridNames,
  names,
  openAllWallets,
  openModal,
  poll,
  screenshot,
} from './support/modal.ts';

const fx = setupDemo();

/** §9: 4 recommended wallets, then pages of 40. */
const FIRST_PAGE = 4 + 40;
const PAGE = 40;

function searchBox(page: Page) {
  return dialog(page).getByRole('searchbox', { name: 'Search wallets' });
}

function loadMore(page: Page) {
  return dialog(page).getByRole('button', { name: 'Load more wallets' });
}

/** Scroll the view's body to its end (the way a visitor reaches the infinite-scroll sentinel). */
async function scrollToEnd(page: Page): Promise<void> {
  await dialog(page)
    .locator('.portico-body')
    .evaluate((body) => {
      body.scrollTop = body.scrollHeight;
    });
}

describe('All Wallets', () => {
  test('shows the directory in rank order: recommended first, then the first page', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openModal(page);
    await openAllWallets(page);
    await poll(() => gridNames(page).allTextContents()).toEqual(names(demoWallets().slice(0, FIRST_PAGE)));
    await expect(loadMore(page).isVisible()).resolves.toBe(true);
    await screenshot(page, 'all-wallets');
  });

  test("search 'aur' lists only matching wallets; clearing it brings the list back", async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openModal(page);
    await openAllWallets(page);
    await poll(() => gridNames(page).count()).toBe(FIRST_PAGE);

    await searchBox(page).fill('aur');
    const expected = names(demoWallets('aur'));
    expect(expected.length).toBeGreaterThan(0);
    await poll(() => gridNames(page).allTextContents()).toEqual(expected);
    for (const name of await gridNames(page).allTextContents()) expect(name.toLowerCase()).toContain('aur');
    await screenshot(page, 'search-results');

    // Case and surrounding spaces do not matter (§9: the query is trimmed; the match ignores case).
    await searchBox(page).fill('  AUR ');
    await poll(() => gridNames(page).allTextContents()).toEqual(expected);

    // No match: a status message instead of an empty grid.
    await searchBox(page).fill('zzqx');
    await dialog(page).getByRole('status').filter({ hasText: 'No wallet found for “zzqx”' }).waitFor();
    await expect(gridNames(page).count()).resolves.toBe(0);

    // Cleared: the paged directory list again, as it was.
    await searchBox(page).fill('');
    await poll(() => gridNames(page).allTextContents()).toEqual(names(demoWallets().slice(0, FIRST_PAGE)));
  });

  test('Load more adds the next page; scrolling loads the following ones, to the end of the directory', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openModal(page);
    await openAllWallets(page);
    await poll(() => gridNames(page).count()).toBe(FIRST_PAGE);
    const all = names(demoWallets());

    // The button, activated without scrolling it into view: scrolling would also reach the
    // infinite-scroll sentinel beside it and load a page of its own.
    await loadMore(page).dispatchEvent('click');
    await poll(() => gridNames(page).count()).toBe(FIRST_PAGE + PAGE);
    await expect(gridNames(page).allTextContents()).resolves.toEqual(all.slice(0, FIRST_PAGE + PAGE));

    // Scrolling to the end loads more.
    await scrollToEnd(page);
    await poll(() => gridNames(page).count()).toBeGreaterThanOrEqual(FIRST_PAGE + 2 * PAGE);

    // And on to the end of the directory: every wallet once, in order, and no more "Load more".
    for (
      let shown = await gridNames(page).count();
      shown < all.length;
      shown = await gridNames(page).count()
    ) {
      await scrollToEnd(page);
      await poll(() => gridNames(page).count()).toBeGreaterThan(shown);
    }
    await expect(gridNames(page).allTextContents()).resolves.toEqual(all);
    await loadMore(page).waitFor({ state: 'detached' });
  });
});

describe('a failing directory', () => {
  test('shows the error and Retry; Retry after the service recovers shows the wallets', async () => {
    const { page, demo } = fx;
    demo.cloud.faults.add({ route: '/getWallets', status: 503 });
    await gotoDemo(page, demo.url);
    await page.locator('.portico-connect-button').click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await dialog(page)
      .getByRole('button', { name: /^All Wallets/ })
      .click();
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();

    const alert = dialog(page).getByRole('alert');
    await alert.waitFor();
    // §8: the HTTP client's message.
    await expect(alert.textContent()).resolves.toBe('HTTP status code: 503');
    const retry = dialog(page).getByRole('button', { name: 'Retry' });
    await expect(retry.isVisible()).resolves.toBe(true);
    await expect(gridNames(page).count()).resolves.toBe(0);
    await screenshot(page, 'error-state');

    demo.cloud.faults.clear();
    await retry.click();
    await poll(() => gridNames(page).allTextContents()).toEqual(names(demoWallets().slice(0, FIRST_PAGE)));
    await expect(alert.count()).resolves.toBe(0);
  });

  test('a failed search shows its error and Retry; Retry finds the wallets', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openModal(page);
    await openAllWallets(page);
    await poll(() => gridNames(page).count()).toBe(FIRST_PAGE);

    demo.cloud.faults.add({ route: '/getWallets', status: 500 });
    await searchBox(page).fill('aur');
    await dialog(page).getByRole('alert').waitFor();
    await expect(dialog(page).getByRole('alert').textContent()).resolves.toBe('HTTP status code: 500');

    demo.cloud.faults.clear();
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await poll(() => gridNames(page).allTextContents()).toEqual(names(demoWallets('aur')));
  });
});
