/**
 * The demo's host buttons: Sign message sends `personal_sign` of a fixed text through
 * the connected wallet's provider and shows the signature; Send 0.01 sends 0.01 ETH on the local chain.
 * With the test wallet (injected) and with the embedded wallet (email login, the secure site signs):
 * each signature verifies with viem against the account, and the recipient's balance on anvil rises
 * by 0.01 ETH.
 */

import type { Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem';
import { describe, expect, test } from 'vitest';
import { DEMO_SEND_TO, DEMO_SIGN_TEXT } from '../demo/walletActions.tsx';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { connectAndOpenAccount } from './support/account.ts';
import { decideInFrame, fundOnAnvil } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll } from './support/modal.ts';

const fx = setupDemo();

/**
 * Sign message, then Send 0.01, as the visitor clicks them on the host page; checked on chain. With the
 * embedded wallet, each is approved in the secure site's frame on ApproveTransaction.
 */
async function signAndSend(page: Page, chainUrl: string, account: Address, embedded = false): Promise<void> {
  const chain = createPublicClient({ transport: http(chainUrl) });
  const before = await chain.getBalance({ address: DEMO_SEND_TO });

  await page.getByRole('button', { name: 'Sign message' }).click();
  if (embedded) await decideInFrame(page, 'Sign message');
  const signature = page.getByTestId('sign-message-result');
  await poll(() => signature.textContent()).toMatch(/^0x[0-9a-fA-F]{130}$/);
  await expect(
    verifyMessage({
      address: account,
      message: DEMO_SIGN_TEXT,
      signature: (await signature.textContent()) as Hex,
    }),
  ).resolves.toBe(true);

  await page.getByRole('button', { name: 'Send 0.01' }).click();
  if (embedded) await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
  await poll(() => page.getByTestId('send-result').textContent()).toMatch(/^0x[0-9a-fA-F]{64}$/);
  await poll(() => chain.getBalance({ address: DEMO_SEND_TO })).toBe(before + parseEther('0.01'));
}

describe("the demo's Sign message and Send 0.01", () => {
  test('through the test wallet', async () => {
    const { page, demo } = fx;
    await connectAndOpenAccount(page, demo.url);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await signAndSend(page, demo.chains.evm[0]?.url ?? '', (EVM_ACCOUNTS[0]?.address ?? '') as Address);
  });

  test('through the embedded wallet (email login)', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    const address = await loginByEmail(
      page,
      demo.secureSiteUrl,
      `actions-${crypto.randomUUID().slice(0, 8)}@example.com`,
    );
    await dialog(page).waitFor({ state: 'detached' });
    // The embedded account pays the send: fund it from anvil's account #0 first.
    const chainUrl = demo.chains.evm[0]?.url ?? '';
    await fundOnAnvil(chainUrl, address);
    await signAndSend(page, chainUrl, address as Address, true);
  });
});
