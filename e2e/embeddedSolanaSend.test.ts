/**
 * The embedded wallet sends SOL (§4 Embedded-wallet requests on solana, §2 ApproveTransaction): a new
 * visitor logs in by email, which connects eip155 and solana; on Local Solana, with SOL airdropped to
 * the embedded Solana account, Send 0.5 SOL asks for approval in the secure site's frame, which reads
 * the transaction as a transfer (receiver, 0.5 SOL, the fee payer) and shows what it will do, simulated
 * on the stand-in (0.5 SOL out, the receiver's gain); approved, the stand-in moves it.
 */
import { type Address, createSolanaRpc, lamports } from '@solana/kit';
import { describe, test } from 'vitest';
import { SOLANA_ACCOUNTS } from '../dev/chain/accounts.ts';
import { submitSend } from './support/account.ts';
import { decideInFrame, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll, screenshot } from './support/modal.ts';
import { chooseNetwork, openAccount, openNetworks } from './support/networks.ts';
import { accountIn } from './support/publicApi.ts';

const fx = setupDemo();

const RECEIVER = SOLANA_ACCOUNTS[1]?.address ?? '';
const AMOUNT = 500_000_000n;

describe('the embedded wallet on Solana', () => {
  test('Send 0.5 SOL: the frame shows the transfer and its simulated outcome, approved there, the stand-in moves it', async () => {
    const { page, demo } = fx;
    const rpc = createSolanaRpc(demo.chains.solana.url);
    const lamportsOf = async (address: string) => (await rpc.getBalance(address as Address).send()).value;
    await gotoDemo(page, demo.url);
    await loginByEmail(page, demo.secureSiteUrl, `sol-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await dialog(page).waitFor({ state: 'detached' });
    let owner = '';
    await poll(async () => {
      const account = await accountIn(page, 'solana');
      owner = account.isConnected ? (account.address ?? '') : '';
      return owner;
    }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await rpc.requestAirdrop(owner as Address, lamports(2_000_000_000n)).send();
    await poll(() => lamportsOf(owner)).toBe(2_000_000_000n);
    const receiverBefore = await lamportsOf(RECEIVER);

    await openAccount(page);
    await openNetworks(page, 'Local Anvil 31337');
    await chooseNetwork(page, 'Local Solana');
    await poll(() => page.getByTestId('host-network').textContent()).toBe('Local Solana');
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor();

    await submitSend(page, { symbol: 'SOL', amount: '0.5', receiver: RECEIVER });
    // ApproveTransaction over the send: the frame reads the transaction as a transfer.
    const panel = walletFrame(page).getByRole('region', { name: 'Send transaction' });
    await poll(() => panel.textContent()).toContain(RECEIVER);
    await poll(() => panel.textContent()).toContain('0.5 SOL');
    await poll(() => panel.textContent()).toContain(`Fee payer${owner}`);
    const simulation = panel.locator('section.simulation[data-simulation="done"]');
    await poll(() => simulation.textContent()).toContain('You send 0.5 SOL');
    await poll(() => simulation.textContent()).toContain(`+0.5 SOL to ${RECEIVER}`);
    await screenshot(page, 'embedded-solana-approve');
    await decideInFrame(page, 'Approve transaction', 'Approve', 'Send transaction');
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await poll(() => lamportsOf(RECEIVER)).toBe(receiverBefore + AMOUNT);
  });
});
