/**
 * The test wallet against the real local chains of dev/chain: two anvils (31337, 31338) and the
 * litesvm Solana stand-in. Money must really move and signatures must really verify.
 */
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { type Hex, hexToBigInt, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS, solanaSeedBytes } from '../../chain/accounts.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { createApprover } from './approval.ts';
import { ANVIL_DEFAULT_PRIVATE_KEY } from './defaults.ts';
import { createEvmWallet, type EvmWallet } from './evm/provider.ts';
import { TEST_WALLET_ICON } from './icon.ts';
import { createSolanaWallet } from './solana/wallet.ts';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('dev/chain has fewer accounts than this test uses');
  return value;
}

const [ME, RECIPIENT] = [must(EVM_ACCOUNTS[0]), must(EVM_ACCOUNTS[1])];
const [SOL_ME, SOL_RECIPIENT] = [must(SOLANA_ACCOUNTS[0]), must(SOLANA_ACCOUNTS[1])];
let chains: RunningChains;
let evm: EvmWallet;

const request = (method: string, params?: unknown) => evm.provider.request({ method, params });
const balanceOf = async (who: string) =>
  hexToBigInt((await request('eth_getBalance', [who, 'latest'])) as Hex);

/**
 * Send through the wallet and wait for the receipt: anvil mines at once, but on a loaded machine the
 * receipt (and the new balance) can trail the hash by a moment. Polled (the RPC has no event for it),
 * with no deadline of its own: a receipt that never comes fails the test at its timeout.
 */
async function sendAndMine(transaction: Record<string, string>): Promise<{ status: Hex }> {
  const hash = await request('eth_sendTransaction', [transaction]);
  for (;;) {
    const receipt = (await request('eth_getTransactionReceipt', [hash])) as { status: Hex } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  chains = await startChains({ quiet: true });
  evm = createEvmWallet({
    chains: chains.evm.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.url,
      name: `Anvil ${chain.chainId}`,
    })),
    privateKeys: [ANVIL_DEFAULT_PRIVATE_KEY],
    approver: createApprover({ mode: 'approve' }),
    origin: () => 'http://localhost',
  });
  await request('eth_requestAccounts');
}, 60_000);

afterAll(() => chains?.close());

describe('test wallet on the local chains', () => {
  it("uses dev/chain's first funded account by default", () => {
    expect(ME.privateKey).toBe(ANVIL_DEFAULT_PRIVATE_KEY);
    expect(evm.addresses).toEqual([ME.address]);
  });

  it('eth_sendTransaction moves funds on the active chain, and only there', async () => {
    const to = RECIPIENT.address;
    const before = await balanceOf(to);
    const receipt = await sendAndMine({ from: ME.address, to, value: '0xde0b6b3a7640000' });
    expect(receipt.status).toBe('0x1');
    expect((await balanceOf(to)) - before).toBe(10n ** 18n);

    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    expect(await request('eth_chainId')).toBe('0x7a6a');
    const beforeOnB = await balanceOf(to);
    expect((await sendAndMine({ from: ME.address, to, value: '0x2' })).status).toBe('0x1');
    expect((await balanceOf(to)) - beforeOnB).toBe(2n);
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]);
    expect((await balanceOf(to)) - before).toBe(10n ** 18n);
  });

  it('a transaction the account cannot pay for fails with the node error, not a hang', async () => {
    const tooMuch = `0x${(10n ** 30n).toString(16)}`;
    await expect(
      request('eth_sendTransaction', [{ from: ME.address, to: RECIPIENT.address, value: tooMuch }]),
    ).rejects.toMatchObject({ name: 'ProviderRpcError' });
  });

  it('personal_sign gives a signature viem verifies', async () => {
    const signature = (await request('personal_sign', ['0x506f727469636f', ME.address])) as Hex;
    expect(await verifyMessage({ address: ME.address, message: 'Portico', signature })).toBe(true);
  });

  it('Solana signAndSendTransaction moves lamports on the stand-in', async () => {
    const rpc = createSolanaRpc(chains.solana.url);
    const solana = createSolanaWallet({
      name: 'Portico Test Wallet',
      icon: TEST_WALLET_ICON,
      options: {
        rpcUrl: chains.solana.url,
        caipNetworkId: chains.solana.caip2Id,
        secretKey: solanaSeedBytes(SOL_ME),
      },
      approver: createApprover({ mode: 'approve' }),
      origin: () => 'http://localhost',
    });
    const { accounts } = await solana.wallet.features['standard:connect'].connect();
    const account = accounts[0];
    expect(account?.address).toBe(SOL_ME.address);
    const from = address(SOL_ME.address);
    const to = address(SOL_RECIPIENT.address);
    const before = (await rpc.getBalance(to).send()).value;
    const { value: lifetime } = await rpc.getLatestBlockhash().send();

    const data = new Uint8Array(12);
    new DataView(data.buffer).setUint32(0, 2, true);
    new DataView(data.buffer).setBigUint64(4, 5000n, true);
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('11111111111111111111111111111111'),
            accounts: [
              { address: from, role: AccountRole.WRITABLE_SIGNER },
              { address: to, role: AccountRole.WRITABLE },
            ],
            data,
          },
          m,
        ),
    );
    const transaction = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
    const [result] = await solana.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: must(account),
      transaction,
      chain: chains.solana.caip2Id as `solana:${string}`,
    });
    expect(result?.signature).toHaveLength(64);
    expect(getBase58Decoder().decode(result?.signature as Uint8Array)).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    );
    expect((await rpc.getBalance(to).send()).value - before).toBe(5000n);
  });
});
