/**
 * The demo's host pages as a visitor sees them: every page fits a 390x844 phone with nothing to scroll
 * sideways (connected too, where long addresses show), in light and dark; the header's theme switch
 * and accent drive the page and, on the pages with the default modal, the modal's own theme (its
 * `themeMode` and `themeVariables`), and the choice survives a reload. Screenshots of every page on a
 * desktop and a phone, light and dark, go to test-results/screenshots/demo-*.png.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP_VIEWPORT, setupDemo } from './support/demo.ts';
import {
  connectButton,
  dialog,
  installedWalletRows,
  openModal,
  poll,
  screenshot,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './support/modal.ts';

const fx = setupDemo({}, { pagePerTest: false });

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

interface DemoPage {
  name: string;
  url(): string;
  /** Whether the page shows Portico's default modal (the others theme only the host's markup). */
  defaultModal: boolean;
  /** Wait until the page has rendered. */
  ready(page: Page): Promise<void>;
}

const waitForConnectButton = (page: Page) => connectButton(page).waitFor();

const PAGES: readonly DemoPage[] = [
  { name: 'index', url: () => fx.demo.url, defaultModal: true, ready: waitForConnectButton },
  {
    name: 'custom',
    url: () => fx.demo.customUrl,
    defaultModal: false,
    ready: (page) => page.getByRole('button', { name: 'Pick a wallet (custom UI)' }).waitFor(),
  },
  { name: 'signin', url: () => fx.demo.signinUrl, defaultModal: true, ready: waitForConnectButton },
  { name: 'siwx', url: () => fx.demo.siwxUrl, defaultModal: true, ready: waitForConnectButton },
  {
    name: 'vanilla',
    url: () => fx.demo.vanillaUrl,
    defaultModal: false,
    ready: (page) =>
      page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` }).waitFor({ timeout: WAIT_MS }),
  },
];

/** How far the page scrolls sideways: 0 when it fits the viewport. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - innerWidth);
}

/** The theme attribute of the host page's <html> (null: the system's). */
function hostTheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

/** The host page's background colour. */
function hostBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** The open modal's themed root: its theme attribute and its accent, as the dialog resolves them. */
function modalTheme(page: Page): Promise<{ theme: string | null; accent: string; background: string }> {
  return dialog(page).evaluate((element) => ({
    theme: element.closest('.portico-root')?.getAttribute('data-portico-theme') ?? null,
    accent: getComputedStyle(element).getPropertyValue('--portico-accent').trim(),
    background: getComputedStyle(element).backgroundColor,
  }));
}

/**
 * Open the default modal on Connect, once the page's test wallet is listed (one "Installed" row on the
 * EVM-only sign-in pages, one "Multi-chain" row on the default page).
 */
async function openDefaultModal(page: Page): Promise<void> {
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).waitFor({ timeout: WAIT_MS });
}

async function open(page: Page, demoPage: DemoPage, query = ''): Promise<void> {
  await page.goto(`${demoPage.url()}${query}`);
  await demoPage.ready(page);
}

/** Connect the page's test wallet (approve mode), the way the page offers it. */
async function connectTestWallet(page: Page, demoPage: DemoPage): Promise<void> {
  if (demoPage.name === 'index') {
    await openModal(page);
    await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await poll(() => page.getByTestId('host-evm').textContent()).toMatch(/ETH\)$/);
  } else if (demoPage.name === 'custom') {
    await page.getByRole('button', { name: 'Pick a wallet (custom UI)' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: TEST_WALLET_NAME })
      .click({ timeout: WAIT_MS });
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await poll(() => page.getByTestId('custom-solana').textContent()).not.toBe('Not connected');
  } else if (demoPage.name === 'vanilla') {
    await page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` }).click();
    await poll(() => page.locator('#account-status').textContent()).toMatch(/^Connected: /);
  }
}

describe('demo pages on a phone', () => {
  for (const demoPage of PAGES) {
    test(`${demoPage.name}: nothing scrolls sideways at 390x844, light and dark, before and after connecting`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await fx.newPage({ ...PHONE, colorScheme });
        await open(page, demoPage, '?testWallet=approve');
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `demo-${demoPage.name}-phone-${colorScheme}`);
        if (colorScheme === 'dark') continue;
        // Connected, the page shows the long addresses: still nothing to scroll sideways.
        await connectTestWallet(page, demoPage);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `demo-${demoPage.name}-phone-connected`);
      }
    });
  }
});

describe('demo pages on a desktop', () => {
  test('every page, light and dark (screenshots), fits the window', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await fx.newPage({ viewport: DESKTOP_VIEWPORT, colorScheme });
      for (const demoPage of PAGES) {
        await open(page, demoPage);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `demo-${demoPage.name}-desktop-${colorScheme}`);
      }
    }
  });
});

describe('the theme switch', () => {
  for (const demoPage of PAGES.filter((candidate) => candidate.defaultModal)) {
    test(`${demoPage.name}: Dark and an accent theme the default modal, and survive a reload; System gives it back`, async () => {
      const page = await fx.newPage({ ...PHONE, colorScheme: 'light' });
      await open(page, demoPage);
      await openDefaultModal(page);
      const before = await modalTheme(page);
      expect(before.theme).toBeNull();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });

      await page.getByRole('radio', { name: 'Dark' }).check();
      await page.getByRole('button', { name: 'Violet accent' }).click();
      await expect(hostTheme(page)).resolves.toBe('dark');
      // The modal is recreated with the new options: its button, then its dialog, are dark and violet.
      await poll(() => connectButton(page).getAttribute('data-portico-theme')).toBe('dark');
      await openDefaultModal(page);
      const dark = await modalTheme(page);
      expect(dark).toMatchObject({ theme: 'dark', accent: '#7c3aed' });
      expect(dark.background).not.toBe(before.background);
      await screenshot(page, `demo-${demoPage.name}-phone-dark-violet`);

      await page.reload();
      await demoPage.ready(page);
      await expect(hostTheme(page)).resolves.toBe('dark');
      await expect(page.getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true);
      await expect(
        page.getByRole('button', { name: 'Violet accent' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await openDefaultModal(page);
      await expect(modalTheme(page)).resolves.toMatchObject({ theme: 'dark', accent: '#7c3aed' });
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });

      // System: no attribute, so the modal follows prefers-color-scheme again (light here).
      await page.getByRole('radio', { name: 'System' }).check();
      await page.getByRole('button', { name: 'Default blue accent' }).click();
      await poll(() => connectButton(page).getAttribute('data-portico-theme')).toBeNull();
      await openDefaultModal(page);
      await expect(modalTheme(page)).resolves.toEqual(before);
    });
  }

  for (const demoPage of PAGES.filter((candidate) => !candidate.defaultModal)) {
    test(`${demoPage.name}: Dark themes the host's own markup and survives a reload`, async () => {
      const page = await fx.newPage({ colorScheme: 'light' });
      await open(page, demoPage);
      const light = await hostBackground(page);
      await page.getByRole('radio', { name: 'Dark' }).check();
      await expect(hostTheme(page)).resolves.toBe('dark');
      await poll(() => hostBackground(page)).not.toBe(light);
      await page.reload();
      await demoPage.ready(page);
      await expect(hostTheme(page)).resolves.toBe('dark');
      await expect(hostBackground(page)).resolves.not.toBe(light);
    });
  }

  test('a theme change keeps the connection: the recreated modal restores it', async () => {
    const page = await fx.newPage({ colorScheme: 'light' });
    const [index] = PAGES;
    if (!index) throw new Error('no index page');
    await open(page, index, '?testWallet=approve');
    await connectTestWallet(page, index);
    const connected = await page.getByTestId('host-evm').textContent();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await poll(() => connectButton(page).getAttribute('data-portico-theme')).toBe('dark');
    await poll(() => page.getByTestId('host-evm').textContent()).toBe(connected);
  });
});
