/**
 * In Chromium, on the demo and the real dev services: nothing is asked of another origin
 * before the visitor shows intent (hovering the Connect button starts the project configuration and
 * the directory), and with the cloud blocked the Connect view still offers WalletConnect, whose QR code
 * pairs through the relay. With no project id (§5), hover, open and close ask the cloud
 * nothing at all; the modal opens with the PROJECT_ID_NOT_CONFIGURED alert.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ALERTS } from '../domain/errors.ts';
import { setupDemo } from './support/demo.ts';
import { connectButton, dialog, gotoDemo, poll, walletConnectRow } from './support/modal.ts';

const fx = setupDemo();

/** The demo's own modal object (demo/modal.ts sets it as `window.porticoDemo`), read in the page. */
function readModal(page: Page, expression: string): Promise<unknown> {
  return page.evaluate(`Promise.resolve(window.porticoDemo).then(({ modal }) => ${expression})`);
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

  test('no project id: hover, open and close send no request to the cloud; the modal shows the alert', async () => {
    const { page, demo } = fx;
    const cloudOrigin = new URL(demo.cloudUrl).origin;
    const toCloud: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === cloudOrigin) toCloud.push(request.url());
    });
    await gotoDemo(page, `${demo.url}/?projectId=`);
    // The engine has loaded in the background, its configuration decided at once (no id: nothing to fetch).
    await poll(() => readModal(page, 'modal.engine?.projectConfig.getSnapshot().value ?? null')).toBe(
      'unconfigured',
    );
    await connectButton(page).hover();
    await connectButton(page).click();
    // §5/§8: the modal opens, with the alert (the demo runs in debug mode, which shows it).
    const alert = dialog(page).locator(
      `[data-portico-alert-code="${ALERTS.PROJECT_ID_NOT_CONFIGURED.code}"]`,
    );
    await alert.waitFor();
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(toCloud).toEqual([]);
    // The wallet list's statechart decided not to ask (a request on its way would have shown above).
    await expect(
      readModal(page, 'JSON.stringify(modal.engine?.walletList.getSnapshot().value)'),
    ).resolves.toBe(JSON.stringify({ directory: 'unconfigured', search: 'idle' }));
  });
});
