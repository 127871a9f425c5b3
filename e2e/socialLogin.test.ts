/**
 * Social login with the embedded wallet, end to end on the demo's default page against the dev secure
 * site's stand-in identity providers: for each of google, github, apple, facebook, x and discord, the
 * provider's button opens the popup (600×800, at the secure site's /loading, then the provider's
 * consent page); Allow with a username connects the embedded wallet, and Account shows the username.
 * Each provider's user is its own account; a reload restores the connection (once, for one provider).
 * Deny shows 'Connection rejected' (the provider's access_denied); closing the popup shows 'Popup closed'. In redirect mode (messaging
 * mini-apps) the page itself goes to the provider and comes back with `result_uri`, which connects.
 * Attack: a crafted link carrying `result_uri` from another site neither reaches the secure
 * site nor puts its words in the social login's error text, which any custom UI shows.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '../domain/errors.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, gotoDemo, openModal, poll } from './support/modal.ts';
import { openAccount } from './support/networks.ts';
import { connectedAccount } from './support/publicApi.ts';

// Six logins, each with a frame request and key derivation on the secure site: 2 noisy cores.
vi.setConfig({ testTimeout: 240_000 });

const fx = setupDemo();

const PROVIDERS = [
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
  ['facebook', 'Facebook'],
  ['x', 'X'],
  ['discord', 'Discord'],
] as const;

/** The social login's error text, as `useSocialLogin().error` gives it to a custom UI (null: none yet). */
function socialLoginError(page: Page): Promise<unknown> {
  return page.evaluate(
    'Promise.resolve(window.porticoDemo).then(({ modal }) => modal.engine?.actor.getSnapshot().children.socialLogin?.getSnapshot().context.error ?? null)',
  );
}

/**
 * The provider's button on Connect: the first of the demo's providers (Google) is "Continue with
 * Google"; the others are logos named by their provider, Apple and Facebook (the last two of the
 * seven) behind "More sign-in options", which this presses first.
 */
async function providerButton(page: Page, name: string): Promise<Locator> {
  const connect = dialog(page);
  if (name === 'Google') return connect.getByRole('button', { name: 'Continue with Google', exact: true });
  if (name === 'Apple' || name === 'Facebook')
    await connect.getByRole('button', { name: 'More sign-in options', exact: true }).click();
  return connect.getByRole('list', { name: 'Social logins' }).getByRole('button', { name, exact: true });
}

/** Click the provider on Connect; resolves with the popup once it shows the consent page. */
async function pickProvider(page: Page, name: string): Promise<Page> {
  const button = await providerButton(page, name);
  const opened = page.context().waitForEvent('page');
  await button.click();
  const popup = await opened;
  await popup.getByRole('heading', { name: `Sign in with ${name}` }).waitFor();
  return popup;
}

describe('social login', () => {
  test('each provider: Allow with a username connects the embedded wallet, Account shows the username; one account per provider; a reload reconnects', async () => {
    const { page, demo } = fx;
    const userName = `ada-${crypto.randomUUID().slice(0, 6)}`;
    await gotoDemo(page, demo.url);
    const addresses = new Map<string, string>();
    for (const [provider, name] of PROVIDERS) {
      await openModal(page);
      const popup = await pickProvider(page, name);
      // §7: the popup is 600×800.
      expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800]);
      await popup.getByLabel('Username').fill(userName);
      await popup.getByRole('button', { name: 'Allow' }).click();
      await poll(() => connectedAccount(page, 'eip155')).toMatch(/^auth 0x[0-9a-fA-F]{40}$/);
      const account = await connectedAccount(page, 'eip155');
      addresses.set(provider, account);
      // Done with it: the modal closed the popup.
      await poll(() => popup.isClosed()).toBe(true);

      await openAccount(page);
      await dialog(page).getByText(userName, { exact: true }).first().waitFor();
      if (provider === 'google') {
        // A reload restores the login with no popup, on the same account.
        await page.reload();
        await poll(() => connectedAccount(page, 'eip155')).toBe(account);
        await openAccount(page);
      }
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await poll(() => connectedAccount(page, 'eip155')).toBe('');
    }
    // The same username at each provider is a different user: six accounts.
    expect(new Set(addresses.values()).size).toBe(PROVIDERS.length);
  });

  test("Deny shows 'Connection rejected'; closing the popup shows 'Popup closed'", async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await openModal(page);
    const denied = await pickProvider(page, 'GitHub');
    await denied.getByRole('button', { name: 'Deny' }).click();
    const view = page.getByRole('dialog', { name: 'Social login' });
    await view.getByText(MESSAGES.connectionRejected, { exact: true }).waitFor();
    await poll(() => denied.isClosed()).toBe(true);

    // Try again opens a new popup in its click; the visitor closes it.
    const opened = page.context().waitForEvent('page');
    await view.getByRole('button', { name: 'Try again' }).click();
    const popup = await opened;
    await popup.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await popup.close();
    await view.getByText('Popup closed').waitFor();
    expect(await connectedAccount(page, 'eip155')).toBe('');
  });

  test('redirect mode: the page itself goes to the provider (no popup) and comes back connected, with result_uri gone from the address', async () => {
    const { page, demo } = fx;
    const userName = `mini-${crypto.randomUUID().slice(0, 6)}`;
    await gotoDemo(page, `${demo.url}/?socialLoginMode=redirect`);
    await openModal(page);
    const popups: Page[] = [];
    page.context().on('page', (opened) => popups.push(opened));
    await dialog(page).getByRole('button', { name: 'GitHub', exact: true }).click();
    // The tab itself shows the provider's consent page.
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await page.getByLabel('Username').fill(userName);
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back on the host page: the engine connects with the result and takes it out of the address.
    await poll(() => connectedAccount(page, 'eip155')).toMatch(/^auth 0x[0-9a-fA-F]{40}$/);
    const back = new URL(page.url());
    expect(back.origin).toBe(new URL(demo.url).origin);
    expect(back.searchParams.has('result_uri')).toBe(false);
    expect(back.searchParams.get('socialLoginMode')).toBe('redirect');
    expect(popups).toEqual([]);
    await openAccount(page);
    await dialog(page).getByText(userName, { exact: true }).first().waitFor();
  });

  test('attack: a crafted result_uri link reaches no secure site and cannot write the error text', async () => {
    const { page, demo } = fx;
    const phishing = 'Your wallet is locked. Call +1 800 555 0100 with your recovery phrase';
    const crafted = `https://evil.example/social/callback?code=c1&error=${encodeURIComponent(phishing)}`;
    const secureSiteOrigin = new URL(demo.secureSiteUrl).origin;
    const connects: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === secureSiteOrigin && url.pathname.startsWith('/api/social')) connects.push(url.href);
    });
    await gotoDemo(page, `${demo.url}/?socialLoginMode=redirect&result_uri=${encodeURIComponent(crafted)}`);
    // The engine took the link's result_uri at start and failed it with a known text, not the link's.
    await poll(() => socialLoginError(page)).toBe(MESSAGES.failedToConnect);
    expect(connects).toEqual([]);
    expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false);
    await expect(page.getByText(/555 0100/).count()).resolves.toBe(0);
    expect(await connectedAccount(page, 'eip155')).toBe('');
  });
});
