/**
 * GET /v1/account/{address}/balance for Solana addresses (§6 balance on solana): the cloud given the
 * REAL Solana stand-in of dev/chain answers each account's SOL exactly as @solana/kit reads it, before
 * and after a new transfer; other chains and an unreachable one behave as on EVM.
 */

import {
  type Address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { formatUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNTS, solanaSeedBytes } from '../../chain/accounts.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { getJson, urlOf } from '../test-helpers.ts';
import { balancesOf } from './test-helpers.ts';

let chains: RunningChains;
let cloud: RunningCloud;
beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { [chains.solana.caip2Id]: chains.solana.url },
  });
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const lamportsOf = async (address: string) =>
  (
    await createSolanaRpc(chains.solana.url)
      .getBalance(address as Address)
      .send()
  ).value;

async function expectSameAsChain(address: string) {
  const lamports = await lamportsOf(address);
  const balances = await balancesOf(cloud, address, { chainId: chains.solana.caip2Id });
  expect(balances).toEqual([
    expect.objectContaining({
      name: 'Solana',
      symbol: 'SOL',
      chainId: chains.solana.caip2Id,
      quantity: { decimals: '9', numeric: formatUnits(lamports, 9) },
    }),
  ]);
  expect(balances[0]?.address).toBeUndefined();
}

describe('GET /v1/account/{address}/balance on the Solana stand-in', () => {
  it('answers every seeded account its SOL exactly as kit reads it', async () => {
    for (const account of SOLANA_ACCOUNTS) await expectSameAsChain(account.address);
  });

  it('follows a new transfer: both balances answered as the chain now holds them', async () => {
    const [from, to] = [SOLANA_ACCOUNTS[0], SOLANA_ACCOUNTS[1]];
    if (!from || !to) throw new Error('dev/chain has no Solana accounts');
    const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaSeedBytes(from));
    const rpc = createSolanaRpc(chains.solana.url);
    const before = await lamportsOf(to.address);
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const instruction = getTransferSolInstruction({
      source: signer,
      destination: to.address as Address,
      amount: 3_000_000n,
    });
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstruction(instruction, m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    expect(await lamportsOf(to.address)).toBe(before + 3_000_000n);
    await expectSameAsChain(from.address);
    await expectSameAsChain(to.address);
  });

  it('answers nothing for an empty account, another chain, or a malformed address', async () => {
    const empty = '11111111111111111111111111111112';
    expect(await balancesOf(cloud, empty, { chainId: chains.solana.caip2Id })).toEqual([]);
    const someone = SOLANA_ACCOUNTS[0]?.address ?? '';
    expect(await balancesOf(cloud, someone, { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toEqual(
      [],
    );
    expect(await balancesOf(cloud, 'O0Il'.repeat(9))).toEqual([]);
  });

  it('says which chain cannot be reached when it was asked for alone (503)', async () => {
    const down = await startCloud({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      chains: { 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:9' },
    });
    try {
      const someone = SOLANA_ACCOUNTS[0]?.address ?? '';
      const { status, body } = await getJson(
        urlOf(down, `/v1/account/${someone}/balance`, { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
      );
      expect(status).toBe(503);
      expect(body).toMatchObject({
        message: expect.stringMatching(/^solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1: /),
      });
    } finally {
      await down.close();
    }
  });
});
