/**
 * One-click sign-in (§5 siwx with eip155 networks only; §3 sign-in message): on the demo's sign-in page
 * (demo/signin.html) pairing a directory wallet asks the wallet page (a second browser context,
 * dev/test-wallet/pairing, answering by hand) for one sign-in; its Approve gives the session and a signed
 * CAIP-122 message per chain, which the host page shows and verifies, and so does the test. Its Reject
 * ends the pairing with 'Connection rejected'.
 */
import type { Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import {
  connectButton,
  dialog,
  directoryWalletRows,
  gotoDemo,
  installedWalletRows,
  poll,
  screenshot,
  TEST_WALLET_NAME,
  title,
} from './support/modal.ts';
import { pairingUri, walletPages } from './support/pairing.ts';

const fx = setupDemo();

const STATEMENT = 'Sign in to the Portico demo';

const wallets = walletPages();
afterEach(() => wallets.close());

/** Open the modal, choose the first directory wallet and read the pairing URI from "Show link". */
async function choosePairing(page: Page): Promise<string> {
  // Not `openModal`: with no Solana network the test wallet is an EVM wallet only ('Installed').
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await poll(() => directoryWalletRows(page).count()).toBeGreaterThan(0);
  await directoryWalletRows(page).first().click();
  return pairingUri(page);
}

/** The wallet page in a browser of its own, answering by hand (no policy), paired with `uri`. */
async function pairWalletByHand(uri: string): Promise<Page> {
  const wallet = await wallets.open(fx.browser, fx.demo.walletUrl);
  await wallet.getByLabel('WalletConnect URI').fill(uri);
  await wallet.getByRole('button', { name: 'Pair' }).click();
  return wallet;
}

/** The wallet page's card of the proposal carrying the sign-in request, once it arrived. */
async function signInRequest(wallet: Page) {
  const card = wallet.locator('#proposals .card.proposal').filter({ has: wallet.locator('.sign-in') });
  await card.waitFor({ timeout: 20_000 });
  return card;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('one-click sign-in', () => {
  test('one approval in the wallet gives the session and a signed sign-in message per chain, verified', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.signinUrl);
    await expect(text(page, 'signin-status')).resolves.toBe('No session');
    const wallet = await pairWalletByHand(await choosePairing(page));

    // The request names the page's domain and the app's statement; nothing is connected before Approve.
    const card = await signInRequest(wallet);
    const domain = new URL(demo.signinUrl).host;
    await expect(card.getByText(domain, { exact: true }).count()).resolves.toBe(1);
    await expect(card.getByText(STATEMENT, { exact: true }).count()).resolves.toBe(1);
    await expect(card.getByText('Portico demo (sign-in)').count()).resolves.toBeGreaterThan(0);
    await screenshot(wallet, 'signin-wallet-request');
    await expect(text(page, 'signin-account')).resolves.not.toMatch(/^0x/);
    await card.getByRole('button', { name: 'Approve' }).click();

    // The host page: the account, the acknowledged session, and a verified proof per chain.
    await poll(() => text(page, 'signin-account')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const account = await text(page, 'signin-account');
    await poll(() => text(page, 'signin-status')).toBe('Signed in');
    await poll(() => dialog(page).count()).toBe(0);
    // One proof per chain the app asked for and the wallet has: both local anvils.
    await poll(() => page.getByTestId('signin-proof-chain').allTextContents()).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    await poll(() => page.getByTestId('signin-verified').allTextContents()).toEqual([
      'Signature verified',
      'Signature verified',
    ]);
    const proof = page.getByTestId('signin-proof').and(page.locator('[data-chain="eip155:31337"]'));

    const address = (await proof.getByTestId('signin-proof-address').textContent()) ?? '';
    const message = (await proof.getByTestId('signin-proof-message').textContent()) ?? '';
    const signature = (await proof.getByTestId('signin-proof-signature').textContent()) ?? '';
    expect(address.toLowerCase()).toBe(account.toLowerCase());
    expect(message).toContain(STATEMENT);
    expect(message).toContain(address);
    expect(message).toContain(`${domain} wants you to sign in with your Ethereum account:`);
    expect(message).toContain('Chain ID: 31337');
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    // Checked again here, outside the page: the proof stands on its own.
    await expect(
      verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` }),
    ).resolves.toBe(true);
    // The Connect button shows the signed-in account (shortened), as for any other connection.
    await poll(async () => (await connectButton(page).textContent()) ?? '').toContain(
      `${account.slice(0, 6)}…${account.slice(-4)}`,
    );
    await screenshot(page, 'signin-done');
  });

  test("the wallet rejects the sign-in: the modal says 'Connection rejected'", async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.signinUrl);
    const wallet = await pairWalletByHand(await choosePairing(page));
    const card = await signInRequest(wallet);
    await card.getByRole('button', { name: 'Reject' }).click();

    await dialog(page)
      .getByRole('alert')
      .filter({ hasText: 'Connection rejected' })
      .waitFor({ timeout: 20_000 });
    await expect(text(page, 'signin-account')).resolves.toBe('Not connected');
    await expect(page.getByTestId('signin-proof').count()).resolves.toBe(0);
    await screenshot(page, 'signin-rejected');
  });

  test('a wallet in the page is asked once to sign in (§4): Sign keeps a verified session; a reload asks nothing', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, `${demo.signinUrl}?testWallet=approve`);
    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();

    // Connected, but no session: the sign view instead of closing; required, so closing is refused.
    await poll(() => title(page).textContent()).toBe('Sign in');
    await page.keyboard.press('Escape');
    // The dialog shakes instead of closing (§4: close disabled on the sign view while required).
    await page.locator('[role="dialog"].portico-dialog--shaking').waitFor();
    await expect(title(page).textContent()).resolves.toBe('Sign in');
    await screenshot(page, 'siwx-sign');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await poll(() => dialog(page).count()).toBe(0);

    // The kept session: an EIP-4361 message that viem parses, signed by the account.
    const stored = await page.evaluate(() => localStorage.getItem('@portico/siwx-sessions'));
    const [session] = JSON.parse(stored ?? '[]') as { message: string; signature: `0x${string}` }[];
    const parsed = parseSiweMessage(session?.message ?? '');
    expect(parsed.domain).toBe(new URL(demo.signinUrl).host);
    expect(parsed.statement).toBe(STATEMENT);
    await expect(
      verifyMessage({
        address: parsed.address ?? '0x',
        message: session?.message ?? '',
        signature: session?.signature ?? '0x',
      }),
    ).resolves.toBe(true);

    // A reload restores the connection and finds the session: the modal opens on Account, not Sign in.
    await page.reload();
    await poll(() => text(page, 'signin-account')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await connectButton(page).click();
    await poll(() => title(page).textContent()).toBe('Account');
  });
});
