/**
 * Swaps end to end: the demo's default page with the test wallet approving,
 * the real local cloud quoting from the Uniswap v2 exchange seeded on the anvil chain. Account → Swap,
 * PUSD → ETH, 5 PUSD, the live quote, Review, Approve PUSD (then the swap): the chain (read with viem) has 5 PUSD
 * less and more ETH than before less the gas. Then, on a network outside the swap list (Ethereum
 * mainnet in the demo's list), Swap says §8's 'Network not supported for Swaps'. Then the embedded
 * wallet (email login): ETH → PTK, the swap shown and approved in the secure site's frame. And a wallet
 * paired over WalletConnect (the pairing test wallet, approving by policy): ETH → PTK through the relay.
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, http } from 'viem';
import { afterEach, describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { PTK } from '../dev/chain/seed/plan.ts';
import { connectAndOpenAccount, pusdReader, tokenReader } from './support/account.ts';
import { decideInFrame, fundOnAnvil } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import {
  connectButton,
  dialog,
  gotoDemo,
  poll,
  runAxe,
  screenshot,
  WAIT_MS,
  walletConnectRow,
} from './support/modal.ts';
import { chooseNetwork, openNetworks } from './support/networks.ts';
import { pairingUri, walletPages } from './support/pairing.ts';
import { connectedAccount } from './support/publicApi.ts';

const fx = setupDemo();

const wallets = walletPages();
afterEach(() => wallets.close());

const OWNER = (EVM_ACCOUNTS[0]?.address ?? '0x') as Address;

/** From the Swap view, choose the token of one side in SwapSelectToken. */
async function chooseToken(page: Page, side: 'Token to pay' | 'Token to receive', symbol: string) {
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^${side}: `) })
    .click();
  const select = page.getByRole('dialog', { name: 'Select a token' });
  await select.getByRole('listbox', { name: 'Tokens' }).waitFor({ timeout: WAIT_MS });
  await select.getByRole('option', { name: new RegExp(`^${symbol} `) }).click();
  await page.getByRole('dialog', { name: 'Swap' }).waitFor();
}

/**
 * The same with the keyboard alone (WAI-ARIA APG combobox): Enter on the chip opens the token list
 * with its search focused, typing narrows it, ArrowDown then ArrowUp come back to the first match,
 * Enter chooses it; Swap shows that side's token and focus is back on its chip.
 */
async function chooseTokenWithKeyboard(
  page: Page,
  side: 'Token to pay' | 'Token to receive',
  symbol: string,
) {
  await dialog(page)
    .getByRole('button', { name: new RegExp(`^${side}: `) })
    .focus();
  await page.keyboard.press('Enter');
  const select = page.getByRole('dialog', { name: 'Select a token' });
  const search = select.getByRole('combobox', { name: 'Search tokens' });
  await search.waitFor({ timeout: WAIT_MS });
  await poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true);
  // The token list passes axe (no serious or critical violation: names, roles, contrast).
  const violations = await runAxe(page, '[role="dialog"]');
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.type(symbol.toLowerCase());
  await poll(() => select.getByRole('option').count()).toBe(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const active = await search.getAttribute('aria-activedescendant');
  await expect(select.locator(`[id="${active}"]`).textContent()).resolves.toMatch(new RegExp(`^${symbol} `));
  await page.keyboard.press('Enter');
  const chip = page.getByRole('dialog', { name: 'Swap' }).getByRole('button', { name: `${side}: ${symbol}` });
  await chip.waitFor({ timeout: WAIT_MS });
  await poll(() => chip.evaluate((button) => button === document.activeElement)).toBe(true);
}

/** Account → Swap: 0.1 ETH for PTK, Review, Swap; the wallet is asked next (no approval for the native coin). */
async function swapEthForPtk(page: Page) {
  await connectButton(page).click();
  await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click({ timeout: WAIT_MS });
  const swap = page.getByRole('dialog', { name: 'Swap' });
  await swap.getByRole('button', { name: 'Token to pay: ETH' }).waitFor({ timeout: WAIT_MS });
  await chooseToken(page, 'Token to receive', 'PTK');
  await swap.getByLabel('Amount to pay').fill('0.1');
  await swap.getByRole('button', { name: 'Review swap' }).click({ timeout: WAIT_MS });
  const preview = page.getByRole('dialog', { name: 'Review swap' });
  await preview.getByRole('button', { name: 'Swap', exact: true }).click({ timeout: WAIT_MS });
}

describe('Swap on the local exchange', () => {
  test('PUSD → ETH with approval moves the balances on chain; a network outside the swap list says so', async () => {
    const { page, demo } = fx;
    const rpcUrl = demo.chains.evm[0]?.url;
    const pusdOf = pusdReader(rpcUrl);
    const chain = createPublicClient({ transport: http(rpcUrl) });
    const [pusdBefore, ethBefore] = await Promise.all([pusdOf(OWNER), chain.getBalance({ address: OWNER })]);

    await connectAndOpenAccount(page, demo.url);
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click();
    const swap = page.getByRole('dialog', { name: 'Swap' });
    // The native coin is the default token to pay; pay with PUSD and receive ETH instead.
    await swap.getByRole('button', { name: 'Token to pay: ETH' }).waitFor({ timeout: WAIT_MS });
    await chooseTokenWithKeyboard(page, 'Token to receive', 'PUSD');
    await swap.getByRole('button', { name: 'Switch tokens' }).click();
    await swap.getByRole('button', { name: 'Token to pay: PUSD' }).waitFor();
    await expect(swap.getByRole('button', { name: 'Enter an amount' }).isDisabled()).resolves.toBe(true);

    await swap.getByLabel('Amount to pay').fill('5');
    // The quote arrives once typing pauses: the amount received and the rate fill in.
    const review = swap.getByRole('button', { name: 'Review swap' });
    await review.waitFor({ timeout: WAIT_MS });
    await poll(() => swap.getByLabel('Amount to receive').inputValue()).toMatch(/^0\.00\d+/);
    await expect(swap.getByText(/^1 PUSD = 0\.000\d+ ETH$/).count()).resolves.toBe(1);
    await screenshot(page, 'swap-quoted');
    await review.click();

    const preview = page.getByRole('dialog', { name: 'Review swap' });
    const details = preview.getByRole('region', { name: 'Swap details' });
    await details.waitFor({ timeout: WAIT_MS });
    await expect(details.getByText('Max. slippage').count()).resolves.toBe(1);
    await expect(details.getByText(/ ETH( \(\$[\d.,]+\))?$/).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'swap-preview');
    // The exchange may not take PUSD yet: approve first; once its receipt came the swap follows (the
    // test wallet approves both), and after its receipt, Account (as after a send).
    await preview.getByRole('button', { name: 'Approve PUSD' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
    // The success notice with the swap's transaction hash.
    const notice = page.getByRole('status').filter({ hasText: 'Swap complete' });
    await notice.waitFor({ timeout: WAIT_MS });
    expect(await notice.locator('.portico-truncate').getAttribute('title')).toMatch(/^0x[0-9a-f]{64}$/i);

    expect(await pusdOf(OWNER)).toBe(pusdBefore - 5_000_000n);
    // ETH: more than before, the gas of the approval and the swap paid from what was received.
    expect(await chain.getBalance({ address: OWNER })).toBeGreaterThan(ethBefore);

    // Ethereum mainnet is in the demo's networks but outside the dev exchange's swap list (§8).
    await openNetworks(page, `Local Anvil ${demo.chains.evm[0]?.chainId}`);
    await chooseNetwork(page, 'Ethereum');
    // Switched, the list shows again with Ethereum active; Back to Account.
    const networks = page.getByRole('dialog', { name: 'Choose Network' });
    await networks.getByRole('button', { name: 'Ethereum Active' }).waitFor({ timeout: WAIT_MS });
    await networks.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
    await poll(() => dialog(page).getByRole('button', { name: 'Network Ethereum' }).count()).toBe(1);
    await dialog(page).getByRole('button', { name: 'Swap', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Swap' })
      .getByText('Network not supported for Swaps', { exact: true })
      .waitFor({ timeout: WAIT_MS });
    await expect(
      page.getByRole('dialog', { name: 'Swap' }).getByRole('button', { name: 'Switch network' }).count(),
    ).resolves.toBe(1);
    await screenshot(page, 'swap-unsupported');
  });

  test('with the embedded wallet (email login): ETH → PTK, the swap approved in the secure frame, moves PTK on chain', async () => {
    const { page, demo } = fx;
    const rpcUrl = demo.chains.evm[0]?.url ?? '';
    await gotoDemo(page, demo.url);
    const address = (await loginByEmail(
      page,
      demo.secureSiteUrl,
      `swap-${crypto.randomUUID().slice(0, 8)}@example.com`,
    )) as Address;
    await dialog(page).waitFor({ state: 'detached' });
    // The embedded account pays its own swap: fund it from anvil's account #0 first.
    await fundOnAnvil(rpcUrl, address);
    const ptkOf = tokenReader(rpcUrl, PTK.address);
    const ptkBefore = await ptkOf(address);

    await swapEthForPtk(page);
    // The native coin needs no approval: one transaction, shown and approved in the wallet's frame.
    await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
    expect(await ptkOf(address)).toBeGreaterThan(ptkBefore);
  });

  test('through a wallet paired over WalletConnect: ETH → PTK, sent by the paired wallet through the relay, moves PTK on chain', async () => {
    const { page, demo, browser } = fx;
    const rpcUrl = demo.chains.evm[0]?.url ?? '';
    await gotoDemo(page, demo.url);
    await connectButton(page).click();
    await walletConnectRow(page).click();
    const uri = await pairingUri(page);
    // The wallet, in a browser context of its own, pairs with the URI and approves every request.
    await wallets.open(browser, `${demo.walletUrl}?uri=${encodeURIComponent(uri)}&policy=approve`);
    const hostEvm = page.getByTestId('host-evm');
    await poll(async () => (await hostEvm.textContent()) ?? '').toMatch(/^0x[0-9a-fA-F]{40} /);
    await poll(() => dialog(page).count()).toBe(0);
    const address = ((await hostEvm.textContent()) ?? '').split(' ')[0] as Address;
    // The account is the paired wallet's, not the page's test wallet.
    await expect(connectedAccount(page, 'eip155')).resolves.toBe(`walletConnect ${address}`);
    await fundOnAnvil(rpcUrl, address);
    const ptkOf = tokenReader(rpcUrl, PTK.address);
    const ptkBefore = await ptkOf(address);

    await swapEthForPtk(page);
    // The paired wallet signs and sends it; after its receipt, Account (as after a send).
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });
    await poll(() => ptkOf(address)).toBeGreaterThan(ptkBefore);
    await expect(connectedAccount(page, 'eip155')).resolves.toBe(`walletConnect ${address}`);
  });
});
