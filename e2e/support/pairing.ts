/**
 * Steps the pairing browser tests share: the default modal's pairing view and its URI, and the pairing
 * test wallet's page in a browser context of its own.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dialog, poll } from './modal.ts';

/** The title of the default modal's pairing view. */
export const PAIRING_TITLE = 'Connect with a mobile wallet';

/** The pairing URI, read from the "Show link" text of the pairing view. */
export async function pairingUri(page: Page): Promise<string> {
  await page.getByRole('dialog', { name: PAIRING_TITLE }).waitFor();
  const summary = dialog(page).getByText('Show link');
  await summary.waitFor({ timeout: 30_000 });
  await summary.click();
  const code = dialog(page).locator('.portico-pairing-uri');
  await poll(async () => (await code.textContent()) ?? '').toMatch(/^wc:[0-9a-f]+@2\?/);
  return (await code.textContent()) ?? '';
}

/** The pairing wallet's pages of a test file: each in a context of its own, closed after each test. */
export function walletPages() {
  let context: BrowserContext | undefined;
  return {
    /** Open the wallet page at `url` (its `?uri=…&policy=…` if any). */
    async open(browser: Browser, url: string): Promise<Page> {
      context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url);
      return page;
    },
    /** Close the last one (afterEach). */
    async close(): Promise<void> {
      await context?.close();
      context = undefined;
    },
  };
}
