/**
 * The embedded wallet's request approval in Chromium (§2 ApproveTransaction, §4 Embedded-wallet
 * requests, §6): an unsafe request opens the modal on ApproveTransaction with the secure site's frame
 * over it, showing what is asked; only a click in the frame (on the secure site's origin) lets it
 * reach the key. Approved: the signature verifies with viem against the embedded address and the send
 * moves 0.01 ETH on anvil, the modal closes. Rejected in the frame or by closing the modal: the dapp's
 * request fails with EIP-1193 code 4001. A method not allowed opens the modal and shows 'Action not
 * allowed'; the request fails with 'Requested RPC call is not allowed'. A safe read passes with no view.
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem';
import { describe, expect, test } from 'vitest';
import { DEMO_SEND_TO, DEMO_SIGN_TEXT } from '../demo/walletActions.tsx';
import { decideInFrame, fundOnAnvil, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll } from './support/modal.ts';
import { pendingRequestIn } from './support/publicApi.ts';

const fx = setupDemo();

/** Call the embedded wallet's provider from the page; resolves with its result or its error's code and text. */
function callProvider(page: Page, method: string, params: unknown[] = []) {
  // The page's own modal, which demo/modal.ts sets as `window.porticoDemo`.
  return page.evaluate(`Promise.resolve(window.porticoDemo).then(({ modal }) =>
    modal.engine.provider('eip155').request(${JSON.stringify({ method, params })}).then(
      (result) => ({ result }),
      (error) => ({ code: error.code, message: error.message }),
    ))`) as Promise<{ result?: unknown; code?: number; message?: string }>;
}

/** A new visitor logged in by email on the demo, funded on anvil; resolves with the embedded address. */
async function loggedIn(page: Page): Promise<Address> {
  const { demo } = fx;
  await gotoDemo(page, demo.url);
  const address = (await loginByEmail(
    page,
    demo.secureSiteUrl,
    `approve-${crypto.randomUUID().slice(0, 8)}@example.com`,
  )) as Address;
  await dialog(page).waitFor({ state: 'detached' });
  // Nothing awaits approval yet (getPendingRequest, as a custom UI reads it).
  await expect(pendingRequestIn(page)).resolves.toBeNull();
  // The embedded account pays for the send: fund it from anvil.
  await fundOnAnvil(demo.chains.evm[0]?.url ?? '', address);
  return address;
}

describe('ApproveTransaction for the embedded wallet', () => {
  test('approved in the frame: Sign message verifies with viem, Send 0.01 moves the funds on anvil', async () => {
    const { page, demo } = fx;
    const address = await loggedIn(page);
    // Sign message opens ApproveTransaction with the text in the frame.
    await page.getByRole('button', { name: 'Sign message' }).click();
    await dialog(page).getByRole('region', { name: 'Sign message' }).waitFor();
    // The modal's public API tells a custom UI what awaits approval: this personal_sign on the local chain.
    await expect(pendingRequestIn(page)).resolves.toMatchObject({
      method: 'personal_sign',
      caipNetworkId: `eip155:${demo.chains.evm[0]?.chainId}`,
    });
    const panel = walletFrame(page).getByRole('region', { name: 'Sign message' });
    await poll(() => panel.locator('.message').textContent()).toBe(DEMO_SIGN_TEXT);
    await poll(() => panel.textContent()).toContain('Method: personal_sign');
    await decideInFrame(page, 'Sign message');
    const signature = page.getByTestId('sign-message-result');
    await poll(() => pendingRequestIn(page)).toBeNull();
    await poll(() => signature.textContent()).toMatch(/^0x[0-9a-fA-F]{130}$/);
    await expect(
      verifyMessage({ address, message: DEMO_SIGN_TEXT, signature: (await signature.textContent()) as Hex }),
    ).resolves.toBe(true);
    // Opened for the request, the modal closes after it; the frame is hidden again.
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => page.locator('iframe[title="Embedded wallet"]').isHidden()).toBe(true);

    // Send 0.01 shows the receiver, the value and the network.
    const chain = createPublicClient({ transport: http(demo.chains.evm[0]?.url ?? '') });
    const before = await chain.getBalance({ address: DEMO_SEND_TO });
    await page.getByRole('button', { name: 'Send 0.01' }).click();
    const sendPanel = walletFrame(page).getByRole('region', { name: 'Send transaction' });
    await poll(() => sendPanel.textContent()).toContain(DEMO_SEND_TO);
    await poll(() => sendPanel.textContent()).toContain('0.01 ETH');
    await poll(() => sendPanel.textContent()).toContain('Network');
    await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
    await poll(() => page.getByTestId('send-result').textContent()).toMatch(/^0x[0-9a-fA-F]{64}$/);
    await poll(() => chain.getBalance({ address: DEMO_SEND_TO })).toBe(before + parseEther('0.01'));
    await dialog(page).waitFor({ state: 'detached' });
  });

  test('refused: Reject in the frame (by click or Escape) and closing the modal give 4001; a method not allowed, 4200 and its notice; a safe read passes', async () => {
    const { page } = fx;
    const address = await loggedIn(page);
    // Reject in the frame fails the request with code 4001 and closes the modal.
    const answer = callProvider(page, 'personal_sign', ['0x68656c6c6f', address]);
    await decideInFrame(page, 'Sign message', 'Reject');
    await expect(answer).resolves.toEqual({ code: 4001, message: 'User rejected the request.' });
    await dialog(page).waitFor({ state: 'detached' });

    // By keyboard: focus is in the frame, on Reject; Escape there rejects too.
    const byKeyboard = callProvider(page, 'personal_sign', ['0x68656c6c6f', address]);
    const panel = walletFrame(page).getByRole('region', { name: 'Sign message' });
    await poll(() =>
      panel.getByRole('button', { name: 'Reject' }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(byKeyboard).resolves.toEqual({ code: 4001, message: 'User rejected the request.' });
    await dialog(page).waitFor({ state: 'detached' });

    // Closing the modal while a request waits rejects it with code 4001.
    const waiting = callProvider(page, 'personal_sign', ['0x68656c6c6f', address]);
    await dialog(page).getByRole('region', { name: 'Sign message' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(waiting).resolves.toEqual({ code: 4001, message: 'Request was aborted' });
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => page.locator('iframe[title="Embedded wallet"]').isHidden()).toBe(true);

    // A method not allowed opens the modal, shows 'Action not allowed' and is refused.
    const refused = await callProvider(page, 'eth_sign', [address, '0x68656c6c6f']);
    expect(refused).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' });
    await dialog(page).waitFor();
    await page.getByText('Action not allowed').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // A safe read passes with no view.
    const read = await callProvider(page, 'eth_getBalance', [address, 'latest']);
    expect(read).toEqual({ result: expect.stringMatching(/^0x[0-9a-f]+$/) });
    expect(await dialog(page).count()).toBe(0);
  });
});
