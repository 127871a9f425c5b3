/**
 * Issue 26 in Chromium, on the demo and the real dev services: nothing is asked of another origin
 * before the visitor shows intent (hovering the Connect button starts the project configuration and
 * the directory), and with the cloud blocked the Connect view still offers WalletConnect, whose QR code
 * pairs through the relay.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import { connectButton, dialog, gotoDemo, poll, walletConnectRow } from './support/modal.ts';

const fx = setupDemo();

/** The demo's own modal object (demo/modal.ts), read in the page; a string because vitest rewrites import(). */
function readModal(page: Page, expression: string): Promise<unknown> {
  return page.evaluate(`import('/modal.ts').then(({ modal }) => ${expression})`);
}

/** Every request and socket the page opens to an origin other than its own. */
function recordOutside(page: Page, pageOrigin: string): string[] {
  const outside: string[] = [];
  const note = (url: string) => {
    if (new URL(url).origin !== pageOrigin) outside.push(url);
  };
  page.on('request', (request) => note(request.url()));
  page.on('websocket', (socket) => note(socket.url().replace(/^ws/, 'http')));
  return outside;
}

describe('start: intent first, pairing always', () => {
  test('no request leaves the page’s origin before intent; a hover starts the configuration and the directory', async () => {
    const { page, demo } = fx;
    const outside = recordOutside(page, new URL(demo.url).origin);
    await gotoDemo(page, demo.url);
    // The engine has loaded in the background and waits for the visitor.
    await poll(() => readModal(page, 'modal.engine?.projectConfig.getSnapshot().value ?? null')).toBe(
      'awaitingIntent',
    );
    expect(outside).toEqual([]);

    await connectButton(page).hover();
    await poll(() => outside.some((url) => url.startsWith(`${demo.cloudUrl}/getWallets`))).toBe(true);
    await poll(() => outside.some((url) => url.startsWith(`${demo.cloudUrl}/appkit/v1/config`))).toBe(true);
    expect(outside.every((url) => url.startsWith(demo.cloudUrl))).toBe(true);
  });

  test('with the cloud blocked, Connect lists WalletConnect first, and its QR code pairs through the relay', async () => {
    const { page, demo } = fx;
    await page.route(`${demo.cloudUrl}/**`, (route) => route.abort());
    await gotoDemo(page, demo.url);
    await connectButton(page).click();
    const row = walletConnectRow(page);
    await row.waitFor();
    await expect(
      dialog(page).locator('.portico-list-button .portico-list-button-label').first().textContent(),
    ).resolves.toBe('WalletConnect');
    await row.click();
    await dialog(page).getByRole('img', { name: 'Scan with your wallet' }).waitFor();
    await expect(dialog(page).locator('.portico-pairing-uri').textContent()).resolves.toMatch(/^wc:/);
  });
});
