/**
 * Sign in with the wallet, required, on the server implementation (§4 sign-in; §3 session):
 * the demo's SIWX page (demo/siwx.html) with the test wallet in the page. Connecting asks once to sign;
 * the signed EIP-4361 message is parsed and verified by viem here, and the local cloud keeps it. A
 * reload asks nothing; another network asks again; Cancel switches back; a refused signature says
 * 'Error signing message' and asks again; Sign out revokes the session on the server and disconnects.
 * The embedded wallet (email login) signs in with its login: its frame signs the message, no prompt;
 * a later sign-in (another network) is no login's: its wallet signs, in the frame's approval panel.
 */
import type { Page } from 'playwright-core';
import { createPublicClient, http } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { describe, expect, test } from 'vitest';
import { decideInFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import {
  connectButton,
  dialog,
  gotoDemo,
  installedWalletRows,
  poll,
  screenshot,
  TEST_WALLET_NAME,
  title,
} from './support/modal.ts';
import { chooseNetwork, openAccount, openNetworks } from './support/networks.ts';

const fx = setupDemo();

const STATEMENT = 'Sign in to the Portico demo';
const ANVIL_A = 'Local Anvil 31337';
const ANVIL_B = 'Local Anvil 31338';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

/** Change who answers the test wallet's next requests. */
async function setWalletMode(page: Page, mode: 'approve' | 'reject'): Promise<void> {
  await page.evaluate((next) => window.__porticoTestWallet?.setMode(next), mode);
}

/** The sessions the local cloud keeps for an account on a chain (what a server would trust). */
async function serverSessions(
  address: string,
  chainId: string,
): Promise<{ message: string; signature: string }[]> {
  // The admin view lists every live session of the account (GET /v1/sessions answers only a token's).
  const url = new URL('/admin/sessions', fx.demo.cloudUrl);
  url.search = new URLSearchParams({ address, chainId, projectId: 'portico-dev-project' }).toString();
  const response = await fetch(url, { headers: { authorization: `Bearer ${fx.demo.cloud.adminToken}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { sessions: { session: { message: string; signature: string } }[] };
  return body.sessions.map(({ session }) => ({ message: session.message, signature: session.signature }));
}

/**
 * The message and signature the page shows: EIP-4361 for `account` on 31337 that viem parses and
 * verifies on the chain, and exactly the session the server keeps. Resolves with the message.
 */
async function expectSignedIn(page: Page, account: string): Promise<string> {
  const message = await text(page, 'siwx-message');
  const signature = (await text(page, 'siwx-signature')) as `0x${string}`;
  const parsed = parseSiweMessage(message);
  expect(parsed.address?.toLowerCase()).toBe(account.toLowerCase());
  expect(parsed.domain).toBe(new URL(fx.demo.siwxUrl).host);
  expect(parsed.statement).toBe(STATEMENT);
  expect(parsed.chainId).toBe(31337);
  const chain = createPublicClient({ transport: http(fx.demo.chains.evm[0]?.url) });
  await expect(
    verifySiweMessage(chain, { message, signature, domain: parsed.domain, nonce: parsed.nonce }),
  ).resolves.toBe(true);
  await expect(serverSessions(account, 'eip155:31337')).resolves.toEqual([{ message, signature }]);
  return message;
}

/** The sign view is up, asking this page's visitor to sign. */
async function promptShown(page: Page): Promise<void> {
  await poll(() => title(page).textContent()).toBe('Sign in');
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).waitFor();
}

describe('sign in with the wallet, required, verified and kept by the server', () => {
  test('sign, reload (no prompt), switch (prompt), cancel (back), reject (asked again), sign out (revoked)', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, `${demo.siwxUrl}?testWallet=approve`);
    await expect(text(page, 'siwx-address')).resolves.toBe('Nobody');
    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();

    // Connected with no session: asked to sign (required, so the modal stays).
    await promptShown(page);
    await screenshot(page, 'siwx-server-sign');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => text(page, 'siwx-status')).toBe('Signed in');
    const account = await text(page, 'siwx-account');
    await expect(text(page, 'siwx-address')).resolves.toBe(account);

    // The message and signature the page shows: EIP-4361 that viem parses and verifies on the chain.
    const message = await expectSignedIn(page, account);

    // A reload restores the connection and the session from the server: no prompt.
    await page.reload();
    await poll(() => text(page, 'siwx-status')).toBe('Signed in');
    await expect(text(page, 'siwx-message')).resolves.toBe(message);
    await expect(dialog(page).count()).resolves.toBe(0);

    // Another network has no session: asked again.
    await openAccount(page);
    await openNetworks(page, ANVIL_A);
    await chooseNetwork(page, ANVIL_B);
    await promptShown(page);
    await expect(text(page, 'siwx-network')).resolves.toBe('eip155:31338');
    // Cancel while required, with a session on the last network: back there, signed in.
    await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await poll(() => text(page, 'siwx-network')).toBe('eip155:31337');
    await poll(() => text(page, 'siwx-status')).toBe('Signed in');
    await poll(() => dialog(page).count()).toBe(0);

    // The wallet refuses the signature: 'Error signing message', and the prompt again.
    await openAccount(page);
    await openNetworks(page, ANVIL_A);
    await chooseNetwork(page, ANVIL_B);
    await promptShown(page);
    await setWalletMode(page, 'reject');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await dialog(page).getByRole('status').filter({ hasText: 'Error signing message' }).waitFor();
    await promptShown(page);
    await screenshot(page, 'siwx-server-error');
    // Signed this time: a session on 31338 too.
    await setWalletMode(page, 'approve');
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => text(page, 'siwx-status')).toBe('Signed in');
    await expect(text(page, 'siwx-network')).resolves.toBe('eip155:31338');
    await poll(() => serverSessions(account, 'eip155:31338').then((sessions) => sessions.length)).toBe(1);

    // Sign out: the session is revoked on the server and the wallet disconnected.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await poll(() => text(page, 'siwx-account')).toBe('Not connected');
    await expect(text(page, 'siwx-address')).resolves.toBe('Nobody');
    await poll(() => serverSessions(account, 'eip155:31338')).toEqual([]);
  });

  test('the embedded wallet signs in with its email login: no prompt, no approval; verified and kept by the server; later, with its approval', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.siwxUrl);
    const account = await loginByEmail(
      page,
      demo.secureSiteUrl,
      `siwx-${crypto.randomUUID().slice(0, 8)}@example.com`,
    );
    // The frame signed the message for the login's account (GET_USER with siwxMessage): signed in, closed.
    await poll(() => text(page, 'siwx-status')).toBe('Signed in');
    await poll(() => dialog(page).count()).toBe(0);
    await expect(text(page, 'siwx-address')).resolves.toBe(account);
    await expectSignedIn(page, account);

    // Another network needs a sign-in the site no longer signs unasked: the prompt, with no error, and
    // the visitor's Sign is the wallet's personal_sign, approved in the frame's panel.
    await openAccount(page);
    await openNetworks(page, ANVIL_A);
    await chooseNetwork(page, ANVIL_B);
    await promptShown(page);
    await expect(dialog(page).getByText('Error signing message').count()).resolves.toBe(0);
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
    await decideInFrame(page, 'Sign message');
    await poll(() => text(page, 'siwx-status')).toBe('Signed in');
    await expect(text(page, 'siwx-network')).resolves.toBe('eip155:31338');
    await poll(() => serverSessions(account, 'eip155:31338').then((sessions) => sessions.length)).toBe(1);
  });
});
