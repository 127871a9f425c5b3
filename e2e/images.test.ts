/**
 * The modal's images in Chromium on the demo: brand logos drawn from the bundled data
 * (WalletConnect, the social providers, Coinbase), network images the way production gives them (the
 * local chains' §7 asset images from the dev cloud, Ethereum's bundled logo), the app's icon on the
 * connecting and sign-in views, and every <img> in view actually loaded (naturalWidth > 0). The second
 * test takes the screenshots of those views at desktop and 390×844, light and dark.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { connectAndOpenAccount } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import {
  connectButton,
  dialog,
  gotoDemo,
  installedWalletRows,
  openModal,
  poll,
  screenshot,
  TEST_WALLET_NAME,
  visibleImagesLoaded,
  WAIT_MS,
  walletConnectRow,
} from './support/modal.ts';
import { openNetworks } from './support/networks.ts';

const fx = setupDemo();

const SOCIALS = ['Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'];

/** The brand named by the logo drawn in `scope` (its data-logo attribute). */
const logoOf = (scope: Locator) => scope.locator('svg[data-logo]').first().getAttribute('data-logo');

/** The images in `scope`, each with its source and its natural width (0 while or when it failed). */
function imagesIn(scope: Locator): Promise<Array<{ src: string; width: number }>> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('img')).map((img) => ({ src: img.src, width: img.naturalWidth })),
  );
}

/** From Account, the on-ramp's providers for 50 USD of ETH. */
async function openProviders(page: Page): Promise<Locator> {
  await dialog(page).getByRole('button', { name: 'Buy', exact: true }).click();
  const onRamp = page.getByRole('dialog', { name: 'Buy crypto' });
  // The currency to buy is a picker: its chip opens the list, the option chooses.
  await onRamp.getByRole('button', { name: /^Currency to buy: / }).click({ timeout: WAIT_MS });
  await onRamp
    .getByRole('dialog', { name: 'Select a currency' })
    .getByRole('option', { name: /^ETH / })
    .click();
  await onRamp.getByLabel('Amount to pay').fill('50');
  const continueButton = onRamp.getByRole('button', { name: 'Continue' });
  await poll(() => continueButton.isEnabled()).toBe(true);
  // By keyboard: on the 390×844 sheet Chromium reported the amount's label over the button's centre
  // (an OnRamp layout matter, not the images'); Enter on the focused button is a visitor's path too.
  await continueButton.focus();
  await page.keyboard.press('Enter');
  const providers = page.getByRole('dialog', { name: 'Choose a provider' });
  await providers.getByRole('button', { name: /^Coinbase/ }).waitFor({ timeout: WAIT_MS });
  return providers;
}

describe('images', () => {
  test('Connect, Networks and Buy show their logos and every image loads', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, `${demo.url}?testWallet=approve`);
    await openModal(page);
    const connect = dialog(page);
    await poll(() => logoOf(walletConnectRow(page))).toBe('WalletConnect');
    await expect(walletConnectRow(page).textContent()).resolves.toBe('WalletConnectQR Code');
    // The lead provider is a full button with its logo; the others are logos in the "Social logins"
    // row, named by their provider, the last ones behind "More sign-in options".
    const [lead, ...others] = SOCIALS;
    const leadButton = connect.getByRole('button', { name: `Continue with ${lead}`, exact: true });
    await expect(logoOf(leadButton), lead).resolves.toBe(lead);
    await expect(leadButton.textContent()).resolves.toBe(`Continue with ${lead}`);
    await connect.getByRole('button', { name: 'More sign-in options', exact: true }).click();
    const row = connect.getByRole('list', { name: 'Social logins' });
    await poll(() =>
      row
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
    ).toEqual(others);
    for (const name of others) {
      const button = row.getByRole('button', { name, exact: true });
      await expect(logoOf(button), name).resolves.toBe(name);
    }
    // The directory wallets' images come from the dev cloud: each loaded.
    await poll(() => visibleImagesLoaded(connect)).toBe(true);
    const walletImages = await imagesIn(connect);
    expect(walletImages.length).toBeGreaterThan(0);
    for (const image of walletImages) expect(image.width, image.src).toBeGreaterThan(0);

    await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await openNetworks(page, 'Local Anvil 31337');
    const networks = dialog(page);
    // The local chains' images are §7 asset images by their assets.imageId; Ethereum's is bundled.
    const anvil = networks.getByRole('button', { name: /^Local Anvil 31337/ });
    await poll(() => visibleImagesLoaded(networks)).toBe(true);
    const [anvilImage] = await imagesIn(anvil);
    expect(new URL(anvilImage?.src ?? 'http://x/').pathname).toBe(
      '/public/getAssetImage/portico-local-anvil-31337',
    );
    expect(anvilImage?.width).toBeGreaterThan(0);
    for (const image of await imagesIn(networks)) expect(image.width, image.src).toBeGreaterThan(0);
    await expect(logoOf(networks.getByRole('button', { name: /^Ethereum/ }))).resolves.toBe('Ethereum');
    await expect(networks.locator('.portico-list-button').count()).resolves.toBe(4);

    await networks.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    const providers = await openProviders(page);
    await expect(logoOf(providers.getByRole('button', { name: /^Coinbase/ }))).resolves.toBe('Coinbase');
    // Meld is in no icon set: the designed fallback, no text.
    const meld = providers.getByRole('button', { name: /^Meld/ });
    await expect(meld.locator('.portico-logo--fallback').count()).resolves.toBe(1);
    await expect(meld.locator('.portico-logo--fallback').textContent()).resolves.toBe('');
  });

  test('with the cloud refusing asset images, the networks keep a picture: bundled logo or designed fallback', async () => {
    const { page, demo } = fx;
    demo.cloud.faults.add({ route: '/public/getAssetImage/', status: 503 });
    await connectAndOpenAccount(page, demo.url);
    await openNetworks(page, 'Local Anvil 31337');
    const networks = dialog(page);
    const anvil = networks.getByRole('button', { name: /^Local Anvil 31337/ });
    await poll(() => anvil.locator('.portico-logo--fallback').count()).toBe(1);
    await expect(anvil.locator('img').count()).resolves.toBe(0);
    await expect(logoOf(networks.getByRole('button', { name: /^Ethereum/ }))).resolves.toBe('Ethereum');
  });

  const LOOKS: Array<[string, BrowserContextOptions]> = [
    ['desktop-light', { colorScheme: 'light' }],
    ['desktop-dark', { colorScheme: 'dark' }],
    [
      'phone-light',
      { colorScheme: 'light', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    ],
    [
      'phone-dark',
      { colorScheme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    ],
  ];

  test.each(LOOKS)(
    'screenshots (%s): Connect, ConnectingSocial, Networks, Buy providers, sign-in',
    async (look, options) => {
      const { demo } = fx;
      const page = await fx.newPage(options);
      await gotoDemo(page, `${demo.url}?testWallet=approve`);
      await openModal(page);
      await poll(() => logoOf(walletConnectRow(page))).toBe('WalletConnect');
      await screenshot(page, `images-connect-${look}`);

      // ConnectingSocial: the app's icon beside the provider's logo while the popup is open.
      const popupOpened = page.context().waitForEvent('page');
      await dialog(page).getByRole('button', { name: 'GitHub', exact: true }).click();
      const popup = await popupOpened;
      const social = page.getByRole('dialog', { name: 'Social login' });
      await social.waitFor();
      await poll(() => logoOf(social)).toBe('GitHub');
      await expect(social.locator('img.portico-logo--app').getAttribute('src')).resolves.toBe(
        `${new URL(demo.url).origin}/portico.svg`,
      );
      await screenshot(page, `images-connecting-social-${look}`);
      await popup.close();
      await social.getByText('Popup closed').waitFor({ timeout: WAIT_MS });
      await social.getByRole('button', { name: 'Back' }).click();

      await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
      await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
      await connectButton(page).click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await openNetworks(page, 'Local Anvil 31337');
      // The view's chunk may still be loading: wait for its rows and their logos.
      await poll(() => logoOf(dialog(page).getByRole('button', { name: /^Ethereum/ }))).toBe('Ethereum');
      await screenshot(page, `images-networks-${look}`);
      await dialog(page).getByRole('button', { name: 'Back' }).click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await openProviders(page);
      await screenshot(page, `images-buy-providers-${look}`);

      // The sign-in view: the app's icon and name (a fresh page: the connection above would reconnect).
      const signInPage = await fx.newPage(options);
      await gotoDemo(signInPage, `${demo.siwxUrl}?testWallet=approve`);
      await connectButton(signInPage).click();
      await signInPage.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      await installedWalletRows(signInPage).filter({ hasText: TEST_WALLET_NAME }).click();
      const signIn = signInPage.getByRole('dialog', { name: 'Sign in' });
      await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: WAIT_MS });
      const icon = signIn.getByRole('img', { name: 'Portico demo (SIWX)' });
      await expect(icon.getAttribute('src')).resolves.toBe(`${new URL(demo.siwxUrl).origin}/signin.svg`);
      await poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await screenshot(signInPage, `images-signin-${look}`);
    },
    // Five views and two page loads per look, on a shared 2-core machine.
    180_000,
  );
});
