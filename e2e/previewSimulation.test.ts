/**
 * The simulated outcome in the modal's own reviews, in Chromium with the demo's injected test wallet
 * and the real dev services: Send's review of 3 PUSD reads what goes out (with its worth at the
 * cloud's $1 price) and the receiver's gain, simulated on the local anvil before the wallet is asked;
 * SwapPreview of 0.1 ETH for PTK through the local exchange reads the ETH that goes out and the PTK
 * that comes in, simulated as the exchange builds the swap.
 */
import { getAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { connectAndOpenAccount, fillSend } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, poll, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

// Dev account 8: only simulated here, never sent to.
const RECEIVER = EVM_ACCOUNTS[8]?.address ?? '0x';

describe('the simulated outcome in the reviews', () => {
  test('Send’s review and SwapPreview show what goes out and comes in before the wallet is asked', async () => {
    const { page, demo } = fx;
    await connectAndOpenAccount(page, demo.url);
    await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor({ timeout: WAIT_MS });

    const send = await fillSend(page, { symbol: 'PUSD', amount: '3', receiver: RECEIVER });
    await send.getByRole('button', { name: 'Review' }).click({ timeout: WAIT_MS });
    const review = send.getByRole('region', { name: 'Review' });
    const outcome = review.locator('section.portico-simulation[data-simulation="done"]');
    await outcome.waitFor({ timeout: WAIT_MS });
    await expect(outcome.locator('li').allTextContents()).resolves.toEqual([
      'You send 3 PUSD ≈ $3.00',
      `+3 PUSD to ${getAddress(RECEIVER).slice(0, 6)}…${getAddress(RECEIVER).slice(-4)} ≈ $3.00`,
    ]);
    await review.getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByRole('button', { name: 'Back', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });

    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click({ timeout: WAIT_MS });
    const swap = page.getByRole('dialog', { name: 'Swap' });
    await swap.getByRole('button', { name: 'Token to pay: ETH' }).waitFor({ timeout: WAIT_MS });
    await swap.getByRole('button', { name: /^Token to receive: / }).click();
    const select = page.getByRole('dialog', { name: 'Select a token' });
    await select.getByRole('option', { name: /^PTK / }).click({ timeout: WAIT_MS });
    await swap.getByLabel('Amount to pay').fill('0.1');
    await swap.getByRole('button', { name: 'Review swap' }).click({ timeout: WAIT_MS });
    const preview = page.getByRole('dialog', { name: 'Review swap' });
    const simulated = preview.locator('section.portico-simulation[data-simulation="done"]');
    await simulated.waitFor({ timeout: WAIT_MS });
    const lines = await simulated.locator('li').allTextContents();
    expect(lines[0]).toMatch(/^You send 0\.1 ETH/);
    expect(lines[1]).toMatch(/^You receive [\d.,]+ PTK/);
    await poll(() =>
      preview.getByRole('button', { name: 'Swap', exact: true }).getAttribute('class'),
    ).toContain('portico-button--primary');
  });
});
