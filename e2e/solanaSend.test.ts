/**
 * Send on Solana end to end (§6 balance and send on solana): the demo's test wallet
 * connects EVM and Solana at once; on the Local Solana network Account lists the account's SOL (read by
 * the real local cloud from the Solana stand-in), Send moves 1.5 SOL to another dev account through the
 * wallet's Wallet Standard side, the modal goes back to Account (§2), the stand-in holds the new
 * balances, and the host app's balance and the Tokens tab show the sender's new SOL.
 */
import { type Address, createSolanaRpc } from '@solana/kit';
import { formatUnits } from 'viem';
import { describe, expect, test } from 'vitest';
import { SOLANA_ACCOUNTS } from '../dev/chain/accounts.ts';
import { createAmountFormat } from '../domain/amounts/amountFormat.ts';
import { connectAndOpenAccount, sendFromAccount } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, poll, screenshot, WAIT_MS } from './support/modal.ts';
import { chooseNetwork, openNetworks } from './support/networks.ts';

const fx = setupDemo();

const SENDER = SOLANA_ACCOUNTS[0]?.address ?? '';
const RECEIVER = SOLANA_ACCOUNTS[1]?.address ?? '';
const AMOUNT = 1_500_000_000n;
/** The stand-in's fee: 5000 lamports per signature (dev/chain README). */
const FEE = 5000n;

/** The modal's amounts, as a visitor in English reads them (Tokens: the native coin at §9's 3 decimals). */
const amounts = createAmountFormat('en');
/** The Tokens row's SOL: the native coin's balance, written by the modal's formatter. */
const tokensRowSol = (lamports: bigint) => `${amounts.balance({ value: lamports, decimals: 9 })} SOL`;

/** SOL with `places` decimals, truncated as the host's row shows `useAccount().balance` (§9: balances 3). */
function sol(lamports: bigint, places: number): string {
  const [whole = '0', fraction = ''] = formatUnits(lamports, 9).split('.');
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

describe('Send on Solana with the test wallet', () => {
  test('sends 1.5 SOL through the Wallet Standard wallet; the chain, the balance and Tokens show it', async () => {
    const { page, demo } = fx;
    const rpc = createSolanaRpc(demo.chains.solana.url);
    const lamportsOf = async (address: string) => (await rpc.getBalance(address as Address).send()).value;
    const [senderBefore, receiverBefore] = await Promise.all([lamportsOf(SENDER), lamportsOf(RECEIVER)]);

    await connectAndOpenAccount(page, demo.url);
    await openNetworks(page, 'Local Anvil 31337');
    await chooseNetwork(page, 'Local Solana');
    await poll(() => page.getByTestId('host-network').textContent()).toBe('Local Solana');
    // The switch done, the network list is back; Account is one step back.
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor({ timeout: WAIT_MS });
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: WAIT_MS });

    // Tokens on Solana: the account's SOL, as the stand-in holds it.
    const tokens = dialog(page).getByRole('list', { name: 'Tokens' });
    await poll(() => tokens.getByRole('listitem', { name: 'SOL' }).textContent()).toContain(
      tokensRowSol(senderBefore),
    );

    await sendFromAccount(page, {
      symbol: 'SOL',
      amount: '1.5',
      receiver: RECEIVER,
      shot: 'send-sol-review',
    });

    // The chain: the receiver has 1.5 SOL more, the sender paid it and the fee.
    await poll(() => lamportsOf(RECEIVER)).toBe(receiverBefore + AMOUNT);
    const senderAfter = senderBefore - AMOUNT - FEE;
    expect(await lamportsOf(SENDER)).toBe(senderAfter);
    // The balance after the send (§9: 3 decimals, in the host's row and in Tokens).
    await poll(() => page.getByTestId('host-solana').textContent()).toBe(
      `${SENDER} (${sol(senderAfter, 3)} SOL)`,
    );
    await poll(() => tokens.getByRole('listitem', { name: 'SOL' }).textContent()).toContain(
      tokensRowSol(senderAfter),
    );
    await screenshot(page, 'send-sol-done');
  });
});
