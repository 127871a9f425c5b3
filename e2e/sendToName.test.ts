/**
 * Send to a name end to end (§3 receiver profile name; §8 name-service texts): a name registered on
 * the real local name service (dev/cloud, the registration signed by its owner and checked on the
 * anvil chain) is typed as the receiver in the demo; the send flow resolves it to the owner's address
 * for chain 31337's coin type and the wallet sends there, as viem reads on chain. A name nobody
 * registered shows the service's reason on Send's main button, before any review, and nothing is sent.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { connectAndOpenAccount, fillSend, pusdReader, sendFromAccount } from './support/account.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, poll, WAIT_MS } from './support/modal.ts';
import { registerName } from './support/names.ts';

const fx = setupDemo();

// Dev account 5: no other e2e test sends to it.
const OWNER = privateKeyToAccount(EVM_ACCOUNTS[5]?.privateKey ?? '0x');
const NAME = 'erin-05.reown.id';

describe('Send to a name', () => {
  test("resolves a registered name to its owner's address on this chain, and the wallet sends there", async () => {
    const { page, demo } = fx;
    await registerName(demo.cloud.url, OWNER, NAME);
    const pusdOf = pusdReader(demo.chains.evm[0]?.url);
    const before = await pusdOf(OWNER.address);

    await connectAndOpenAccount(page, demo.url);
    await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor({ timeout: WAIT_MS });
    await sendFromAccount(page, { symbol: 'PUSD', amount: '2', receiver: NAME, shot: 'send-to-name-review' });

    await poll(() => pusdOf(OWNER.address)).toBe(before + 2_000_000n);
  });

  test("a name nobody registered shows the name service's reason, and nothing is sent", async () => {
    const { page, demo } = fx;
    await connectAndOpenAccount(page, demo.url);
    await dialog(page).getByRole('list', { name: 'Tokens' }).waitFor({ timeout: WAIT_MS });
    const send = await fillSend(page, { symbol: 'PUSD', amount: '1', receiver: 'nobody-00.reown.id' });
    // Said on the main button as typed (once the lookup answers), before any review.
    const main = send.getByRole('button', { name: 'Name not found' });
    await main.waitFor({ timeout: WAIT_MS });
    expect(await main.isDisabled()).toBe(true);
    expect(await send.getByRole('region', { name: 'Review' }).count()).toBe(0);
    const requests = await page.evaluate(() =>
      (window.__porticoTestWallet?.requests ?? []).map((request) => request.method),
    );
    expect(requests).not.toContain('eth_sendTransaction');
  });
});
