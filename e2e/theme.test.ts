import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import {
  atRest,
  connectButton,
  dialog,
  gotoDemo,
  openAllWallets,
  openModal,
  poll,
  screenshot,
  waitForConnectWallets,
} from './support/modal.ts';

const fx = setupDemo({}, { pagePerTest: false });

/** The dialog's computed background and text colours. */
function dialogColours(page: Page) {
  return dialog(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color };
  });
}

/** The theme attribute of the modal's themed root (null when prefers-color-scheme decides). */
function modalThemeAttribute(page: Page) {
  return dialog(page).evaluate((element) =>
    element.closest('.portico-root')?.getAttribute('data-portico-theme'),
  );
}

/** The demo with `themeMode` set by the host (demo/modal.ts reads `?themeMode=` into createModal). */
async function gotoThemedPage(page: Page, themeMode: 'light' | 'dark'): Promise<void> {
  await gotoDemo(page, `${fx.demo.url}?themeMode=${themeMode}`);
}

describe('theme', () => {
  test('follows prefers-color-scheme: light and dark dialogs differ, with no theme attribute', async () => {
    const page = await fx.newPage({ colorScheme: 'light' });
    await gotoDemo(page, fx.demo.url);
    await openModal(page);
    const light = await dialogColours(page);
    expect(light.background).toBe('rgb(255, 255, 255)');
    await expect(modalThemeAttribute(page)).resolves.toBeNull();

    // The visitor switches the system to dark while the modal is open: it follows.
    await page.emulateMedia({ colorScheme: 'dark' });
    await poll(async () => (await dialogColours(page)).background).not.toBe(light.background);
    const dark = await dialogColours(page);
    expect(dark.color).not.toBe(light.color);
    await expect(modalThemeAttribute(page)).resolves.toBeNull();
    await screenshot(page, 'dark-theme');

    await openAllWallets(page);
    await screenshot(page, 'dark-theme-all-wallets');
  });

  test('themeMode wins over prefers-color-scheme and is set as data-portico-theme', async () => {
    // Dark mode asked by the host, on a light system.
    let page = await fx.newPage({ colorScheme: 'light' });
    await gotoThemedPage(page, 'dark');
    await expect(connectButton(page).getAttribute('data-portico-theme')).resolves.toBe('dark');
    await openModal(page);
    await expect(modalThemeAttribute(page)).resolves.toBe('dark');
    const forcedDark = await dialogColours(page);
    expect(forcedDark.background).not.toBe('rgb(255, 255, 255)');

    // Light mode asked by the host, on a dark system.
    page = await fx.newPage({ colorScheme: 'dark' });
    await gotoThemedPage(page, 'light');
    await openModal(page);
    await expect(modalThemeAttribute(page)).resolves.toBe('light');
    const forcedLight = await dialogColours(page);
    expect(forcedLight.background).toBe('rgb(255, 255, 255)');
    expect(forcedLight.background).not.toBe(forcedDark.background);
  });
});

describe('phone viewport', () => {
  test('390x844: the modal is a bottom sheet, full width, touching the bottom edge', async () => {
    const viewport = { width: 390, height: 844 };
    const page = await fx.newPage({ viewport, isMobile: true, hasTouch: true });
    await gotoDemo(page, fx.demo.url);
    await connectButton(page).tap();
    // The demo has networks (adapters), so opening on a phone still shows Connect (§2).
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await waitForConnectWallets(page);
    // Measured where the sheet rests, once it has slid up.
    await atRest(page);
    const box = await dialog(page).boundingBox();
    if (!box) throw new Error('the dialog has no box');
    expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
    expect(box.x).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - viewport.width)).toBeLessThanOrEqual(1);
    // It does not cover the whole screen: the page shows above it (max-height 90vh).
    expect(box.y).toBeGreaterThan(0);
    await screenshot(page, 'mobile');

    await openAllWallets(page);
    await atRest(page);
    const sheet = await dialog(page).boundingBox();
    expect(sheet && Math.abs(sheet.y + sheet.height - viewport.height)).toBeLessThanOrEqual(1);
    await screenshot(page, 'mobile-all-wallets');
  });
});
