/**
 * Keyboard use of the default modal: opening from the Connect button, Tab and Shift+Tab staying
 * inside the dialog, Escape closing it and focus returning to the button that opened it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import {
  connectButton,
  demoWallets,
  dialog,
  gotoDemo,
  gridNames,
  names,
  openAllWallets,
  poll,
  waitForConnectWallets,
} from './support/modal.ts';

const fx = setupDemo();

/** A description of the focused element: inside the dialog or not, and which of its tab stops. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const dialogElement = document.querySelector('[role="dialog"]');
    // The tab stops, in document order: what the browser's Tab order is for this markup (no tabindex > 0).
    const stops = dialogElement
      ? Array.from(
          dialogElement.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled])',
          ),
        )
      : [];
    return {
      inside: !!active && !!dialogElement && dialogElement.contains(active) && active !== dialogElement,
      index: active instanceof HTMLElement ? stops.indexOf(active) : -1,
      stops: stops.length,
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
    };
  });
}

/** Open the modal from the keyboard and wait for the Connect view with its wallets. */
async function openWithKeyboard(page: Page): Promise<void> {
  await connectButton(page).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await waitForConnectWallets(page);
  // The social buttons come with the remote project config; wait for them so the tab stops are final.
  // The demo's 7 providers: Google leads, the row holds 4 logos and "More sign-in options" (the last 2).
  await poll(() =>
    dialog(page)
      .locator('.portico-social-button')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
      ),
  ).toEqual(['Continue with Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'More sign-in options']);
}

describe('keyboard', () => {
  test('Tab and Shift+Tab cycle through the Connect view without leaving it; Escape closes, focus returns', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openWithKeyboard(page);

    // Opening moves focus to the first stop of the dialog.
    await poll(async () => (await focusState(page)).index).toBe(0);
    const { stops } = await focusState(page);
    // Close, email, Continue, Continue with Google, 4 social logos, More sign-in options, WalletConnect,
    // the test wallet, 4 wallets, All Wallets, "I don't have a wallet": fewer than 20, so Tab must wrap.
    expect(stops).toBeGreaterThan(5);
    expect(stops).toBeLessThan(20);

    for (let i = 1; i <= 20; i++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      expect(state.inside, `Tab ${i} left the dialog (focus on "${state.label}")`).toBe(true);
      expect(state.index, `Tab ${i}`).toBe(i % stops);
    }
    for (let i = 1; i <= 20; i++) {
      await page.keyboard.press('Shift+Tab');
      const state = await focusState(page);
      expect(state.inside, `Shift+Tab ${i} left the dialog (focus on "${state.label}")`).toBe(true);
      expect(state.index, `Shift+Tab ${i}`).toBe((((20 - i) % stops) + stops) % stops);
    }

    // Escape closes, focus returns to the button that opened the dialog, and Enter opens it again.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => connectButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await expect(connectButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  });

  test('in All Wallets, Shift+Tab from the first stop wraps to the last and Tab wraps back', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openWithKeyboard(page);
    await openAllWallets(page);
    // Search results: a fixed set of tiles and no "Load more" (whose infinite-scroll sentinel would
    // start loading as soon as focus scrolled it into view).
    await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('aur');
    const expected = names(demoWallets('aur'));
    await poll(() => gridNames(page).allTextContents()).toEqual(expected);

    // From the first stop (Back), Shift+Tab wraps to the last tile.
    await dialog(page).getByRole('button', { name: 'Back' }).focus();
    await expect(focusState(page)).resolves.toMatchObject({ inside: true, index: 0, label: 'Back' });
    await page.keyboard.press('Shift+Tab');
    const last = await focusState(page);
    expect(last).toMatchObject({ inside: true, label: expected.at(-1) });
    expect(last.index).toBe(last.stops - 1);
    // Tab from the last wraps to Back, then on through Close to the search field.
    await page.keyboard.press('Tab');
    await expect(focusState(page)).resolves.toMatchObject({ inside: true, index: 0, label: 'Back' });
    await page.keyboard.press('Tab');
    await expect(focusState(page)).resolves.toMatchObject({ inside: true, label: 'Close' });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('search');
  });
});
