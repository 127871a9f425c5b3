/**
 * The Account view's data end to end: the demo's default page with the test
 * wallet approving, the real local cloud indexing the seeded anvil chains. Account shows the seeded
 * tokens (the 0-decimal PPT dropped, §5) and NFTs (the spam airdrop hidden); Send moves 5 PUSD to
 * another dev account through the wallet; Activity then lists it and viem reads both balances changed;
 * Receive shows the address and its QR code.
 */
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { connectAndOpenAccount, pusdReader, sendFromAccount } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, poll, screenshot, WAIT_MS } from './support/modal.ts';

const fx = setupDemo();

const SENDER = EVM_ACCOUNTS[0]?.address ?? '0x';
const RECEIVER = EVM_ACCOUNTS[3]?.address ?? '0x';

describe('Account: tokens, NFTs, send and activity on the local chains', () => {
  test('shows the seeded tokens and NFTs, sends 5 PUSD, Activity and the chain show it; Receive shows the address and QR', async () => {
    const { page, demo } = fx;
    const pusdOf = pusdReader(demo.chains.evm[0]?.url);
    const [senderBefore, receiverBefore] = await Promise.all([pusdOf(SENDER), pusdOf(RECEIVER)]);

    await connectAndOpenAccount(page, demo.url);

    // Tokens (§2): the seeded ERC-20s and ETH; PPT has 0 decimals and is dropped (§5).
    const tokens = dialog(page).getByRole('list', { name: 'Tokens' });
    await tokens.waitFor({ timeout: WAIT_MS });
    const symbols = async () =>
      (
        await tokens
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
      ).sort();
    await poll(symbols).toEqual(['ETH', 'PTK', 'PUSD']);
    await screenshot(page, 'account-tokens');

    // NFTs: held pets only; #1 went out, #4 and #5 are the spam airdrop.
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click();
    const nfts = dialog(page).getByRole('list', { name: 'NFTs' });
    await nfts.waitFor({ timeout: WAIT_MS });
    const nftNames = (
      await nfts
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
    ).sort();
    expect(nftNames).toEqual(['Portico Pets #0', 'Portico Pets #2']);

    // Send 5 PUSD to dev account 3 (§4 Send flow); the test wallet approves.
    await dialog(page).getByRole('tab', { name: 'Tokens' }).click();
    await sendFromAccount(page, { symbol: 'PUSD', amount: '5', receiver: RECEIVER });
    // §2: after a successful send, Account (sendFromAccount waits for it).

    // The chain: the sender has 5 PUSD less, the receiver 5 more (6 decimals).
    await poll(() => pusdOf(RECEIVER)).toBe(receiverBefore + 5_000_000n);
    expect(await pusdOf(SENDER)).toBe(senderBefore - 5_000_000n);

    // Activity lists the send once the indexer has it (opening the tab loads the first page again).
    const sent = dialog(page)
      .getByRole('list', { name: 'Activity' })
      .getByRole('listitem', { name: 'Sent -5 PUSD' });
    await poll(async () => {
      await dialog(page).getByRole('tab', { name: 'Tokens' }).click();
      await dialog(page)
        .getByRole('tab', { name: /^Activity/ })
        .click();
      await dialog(page).getByRole('list', { name: 'Activity' }).waitFor({ timeout: WAIT_MS });
      return sent.count();
    }).toBe(1);
    await expect(sent.textContent()).resolves.toMatch(/\d+ (sec|min)$/);
    // The Tokens tab shows the new PUSD balance (the root refreshed it past its cache): 1129.067891,
    // a token balance of 2 decimals rounded from the exact amount.
    await dialog(page).getByRole('tab', { name: 'Tokens' }).click();
    await poll(() => tokens.getByRole('listitem', { name: 'PUSD' }).textContent()).toContain('1,129.07 PUSD');
    await screenshot(page, 'account-activity');

    // Receive: the connected address, its QR code (drawn and loaded), and the networks to receive on.
    await dialog(page).getByRole('button', { name: 'Receive', exact: true }).click();
    const receive = page.getByRole('dialog', { name: 'Receive' });
    await receive.getByText(SENDER, { exact: true }).waitFor({ timeout: WAIT_MS });
    const qr = receive.getByRole('img', { name: `QR code of ${SENDER}` });
    await poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
    const networks = receive.getByRole('region', { name: 'Networks' }).getByRole('listitem');
    await expect(networks.allTextContents()).resolves.toEqual(
      expect.arrayContaining(['Local Anvil 31337', 'Local Anvil 31338']),
    );
    await screenshot(page, 'account-receive');
  });
});
