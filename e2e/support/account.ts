/** The demo with the test wallet connected (approving everything), the modal open on Account. */
import type { Page } from 'playwright-core';
import {
  dialog,
  gotoDemo,
  installedWalletRows,
  openModal,
  screenshot,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './modal.ts';
import { openAccount } from './networks.ts';

/** Load the demo at `demoUrl`, connect the test wallet (EVM and Solana at once), and open Account. */
export async function connectAndOpenAccount(page: Page, demoUrl: string): Promise<void> {
  await gotoDemo(page, `${demoUrl}?testWallet=approve`);
  await openModal(page);
  await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
  await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
  await openAccount(page);
}

/**
 * From Account, send `amount` of the token `symbol` to `receiver` (§4 Send flow: token, amount,
 * receiver, Review, Send), then wait for Account (§2: shown after a successful send). `shot` names a
 * screenshot of the review step.
 */
export async function sendFromAccount(
  page: Page,
  draft: { symbol: string; amount: string; receiver: string; shot?: string },
): Promise<void> {
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  const tokenSelect = send.getByLabel('Token');
  await tokenSelect.waitFor({ timeout: WAIT_MS });
  const option = tokenSelect.locator('option', { hasText: new RegExp(`^${draft.symbol} `) });
  await tokenSelect.selectOption((await option.getAttribute('value')) ?? '');
  await send.getByLabel('Amount').fill(draft.amount);
  await send.getByLabel('Receiver address').fill(draft.receiver);
  await send.getByRole('button', { name: 'Review' }).click();
  await send.getByText(`Send ${draft.amount} ${draft.symbol} to `).waitFor();
  if (draft.shot) await screenshot(page, draft.shot);
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
}
