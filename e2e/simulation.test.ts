/**
 * What a request will do, read in the embedded wallet's approval panel in Chromium: the demo's Send
 * 0.01, its unlimited PUSD approval and its failing transfer, each simulated on the local anvil by the
 * secure site before Approve arms. A predicted failure keeps Approve, styled as the lesser choice.
 *
 * The attack this cannot close: the chain can change between the simulation and the send (another
 * transaction moves the price or the balance first), so the panel shows the outcome as simulated now,
 * and Approve re-arms after the simulation's answer changes what the panel shows.
 */
import type { Page } from 'playwright-core';
import { type Address, getAddress } from 'viem';
import { expect, test } from 'vitest';
import { DEMO_SEND_TO } from '../demo/walletActions.tsx';
import { UNISWAP_V2_ROUTER } from '../dev/chain/seed/exchange.ts';
import { decideInFrame, fundOnAnvil, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll } from './support/modal.ts';

const fx = setupDemo();

async function loggedIn(page: Page): Promise<Address> {
  const { demo } = fx;
  await gotoDemo(page, demo.url);
  const address = (await loginByEmail(
    page,
    demo.secureSiteUrl,
    `simulate-${crypto.randomUUID().slice(0, 8)}@example.com`,
  )) as Address;
  await dialog(page).waitFor({ state: 'detached' });
  await fundOnAnvil(demo.chains.evm[0]?.url ?? '', address);
  return address;
}

const simulation = (page: Page) =>
  walletFrame(page).locator('section.approval section.simulation[data-simulation="done"]');

test('the approval panel shows a transfer’s outcome, an unlimited approval’s warnings and a predicted failure', async () => {
  const { page } = fx;
  await loggedIn(page);

  await page.getByRole('button', { name: 'Send 0.01' }).click();
  await poll(() => simulation(page).textContent()).toContain('You send 0.01 ETH');
  await poll(() => simulation(page).textContent()).toContain(`+0.01 ETH to ${getAddress(DEMO_SEND_TO)}`);
  // With its fiat worth, from the prices the secure site asked the cloud for itself.
  await poll(() => simulation(page).locator('[data-line="actions.simulation.sent"]').textContent()).toMatch(
    /^You send 0\.01 ETH ≈ \$\d/,
  );
  // Every field shown before stays under it.
  await poll(() => walletFrame(page).locator('section.approval dl').textContent()).toContain(DEMO_SEND_TO);
  await decideInFrame(page, 'Approve transaction', 'Reject', 'Send transaction');
  await dialog(page).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Approve unlimited PUSD' }).click();
  await poll(() => simulation(page).textContent()).toContain(
    `Allows ${getAddress(UNISWAP_V2_ROUTER)} to spend all your PUSD`,
  );
  await poll(() =>
    simulation(page).locator('[data-line="actions.simulation.warning.unlimited"]').count(),
  ).toBe(1);
  // The panel opens at its top, focus on Reject without scrolling to it: what the request will do is
  // in view above its long calldata.
  await expect(
    simulation(page).evaluate((section) => section.getBoundingClientRect().top >= 0),
  ).resolves.toBe(true);
  await decideInFrame(page, 'Approve transaction', 'Reject', 'Send transaction');
  await dialog(page).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Send a failing transfer' }).click();
  await poll(() => simulation(page).textContent()).toContain(
    'This transaction will fail: ERC20: transfer amount exceeds balance',
  );
  const approve = walletFrame(page).getByRole('button', { name: 'Approve' });
  await expect(approve.getAttribute('class')).resolves.toContain('risky');
  await decideInFrame(page, 'Approve transaction', 'Reject', 'Send transaction');
  await poll(() => page.getByTestId('simulation-result').textContent()).toContain('Error');
});
