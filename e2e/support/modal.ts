/**
 * Helpers for driving the default modal in the demo page, and the expectations computed from the
 * dev/cloud directory. Every wait is on a condition (a locator state or a polled value), never a sleep.
 */

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_EVM_CHAIN_IDS, evmCaip2Id, SOLANA_CAIP2_ID } from '../../dev/chain/chains.ts';
import { generateDirectory, queryDirectory, type WalletEntry } from '../../dev/cloud/directory.ts';
import { poll } from '../../test-support/eventually.ts';
import { E2E_PATIENCE_MS } from '../../test-support/patience.ts';
import { SCREENSHOT_DIR } from './demo.ts';

/** How long a condition or a locator may take on a busy 2-core machine: the e2e project's patience. */
export const WAIT_MS = E2E_PATIENCE_MS;

/** `expect.poll` with the e2e project's patience (test-support/eventually.ts). */
export { poll };

/**
 * The networks of the demo's modal (demo/networks.ts: the local chains, then mainnet): the directory is
 * filtered to wallets of any of them.
 */
export const DEMO_CHAINS = [...DEFAULT_EVM_CHAIN_IDS.map(evmCaip2Id), SOLANA_CAIP2_ID, 'eip155:1'];

/** The directory exactly as dev/cloud serves it. */
const DIRECTORY = generateDirectory();

/** Every wallet the demo can list, in the directory's rank order (what AllWallets pages through). */
export function demoWallets(search?: string): WalletEntry[] {
  return queryDirectory(DIRECTORY, {
    page: 1,
    entries: DIRECTORY.length,
    chains: DEMO_CHAINS,
    ...(search ? { search } : {}),
  }).data;
}

/** The names of `wallets`. */
export function names(wallets: readonly WalletEntry[]): string[] {
  return wallets.map((wallet) => wallet.name);
}

/** The open dialog (there is at most one). */
export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * Once the modal's open and view animations have ended (the dialog's, the phone sheet's slide up, a
 * view's entrance): what is measured then is where the dialog rests, not a frame of its motion.
 */
export async function atRest(page: Page): Promise<void> {
  await poll(() =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === 'running' &&
              'animationName' in a &&
              /^portico-(dialog|sheet|view)/.test(String(a.animationName)),
          ).length,
    ),
  ).toBe(0);
}

/** The demo's "Connect Wallet" button (the host page's, not the modal's title). */
export function connectButton(page: Page): Locator {
  return page.locator('.portico-connect-button');
}

/** The demo's development wallet, announced in the page (demo/testWallet.ts). */
export const TEST_WALLET_NAME = 'Portico Test Wallet';

/** The tags of wallets in the page (default-ui ConnectorButton): installed, or one for several chains. */
const IN_PAGE_TAG = /^(Installed|Multi-chain)$/;

/** The tag of the WalletConnect entry (§9 first): pairing by QR code, for any wallet. */
const PAIRING_TAG = /^QR Code$/;

/**
 * Every row of the Connect view with a wallet image: WalletConnect (its bundled logo), the wallets in
 * the page, the directory's. Not the "All Wallets" entry, whose 2×2 preview of directory logos is
 * wallet images too.
 */
function connectRows(page: Page): Locator {
  return dialog(page).locator(
    '.portico-list-button:has(.portico-wallet-image, .portico-logo):not(:has(.portico-wallet-preview))',
  );
}

/** The WalletConnect entry of the Connect view (the plain pairing QR code and link). */
export function walletConnectRow(page: Page): Locator {
  return connectRows(page).filter({ has: page.locator('.portico-tag', { hasText: PAIRING_TAG }) });
}

/** Every wallet row of the Connect view: wallets in the page first, then the directory's. */
function connectWalletRows(page: Page): Locator {
  return connectRows(page).filter({ hasNot: page.locator('.portico-tag', { hasText: PAIRING_TAG }) });
}

/**
 * The directory wallet rows of the Connect view (recent, featured, recommended): not the wallets in
 * the page (tagged Installed or Multi-chain), not the WalletConnect or "All Wallets" entries.
 */
export function directoryWalletRows(page: Page): Locator {
  return connectWalletRows(page).filter({
    hasNot: page.locator('.portico-tag', { hasText: IN_PAGE_TAG }),
  });
}

/** The names of the directory wallet rows of the Connect view. */
export function connectWalletNames(page: Page): Locator {
  return directoryWalletRows(page).locator('.portico-list-button-label');
}

/** The rows of wallets in the page (tagged Installed or Multi-chain), listed first in Connect. */
export function installedWalletRows(page: Page): Locator {
  return connectWalletRows(page).filter({ has: page.locator('.portico-tag', { hasText: IN_PAGE_TAG }) });
}

/** The names of every wallet row of the Connect view, in order (wallets in the page first). */
export function allConnectWalletNames(page: Page): Locator {
  return connectWalletRows(page).locator('.portico-list-button-label');
}

/** The wallet tiles of the All Wallets grid. */
export function gridNames(page: Page): Locator {
  return dialog(page).locator('.portico-wallet-grid .portico-grid-button-label');
}

/** The view title, which labels the dialog. */
export function title(page: Page): Locator {
  return dialog(page).locator('.portico-title');
}

/** Go to the demo page and wait for the host app to render. */
export async function gotoDemo(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await connectButton(page).waitFor();
}

/** Options of `openModal` and `waitForConnectWallets`. */
export interface ConnectListOptions {
  /**
   * Whether the page has the demo's test wallet (default true: the demo pages install it; a test
   * page of e2e/fixtures does not).
   */
  testWallet?: boolean;
}

/**
 * Open the modal with the Connect Wallet button and wait for the Connect view with its wallets (the
 * recommended ones come from the directory, so this also waits for the first directory answer).
 */
export async function openModal(page: Page, options: ConnectListOptions = {}): Promise<void> {
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await waitForConnectWallets(page, options);
}

/**
 * Wait for the Connect view's final wallet list: the demo's test wallet (installed in the page as it
 * loads, announced a moment later) first, then the 4 recommended wallets of the directory (§9).
 */
export async function waitForConnectWallets(
  page: Page,
  { testWallet = true }: ConnectListOptions = {},
): Promise<void> {
  // One Multi-chain row: its EVM (EIP-6963) and Solana (Wallet Standard) halves announce separately.
  await poll(() => installedWalletRows(page).locator('.portico-tag').allTextContents()).toEqual(
    testWallet ? ['Multi-chain'] : [],
  );
  await poll(() => connectWalletNames(page).count()).toBe(4);
}

/** From the Connect view, open All Wallets and wait for the first page of the grid. */
export async function openAllWallets(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /^All Wallets/ })
    .click();
  await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
  await poll(() => gridNames(page).count()).toBeGreaterThan(0);
}

/** Whether every image in `scope` that is in view has loaded (lazy images below the fold are skipped). */
export async function visibleImagesLoaded(scope: Locator): Promise<boolean> {
  return scope.evaluate((root) => {
    const images = Array.from(root.querySelectorAll('img')).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    return images.every((img) => img.complete && img.naturalWidth > 0);
  });
}

/** Save a screenshot of the page as test-results/screenshots/<name>.png (a CI artifact). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Wait for the images in view first, so the artifact shows what a visitor sees.
  await poll(() => visibleImagesLoaded(page.locator('body'))).toBe(true);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

const AXE_PATH = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** The global the injected axe script defines. */
interface AxeWindow {
  axe: { run(context: string, options: { resultTypes: string[] }): Promise<AxeResults> };
}

/** A violation of the axe check, shortened for messages. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Run axe-core (injected as a plain script) on the element matching `selector`; returns its
 * violations, shortened.
 */
export async function runAxe(page: Page, selector: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(
    (target) => (window as unknown as AxeWindow).axe.run(target, { resultTypes: ['violations'] }),
    selector,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
