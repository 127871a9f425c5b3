/**
 * A SOL send (§6 send on solana) end to end below the UI: the send flow's transfer
 * (domain/accountData/send.ts buildTransfer) sent by Portico's sendTransfer through the REAL test
 * wallet's Wallet Standard side, on the REAL Solana stand-in of dev/chain; the lamports move and
 * Portico's own balance reader sees it.
 */
import type { Signature } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNTS, solanaSeedBytes } from '../../dev/chain/accounts.ts';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import { createApprover } from '../../dev/test-wallet/injected/approval.ts';
import { TEST_WALLET_ICON } from '../../dev/test-wallet/injected/icon.ts';
import { createSolanaWallet } from '../../dev/test-wallet/injected/solana/wallet.ts';
import { buildTransfer } from '../../domain/accountData/send.ts';
import type { CaipAddress, CaipNetworkId } from '../../domain/caip.ts';
import { testSolanaNetwork } from '../../test-support/testNetworks.ts';
import type { StandardWallet } from '../connectors/types.ts';
import { createSolanaClient } from '../rpc/createSolanaClient.ts';
import { createNativeBalanceReader } from '../rpc/nativeBalanceReader.ts';
import { sendTransfer } from './sendTransfer.ts';

const SENDER = SOLANA_ACCOUNTS[0];
const RECEIVER = SOLANA_ACCOUNTS[1];
const LAMPORTS_PER_SOL = 1_000_000_000n;
/** The stand-in's fee: 5000 lamports per signature (dev/chain README). */
const FEE = 5000n;

let chains: RunningChains;

beforeAll(async () => {
  chains = await startChains({ quiet: true, seed: false });
}, 60_000);

afterAll(() => chains?.close());

function setUp() {
  if (!SENDER || !RECEIVER) throw new Error('dev/chain has no Solana accounts');
  const caipNetworkId = chains.solana.caip2Id as CaipNetworkId;
  const network = testSolanaNetwork(caipNetworkId.split(':')[1] ?? '', [chains.solana.url]);
  const approver = createApprover({ mode: 'approve' });
  const { wallet } = createSolanaWallet({
    name: 'Portico Test Wallet',
    icon: TEST_WALLET_ICON,
    options: { rpcUrl: chains.solana.url, caipNetworkId, secretKey: solanaSeedBytes(SENDER) },
    approver,
    origin: () => 'http://localhost',
  });
  const account = {
    caipAddress: `${caipNetworkId}:${SENDER.address}` as CaipAddress,
    caipNetworkId,
  };
  const sol = {
    name: 'Solana',
    symbol: 'SOL',
    chainId: caipNetworkId,
    price: 0,
    quantity: { decimals: '9', numeric: '1000' },
    iconUrl: '',
  };
  const balanceOf = async (owner: string) =>
    BigInt(
      (
        await createNativeBalanceReader([network], () => ({}))({
          caipAddress: `${caipNetworkId}:${owner}`,
          caipNetworkId,
        })
      ).value,
    );
  const rpc = () => createSolanaClient(network);
  return {
    approver,
    wallet,
    account,
    sol,
    balanceOf,
    rpc,
    receiver: RECEIVER.address,
    sender: SENDER.address,
  };
}

describe('sendTransfer on solana (the real test wallet, the real Solana stand-in)', () => {
  it('sends SOL through the wallet: the receiver gains the amount, the sender pays it and the fee', async () => {
    const { wallet, account, sol, balanceOf, rpc, receiver, sender } = setUp();
    await wallet.features['standard:connect'].connect();
    const [senderBefore, receiverBefore] = await Promise.all([balanceOf(sender), balanceOf(receiver)]);

    const transfer = buildTransfer(
      { token: sol, sendTokenAmount: '1.25', receiverAddress: receiver },
      account,
    );
    const { hash } = await sendTransfer(transfer, wallet as unknown as StandardWallet, rpc);

    // The signature is the network's: it has a status (the send waited for it to land).
    const { value } = await rpc()
      .getSignatureStatuses([hash as Signature])
      .send();
    expect(value[0]?.err).toBeNull();
    const amount = (125n * LAMPORTS_PER_SOL) / 100n;
    expect(await balanceOf(receiver)).toBe(receiverBefore + amount);
    expect(await balanceOf(sender)).toBe(senderBefore - amount - FEE);
  });

  it("passes the wallet's refusal on, and nothing moves", async () => {
    const { approver, wallet, account, sol, balanceOf, rpc, receiver, sender } = setUp();
    // Connected with approval first: the refusal under test is the transaction's.
    await wallet.features['standard:connect'].connect();
    approver.setMode('reject');
    const before = await balanceOf(sender);
    const transfer = buildTransfer({ token: sol, sendTokenAmount: '2', receiverAddress: receiver }, account);
    await expect(sendTransfer(transfer, wallet as unknown as StandardWallet, rpc)).rejects.toMatchObject({
      code: 4001,
    });
    expect(await balanceOf(sender)).toBe(before);
  });
});
