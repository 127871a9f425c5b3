/** The demo with the test wallet connected (approving everything), the modal open on Account. */
import type { Locator, Page } from 'playwright-core';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import { PUSD } from '../../dev/chain/seed/plan.ts';
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

/** What the Send view is filled with: the token's symbol, the amount and the receiver as typed. */
export interface SendDraftInput {
  symbol: string;
  amount: string;
  receiver: string;
  /** A screenshot of the review step, by name. */
  shot?: string;
}

/**
 * From Account, open Send and fill it in (§4 Send flow: the token chosen in the token picker, a
 * listbox in its own dialog; the amount; the receiver). Returns the Send dialog, whose main button
 * says what is wrong with the draft, or 'Review'.
 */
export async function fillSend(page: Page, draft: SendDraftInput): Promise<Locator> {
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('button', { name: /^Token: / }).click({ timeout: WAIT_MS });
  const select = page.getByRole('dialog', { name: 'Select a token' });
  await select.getByRole('listbox', { name: 'Tokens' }).waitFor({ timeout: WAIT_MS });
  await select.getByRole('option', { name: new RegExp(`^${draft.symbol} `) }).click({ timeout: WAIT_MS });
  await send.getByRole('button', { name: `Token: ${draft.symbol}` }).waitFor();
  await send.getByLabel('Amount').fill(draft.amount);
  await send.getByLabel('Receiver address').fill(draft.receiver);
  return send;
}

/**
 * From Account, fill in Send ({@link fillSend}), Review, and press Send. Returns the Send dialog,
 * where a refusal shows.
 */
export async function submitSend(page: Page, draft: SendDraftInput): Promise<Locator> {
  const send = await fillSend(page, draft);
  await send.getByRole('button', { name: 'Review' }).click({ timeout: WAIT_MS });
  await send.getByText(`Send ${draft.amount} ${draft.symbol} to `).waitFor();
  if (draft.shot) await screenshot(page, draft.shot);
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  return send;
}

/** {@link submitSend}, then wait for Account (§2: shown after a successful send). */
export async function sendFromAccount(page: Page, draft: SendDraftInput): Promise<void> {
  await submitSend(page, draft);
  await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
}

/** A reader of PUSD balances (dev/chain's seeded 6-decimal token) on the chain at `rpcUrl`, as viem reads them. */
export function pusdReader(rpcUrl: string | undefined): (owner: Address) => Promise<bigint> {
  return tokenReader(rpcUrl, PUSD.address);
}

/** The balance of a seeded ERC-20 (`token`'s address) of an owner on the chain at `rpcUrl`, read with viem. */
export function tokenReader(rpcUrl: string | undefined, token: Address): (owner: Address) => Promise<bigint> {
  const chain = createPublicClient({ transport: http(rpcUrl) });
  return (owner) =>
    chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}
