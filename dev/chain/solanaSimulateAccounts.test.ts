/**
 * simulateTransaction's `accounts` config on the Solana stand-in: the accounts come back as the
 * transaction leaves them (fee and transfer both taken), the ledger itself unchanged, and the same
 * balances are what the real transaction then leaves.
 */
import { type Address, createSolanaRpc, generateKeyPairSigner, getBase64Encoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNTS } from './accounts.ts';
import { LAMPORTS_PER_SIGNATURE } from './solana/ledger.ts';
import {
  type KitRpc,
  rejectionText,
  signedTransfer,
  signerOf,
  startTestSolana,
  waitForStatus,
} from './test-helpers.ts';

let solana: Awaited<ReturnType<typeof startTestSolana>>;
let rpc: KitRpc;

beforeAll(async () => {
  solana = await startTestSolana();
  rpc = createSolanaRpc(solana.url);
});
afterAll(() => solana.close());

const carol = SOLANA_ACCOUNTS[2] as (typeof SOLANA_ACCOUNTS)[number];
const balanceOf = async (address: Address) => (await rpc.getBalance(address).send()).value;

describe('simulateTransaction with accounts', () => {
  it('returns the accounts as the transfer leaves them, and the real transfer leaves the same', async () => {
    const from = await signerOf(carol);
    const to = (await generateKeyPairSigner()).address;
    const before = await balanceOf(from.address);
    const { wire, signature } = await signedTransfer(rpc, from, to, 1_000_000_000n);
    const { value } = await rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        accounts: { addresses: [from.address, to], encoding: 'base64' },
      })
      .send();
    expect(value.err).toBeNull();
    const [payer, receiver] = value.accounts ?? [];
    expect(payer?.lamports).toBe(before - 1_000_000_000n - LAMPORTS_PER_SIGNATURE);
    expect(receiver?.lamports).toBe(1_000_000_000n);
    expect(receiver?.owner).toBe('11111111111111111111111111111111');
    expect(getBase64Encoder().encode(receiver?.data[0] ?? 'x').length).toBe(0);
    // Simulated only: nothing moved yet.
    expect(await balanceOf(to)).toBe(0n);

    await rpc.sendTransaction(wire, { encoding: 'base64' }).send();
    await waitForStatus(rpc, signature);
    expect(await balanceOf(from.address)).toBe(payer?.lamports);
    expect(await balanceOf(to)).toBe(receiver?.lamports);
  });

  it('gives null for an account that does not exist after, and accounts null when the transaction fails', async () => {
    const from = await signerOf(carol);
    const to = (await generateKeyPairSigner()).address;
    const nobody = (await generateKeyPairSigner()).address;
    const small = await signedTransfer(rpc, from, to, 1_000_000_000n);
    const ok = await rpc
      .simulateTransaction(small.wire, {
        encoding: 'base64',
        accounts: { addresses: [nobody], encoding: 'base64' },
      })
      .send();
    expect(ok.value.accounts).toEqual([null]);

    const tooMuch = await signedTransfer(rpc, from, to, (await balanceOf(from.address)) * 2n);
    const failed = await rpc
      .simulateTransaction(tooMuch.wire, {
        encoding: 'base64',
        accounts: { addresses: [from.address], encoding: 'base64' },
      })
      .send();
    expect(failed.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] });
    expect(failed.value.accounts).toBeNull();
  });

  it('refuses more addresses than the transaction has accounts', async () => {
    const from = await signerOf(carol);
    const to = (await generateKeyPairSigner()).address;
    const { wire } = await signedTransfer(rpc, from, to, 1n);
    const extra = await Promise.all([1, 2, 3].map(async () => (await generateKeyPairSigner()).address));
    const text = await rejectionText(
      rpc
        .simulateTransaction(wire, {
          encoding: 'base64',
          accounts: { addresses: [from.address, to, ...extra], encoding: 'base64' },
        })
        .send(),
    );
    expect(text).toMatch(/Too many accounts provided; max 3/);
  });
});
