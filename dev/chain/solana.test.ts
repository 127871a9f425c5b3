import {
  type Address,
  address,
  type Blockhash,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Encoder,
  lamports,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_ACCOUNT_LAMPORTS, SOLANA_ACCOUNTS } from './accounts.ts';
import { SOLANA_GENESIS_HASH } from './chains.ts';
import { LAMPORTS_PER_SIGNATURE } from './solana/ledger.ts';
import {
  type KitRpc,
  postRaw,
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

const [alice, bob, carol, dave] = SOLANA_ACCOUNTS as [
  (typeof SOLANA_ACCOUNTS)[number],
  (typeof SOLANA_ACCOUNTS)[number],
  (typeof SOLANA_ACCOUNTS)[number],
  (typeof SOLANA_ACCOUNTS)[number],
];

describe('Solana stand-in through @solana/kit createSolanaRpc', () => {
  it('reports the fixed genesis hash, health, version, slot and epoch info', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_GENESIS_HASH);
    expect(await rpc.getHealth().send()).toBe('ok');
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    const slot = await rpc.getSlot().send();
    expect(slot).toBeGreaterThan(0n);
    const epoch = await rpc.getEpochInfo().send();
    expect(epoch.absoluteSlot).toBe(slot);
    expect(epoch.slotIndex).toBeLessThan(epoch.slotsInEpoch);
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n);
  });

  it('gives every seeded account its SOL, and 0 to an unknown one', async () => {
    for (const account of SOLANA_ACCOUNTS) {
      const { value } = await rpc.getBalance(address(account.address)).send();
      expect(value).toBe(SOLANA_ACCOUNT_LAMPORTS);
    }
    const stranger = await generateKeyPairSigner();
    expect((await rpc.getBalance(stranger.address).send()).value).toBe(0n);
  });

  it('answers getAccountInfo in base64 (and null for a missing account)', async () => {
    const { value } = await rpc.getAccountInfo(address(alice.address), { encoding: 'base64' }).send();
    expect(value).toMatchObject({
      lamports: SOLANA_ACCOUNT_LAMPORTS,
      owner: '11111111111111111111111111111111',
      executable: false,
      space: 0n,
      data: ['', 'base64'],
    });
    const system = await rpc
      .getAccountInfo(address('11111111111111111111111111111111'), { encoding: 'base64' })
      .send();
    expect(system.value?.executable).toBe(true);
    expect(new TextDecoder().decode(getBase64Encoder().encode(system.value?.data[0] ?? ''))).toBe(
      'solana_system_program',
    );
    const stranger = await generateKeyPairSigner();
    expect((await rpc.getAccountInfo(stranger.address, { encoding: 'base64' }).send()).value).toBeNull();
  });

  it('requestAirdrop raises a balance and its signature gets a status', async () => {
    const target = await generateKeyPairSigner();
    const signature = await rpc.requestAirdrop(target.address, lamports(2_000_000_000n)).send();
    const status = await waitForStatus(rpc, signature);
    expect(status.err).toBeNull();
    expect((await rpc.getBalance(target.address).send()).value).toBe(2_000_000_000n);
    // The same airdrop again is a new transaction (the blockhash moved on), not a duplicate.
    await rpc.requestAirdrop(target.address, lamports(2_000_000_000n)).send();
    expect((await rpc.getBalance(target.address).send()).value).toBe(4_000_000_000n);
  });

  it('lands a real SOL transfer signed with @solana/kit and changes both balances', async () => {
    const from = await signerOf(alice);
    const to = address(bob.address);
    const before = {
      from: (await rpc.getBalance(from.address).send()).value,
      to: (await rpc.getBalance(to).send()).value,
    };
    const amount = 123_456_789n;
    const { wire, signature } = await signedTransfer(rpc, from, to, amount);
    expect(await rpc.sendTransaction(wire, { encoding: 'base64' }).send()).toBe(signature);
    const status = await waitForStatus(rpc, signature);
    expect(status.err).toBeNull();
    expect(status.confirmationStatus).toMatch(/confirmed|finalized/);
    expect((await rpc.getBalance(from.address).send()).value).toBe(
      before.from - amount - LAMPORTS_PER_SIGNATURE,
    );
    expect((await rpc.getBalance(to).send()).value).toBe(before.to + amount);

    // Sent again: a duplicate, refused by preflight; the balances do not move twice.
    expect(await rejectionText(rpc.sendTransaction(wire, { encoding: 'base64' }).send())).toMatch(
      /simulation failed: .*already been processed/,
    );
    expect((await rpc.getBalance(to).send()).value).toBe(before.to + amount);
  });

  it('accepts base58 wire transactions, and an older blockhash of the recent window', async () => {
    const from = await signerOf(carol);
    const to = address(dave.address);
    const { value: before } = await rpc.getLatestBlockhash().send();
    const first = await signedTransfer(rpc, from, to, 1_000n, before);
    // Another transaction lands first and moves the blockhash on.
    const other = await signedTransfer(rpc, from, to, 2_000n);
    await rpc.sendTransaction(other.wire, { encoding: 'base64' }).send();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    expect(latest.blockhash).not.toBe(before.blockhash);
    expect(latest.lastValidBlockHeight).toBeGreaterThan(before.lastValidBlockHeight);
    const base58Wire = getBase58Decoder().decode(getBase64Encoder().encode(first.wire));
    const { json } = await postRaw(
      solana.url,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'sendTransaction',
        params: [base58Wire, { encoding: 'base58' }],
      }),
    );
    expect(json).toEqual({ jsonrpc: '2.0', id: 7, result: first.signature });
    expect((await waitForStatus(rpc, first.signature)).err).toBeNull();
  });

  it('refuses a transaction with an unknown blockhash or a bad signature', async () => {
    const from = await signerOf(alice);
    const { wire } = await signedTransfer(rpc, from, address(bob.address), 5n);
    const bytes = new Uint8Array(getBase64Encoder().encode(wire));
    // Flip a byte of the first signature.
    bytes[1] = (bytes[1] ?? 0) ^ 0xff;
    const tampered = Buffer.from(bytes).toString('base64');
    const { json } = await postRaw(
      solana.url,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [tampered, { encoding: 'base64' }],
      }),
    );
    expect(json).toMatchObject({ id: 1, error: { code: -32003 } });

    const fake = { blockhash: SOLANA_GENESIS_HASH as Blockhash, lastValidBlockHeight: 10n ** 12n };
    expect((await rpc.isBlockhashValid(fake.blockhash).send()).value).toBe(false);
    const stale = await signedTransfer(rpc, from, address(bob.address), 6n, fake);
    expect(await rejectionText(rpc.sendTransaction(stale.wire, { encoding: 'base64' }).send())).toMatch(
      /simulation failed: .*blockhash/i,
    );
    expect((await rpc.getSignatureStatuses([stale.signature]).send()).value).toEqual([null]);
  });

  it('simulates without committing', async () => {
    const from = await signerOf(bob);
    const to = (await generateKeyPairSigner()).address as Address;
    const { wire } = await signedTransfer(rpc, from, to, 1_000_000_000n);
    const { value } = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send();
    expect(value.err).toBeNull();
    expect(value.logs?.join('\n')).toMatch(/success/);
    expect((await rpc.getBalance(to).send()).value).toBe(0n);
  });
});
