/**
 * Smart accounts of the embedded wallet in Chromium, on the real dev services (§3 preferredAccountType,
 * smartAccountDeployed; §4 auth connections switch between smartAccount and eoa; §9 eip155 defaults to
 * smartAccount): the secure site's ERC-4337 accounts over a real bundler (Alto) on anvil. A new user
 * logs in by email and is on the smart account (Account shows it); the first transaction, approved in
 * the frame, deploys it (code at the address, read with viem); a two-call wallet_sendCalls approved
 * once moves both values; switching to EOA and back changes the address shown.
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import { describe, expect, test } from 'vitest';
import { DEMO_SEND_TO } from '../demo/walletActions.tsx';
import { decideInFrame, fundOnAnvil, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { connectButton, dialog, gotoDemo, poll } from './support/modal.ts';
import { accountIn } from './support/publicApi.ts';

const fx = setupDemo({}, { smartAccounts: true });
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** Call the embedded wallet's provider from the page; its result, or its error's code and text. */
function callProvider(page: Page, method: string, params: unknown[] = []) {
  // The page's own modal, which demo/modal.ts sets as `window.porticoDemo`.
  return page.evaluate(`Promise.resolve(window.porticoDemo).then(({ modal }) =>
    modal.engine.provider('eip155').request(${JSON.stringify({ method, params })}).then(
      (result) => ({ result }),
      (error) => ({ code: error.code, message: error.message }),
    ))`) as Promise<{ result?: unknown; code?: number; message?: string }>;
}

/** The embedded wallet's eip155 address as the host reads it (getAccount). */
async function addressIn(page: Page): Promise<string | undefined> {
  return (await accountIn(page, 'eip155')).address;
}

/** Open Account (the host's button while connected). */
async function openAccount(page: Page) {
  await connectButton(page).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await account.waitFor();
  return account;
}

describe('smart accounts of the embedded wallet', () => {
  test('a new user is on the smart account; the first send deploys it; a two-call batch approved once moves both', async () => {
    const { page, demo } = fx;
    const chainUrl = demo.chains.evm[0]?.url ?? '';
    const chain = createPublicClient({ transport: http(chainUrl) });
    await gotoDemo(page, demo.url);
    await loginByEmail(page, demo.secureSiteUrl, `smart-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await dialog(page).waitFor({ state: 'detached' });

    const account = await openAccount(page);
    await account.getByText('Smart account', { exact: true }).waitFor();
    const smart = (await addressIn(page)) as Address;
    expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // Not deployed before its first transaction: no code at the counterfactual address.
    expect(await chain.getCode({ address: smart })).toBeUndefined();
    await fundOnAnvil(chainUrl, smart);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // The first send, approved in the frame, deploys the account.
    const before = await chain.getBalance({ address: DEMO_SEND_TO });
    const sent = callProvider(page, 'eth_sendTransaction', [
      { from: smart, to: DEMO_SEND_TO, value: `0x${parseEther('0.001').toString(16)}` },
    ]);
    await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
    expect((await sent).result).toMatch(/^0x[0-9a-fA-F]{64}$/);
    await poll(() => chain.getBalance({ address: DEMO_SEND_TO })).toBe(before + parseEther('0.001'));
    await poll(async () => ((await chain.getCode({ address: smart })) ?? '0x').length > 2).toBe(true);

    // Two calls, one approval: both values arrive.
    const [toBefore, otherBefore] = await Promise.all([
      chain.getBalance({ address: DEMO_SEND_TO }),
      chain.getBalance({ address: OTHER }),
    ]);
    const batch = callProvider(page, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: `0x${Number(demo.chains.evm[0]?.chainId).toString(16)}`,
        from: smart,
        calls: [
          { to: DEMO_SEND_TO, value: `0x${parseEther('0.002').toString(16)}` },
          { to: OTHER, value: `0x${parseEther('0.003').toString(16)}` },
        ],
      },
    ]);
    const panel = walletFrame(page).getByRole('region', { name: 'Send transaction' });
    await poll(() => panel.textContent()).toContain('2/2');
    await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
    expect((await batch).result).toBeTruthy();
    await poll(() => chain.getBalance({ address: DEMO_SEND_TO })).toBe(toBefore + parseEther('0.002'));
    await poll(() => chain.getBalance({ address: OTHER })).toBe(otherBefore + parseEther('0.003'));
  });

  test('switching to EOA and back changes the address shown', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    await loginByEmail(page, demo.secureSiteUrl, `switch-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await dialog(page).waitFor({ state: 'detached' });
    const account = await openAccount(page);
    await account.getByText('Smart account', { exact: true }).waitFor();
    const smart = await addressIn(page);

    await account.getByRole('button', { name: 'Switch to EOA' }).click();
    await account.getByText('EOA', { exact: true }).waitFor();
    await poll(() => addressIn(page)).not.toBe(smart);
    const eoa = await addressIn(page);
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/);

    await account.getByRole('button', { name: 'Switch to smart account' }).click();
    await account.getByText('Smart account', { exact: true }).waitFor();
    await poll(() => addressIn(page)).toBe(smart);
  });

  test("attack: a smart account's transaction naming gas, fee caps and a nonce of its own is not approved as if they applied; the panel names the smart account as From", async () => {
    const { page, demo } = fx;
    const chainUrl = demo.chains.evm[0]?.url ?? '';
    await gotoDemo(page, demo.url);
    await loginByEmail(page, demo.secureSiteUrl, `fees-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await dialog(page).waitFor({ state: 'detached' });
    // The connection starts on the EOA and switches to the preferred smart account once the frame
    // answers (accountType.machine.ts): read the address only once Account says it is the smart account.
    const account = await openAccount(page);
    await account.getByText('Smart account', { exact: true }).waitFor();
    const smart = (await addressIn(page)) as Address;
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'detached' });
    await fundOnAnvil(chainUrl, smart);

    // The page names a gas limit, fee caps and a nonce: a user operation has its own, so none of them
    // would be used. The panel must not show them as what the visitor approves.
    const sent = callProvider(page, 'eth_sendTransaction', [
      {
        from: smart,
        to: DEMO_SEND_TO,
        value: '0x1',
        gas: '0x5208',
        maxFeePerGas: '0x3b9aca000',
        maxPriorityFeePerGas: '0x77359400',
        nonce: '0x7',
      },
    ]);
    const panel = walletFrame(page).getByRole('region', { name: 'Send transaction' });
    await panel.waitFor();
    const rows = async () =>
      panel.locator('dl').evaluate((list) => {
        const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
        const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
        return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
      });
    expect(await rows()).toMatchObject({
      From: `${smart} (smart account)`,
      'Gas limit': 'Set by the wallet',
      'Max fee per gas': 'Set by the wallet',
      'Max priority fee per gas': 'Set by the wallet',
      Nonce: 'Set by the wallet',
    });
    expect(await panel.textContent()).not.toContain('21000');
    await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
    expect((await sent).result).toMatch(/^0x[0-9a-fA-F]{64}$/);
  });
});
