/**
 * Farcaster login, end to end on the demo's default page with the local secure site: Connect →
 * Farcaster shows the sign-in URL as a QR code with Copy link; the URL opened in another tab of the
 * same browser is the secure site's Farcaster stand-in page. Rejecting there shows 'Failed to connect
 * to farcaster' (§8) in the modal; Try again gives a fresh URL, and approving it as "alice" connects
 * the embedded wallet, whose user name Account shows.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import { setupDemo } from './support/demo.ts';
import { dialog, gotoDemo, openModal, poll } from './support/modal.ts';
import { openAccount } from './support/networks.ts';
import { connectedAccount } from './support/publicApi.ts';

// The frame waits 500 ms after its ready event and polls the sign-in: allow for 2 noisy cores.
vi.setConfig({ testTimeout: 120_000 });

const fx = setupDemo();

/** The URL the view shows, as Copy link puts it on the clipboard. */
async function copiedLink(page: Page): Promise<string> {
  const view = page.getByRole('dialog', { name: 'Sign in with Farcaster' });
  await view.getByRole('img', { name: 'Scan to sign in with Farcaster' }).waitFor();
  await view.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('Link copied').waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Open the sign-in URL in another tab of the same browser and decide there. */
async function decide(url: string, decision: 'Approve' | 'Reject'): Promise<void> {
  const other = await fx.context.newPage();
  await other.goto(url);
  await expect(other.getByLabel('Username').inputValue()).resolves.toBe('alice');
  await other.getByRole('button', { name: decision }).click();
  await other.getByText(decision === 'Approve' ? 'Approved' : 'Rejected').waitFor();
  await other.close();
}

describe('Farcaster login', () => {
  test('the QR code and Copy link give the sign-in URL; a rejection shows the error, Try again and an approval connect the user, whose name Account shows', async () => {
    const { page, demo } = fx;
    await fx.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(demo.url).origin,
    });
    await gotoDemo(page, demo.url);
    await openModal(page);
    await dialog(page).getByRole('button', { name: 'Farcaster' }).click();

    const rejected = await copiedLink(page);
    expect(new URL(rejected).pathname).toBe('/farcaster/sign-in');
    expect(new URL(rejected).searchParams.get('channel')).toBeTruthy();
    await decide(rejected, 'Reject');
    await dialog(page).getByText('Failed to connect to farcaster').waitFor();

    await dialog(page).getByRole('button', { name: 'Try again' }).click();
    const approved = await copiedLink(page);
    expect(approved).not.toBe(rejected);
    await decide(approved, 'Approve');

    // Connected: the modal closes (§2) and the account is the embedded wallet's; Account shows the name.
    await poll(() => connectedAccount(page, 'eip155')).toMatch(/^auth 0x[0-9a-fA-F]{40}$/);
    await openAccount(page);
    await poll(() => dialog(page).textContent()).toContain('alice');
  });
});
