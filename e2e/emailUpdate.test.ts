/**
 * Email update with the embedded wallet, end to end on the demo's default page (§2 UpdateEmailWallet,
 * §4 Email update): the visitor logs in by email with the code from the local secure site's mailbox,
 * asks to change the email on Account, types the new one, enters the code mailed to the current email,
 * then the one mailed to the new email; Account shows the new email, and after a reload the embedded
 * wallet is still connected with it. And a frame that never becomes ready (the secure site's
 * frameNeverReady fault, with the demo's short ready timeout) shows the IFRAME_LOAD_FAILED alert (§8).
 */
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { setupDemo } from './support/demo.ts';
import { codeFor, enterCode, submitEmailIn } from './support/mailbox.ts';
import { dialog, gotoDemo, openModal, poll } from './support/modal.ts';
import { openAccount } from './support/networks.ts';
import { accountIn } from './support/publicApi.ts';

// The frame waits 500 ms after its ready event and the secure site derives keys: allow for 2 noisy cores.
vi.setConfig({ testTimeout: 120_000 });

const fx = setupDemo();

/** The connector of the connected eip155 account, as the host reads it (getAccount); '' before. */
const connectedEmbeddedWallet = async (page: Page): Promise<string> => {
  const account = await accountIn(page, 'eip155');
  return account.isConnected ? (account.connectorId ?? '') : '';
};

describe('email update', () => {
  test('Change email: the code to the current email, then the code to the new one; Account shows the new email, also after a reload', async () => {
    const { page, demo } = fx;
    const id = crypto.randomUUID().slice(0, 8);
    const email = `before-${id}@example.com`;
    const newEmail = `after-${id}@example.com`;
    await gotoDemo(page, demo.url);
    await openModal(page);
    await submitEmailIn(dialog(page), email);
    await page.getByRole('dialog', { name: 'Continue with email' }).waitFor();
    await enterCode(dialog(page), await codeFor(demo.secureSiteUrl, email));
    await poll(() => connectedEmbeddedWallet(page)).toBe('auth');

    // Account shows the embedded wallet's email, with Change email.
    await openAccount(page);
    await dialog(page).getByText(email, { exact: true }).first().waitFor();
    await dialog(page).getByRole('button', { name: 'Change email' }).click();
    const view = page.getByRole('dialog', { name: 'Change email' });
    await view.getByRole('textbox', { name: 'New email' }).fill(newEmail);
    await view.getByRole('button', { name: 'Continue' }).click();

    // The code mailed to the current email, then the one mailed to the new email.
    await view.getByText('To confirm the change, enter the code we sent to your current email').waitFor();
    await enterCode(view, await codeFor(demo.secureSiteUrl, email, 'update-primary'));
    await view.getByText('Now enter the code we sent to').waitFor();
    await enterCode(view, await codeFor(demo.secureSiteUrl, newEmail, 'update-secondary'));

    // Confirmed (GET_USER polled until its email is the new one): back on Account, which shows it.
    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByText(newEmail, { exact: true }).first().waitFor();
    // Every place Account names the user (head, label, tag) follows the same report, each on its render.
    await poll(() => account.getByText(email, { exact: true }).count()).toBe(0);

    // A reload reconnects with no code, with the new email.
    await page.reload();
    await poll(() => connectedEmbeddedWallet(page)).toBe('auth');
    await openAccount(page);
    await dialog(page).getByText(newEmail, { exact: true }).first().waitFor();
  });

  test('§4/§8: a frame that never becomes ready shows the IFRAME_LOAD_FAILED alert', async () => {
    const { page, demo } = fx;
    demo.secureSite.faults.frameNeverReady = true;
    onTestFinished(() => {
      demo.secureSite.faults.frameNeverReady = false;
    });
    // The demo's short ready timeout for this page, instead of the §9 20 s (tested on a simulated clock).
    await gotoDemo(page, `${demo.url}/?frameReadyTimeoutMs=3000`);
    await openModal(page);
    await submitEmailIn(dialog(page), `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const alert = page.locator('[data-portico-alert-code="IFRAME_LOAD_FAILED"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe('Network Error - Could not load embedded wallet');
    // The email login's waiting request was aborted (§8 'Something went wrong'), and it says so.
    await dialog(page).getByText('Something went wrong').first().waitFor();
  });
});
