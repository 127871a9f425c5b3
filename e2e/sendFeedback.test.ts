/**
 * Send's feedback at every step end to end: in the demo with the test wallet, Send's
 * main button says what is wrong with the draft as it is typed (more than held: 'Insufficient
 * balance'; a bad receiver: 'Invalid EVM address'), before any review; the review shows the amount in
 * fiat (the dev cloud prices PUSD at $1), the network and the fee the chain estimates; after the send,
 * Account (§2) with the success notice and the transaction's hash, the one the chain mined. The local
 * anvil chain has no block explorer, so the notice has no explorer link.
 */
import { createPublicClient, type Hex, http } from 'viem';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { MESSAGES } from '../domain/errors.ts';
import { connectAndOpenAccount, fillSend, pusdReader } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, poll, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

// Dev account 7: no other e2e test sends to it.
const RECEIVER = EVM_ACCOUNTS[7]?.address ?? '0x';

describe('Send: feedback at every step', () => {
  test('the main button judges the draft as typed; the review shows fiat, network and fee; the success notice has the hash', async () => {
    const { page, demo } = fx;
    const pusdOf = pusdReader(demo.chains.evm[0]?.url);
    const before = await pusdOf(RECEIVER);
    await connectAndOpenAccount(page, demo.url);
    await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor({ timeout: WAIT_MS });

    // Far more PUSD than the account holds.
    const send = await fillSend(page, { symbol: 'PUSD', amount: '100000000', receiver: '0x1234' });
    const insufficient = send.getByRole('button', { name: MESSAGES.insufficientBalance });
    await insufficient.waitFor({ timeout: WAIT_MS });
    expect(await insufficient.isDisabled()).toBe(true);

    await send.getByLabel('Amount').fill('3');
    const badReceiver = send.getByRole('button', { name: MESSAGES.invalidEvmAddress });
    await badReceiver.waitFor({ timeout: WAIT_MS });
    expect(await badReceiver.isDisabled()).toBe(true);
    // The fiat value under the amount: 3 PUSD at $1.
    await send.getByText('≈ $3.00').waitFor({ timeout: WAIT_MS });

    await send.getByLabel('Receiver address').fill(RECEIVER);
    await send.getByRole('button', { name: 'Review' }).click({ timeout: WAIT_MS });
    const review = send.getByRole('region', { name: 'Review' });
    await review.getByText(`Send 3 PUSD to `).waitFor({ timeout: WAIT_MS });
    // A figure of the review: the value (dd) of the name (dt) `name`.
    const figure = (name: string) =>
      review.locator(`xpath=.//dt[normalize-space()="${name}"]/following-sibling::dd[1]`);
    await expect(figure('Amount').textContent()).resolves.toBe('3 PUSD ≈ $3.00');
    await expect(figure('Network').textContent()).resolves.toBe('Local Anvil 31337');
    // The fee the chain estimates for this very transfer, in its native coin.
    await poll(() => figure('Network fee').textContent()).toMatch(/ ETH$/);

    await review.getByRole('button', { name: 'Send', exact: true }).click();
    // §2: Account after a successful send, with the success notice and the transaction's hash.
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
    const notice = page.getByRole('status').filter({ hasText: 'Transaction sent' });
    await notice.waitFor({ timeout: WAIT_MS });
    const hash = (await notice.locator('.portico-truncate').getAttribute('title')) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/i);
    expect(await notice.getByRole('link').count()).toBe(0);
    const chain = createPublicClient({ transport: http(demo.chains.evm[0]?.url) });
    const receipt = await chain.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    await poll(() => pusdOf(RECEIVER)).toBe(before + 3_000_000n);
  });
});
