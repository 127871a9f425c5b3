import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from '../../chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../chain/anvil.ts';
import { anvilClient, mineBatch, seedEvmChain, withManualMining } from '../../chain/seed/evm.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { fullHistory, historyPage } from './test-helpers.ts';

const CHAIN = 'eip155:31337';
const [A0, , , A3, A4] = EVM_ACCOUNTS.map((a) => a.address) as Address[] as [
  Address,
  Address,
  Address,
  Address,
  Address,
];

let anvil: RunningAnvil;
let cloud: RunningCloud;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 });
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    indexerPollMs: 50,
    chains: { [CHAIN]: anvil.url },
  });
}, 60_000);
afterAll(async () => {
  await cloud?.close();
  await anvil?.close();
});

/** `count` native transfers of 1..count wei from A3 to A4, mined `perBlock` to a block. */
async function nativeTransfers(
  url: string,
  count: number,
  perBlock: number,
): Promise<{ hashes: Hash[]; head: bigint }> {
  const client = anvilClient(url);
  const hashes: Hash[] = [];
  let head = 0n;
  await withManualMining(client, async () => {
    const nonces = new Map<Address, number>();
    for (let i = 0; i < count; i += perBlock) {
      const batch = Array.from({ length: Math.min(perBlock, count - i) }, (_, j) => ({
        from: A3,
        to: A4,
        value: BigInt(i + j + 1),
        gas: 21_000n,
      }));
      const mined = await mineBatch(client, batch, nonces);
      hashes.push(...mined.hashes);
      head = mined.block;
    }
  });
  return { hashes, head };
}

describe('the indexer follows a chain that starts over', () => {
  it('pages a long history with the cursor: every transaction once, newest first', async () => {
    const { hashes, head } = await nativeTransfers(anvil.url, 120, 40);
    await cloud.indexer.waitForBlock(CHAIN, head);
    const first = await historyPage(cloud, A4, { chainId: CHAIN });
    expect(first.data).toHaveLength(50);
    expect(first.next).not.toBeNull();
    const all = await fullHistory(cloud, A4, CHAIN);
    expect(all.map((tx) => tx.id)).toEqual([...hashes].reverse());
    expect(all[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { int: '120' } });
  });

  it('notices a restarted anvil (new block 0), forgets the old chain and indexes the new one', async () => {
    const before = await fullHistory(cloud, A4, CHAIN);
    expect(before.length).toBe(120);
    const restarts = cloud.indexer.status()[0]?.restarts ?? 0;
    const port = anvil.port;
    await anvil.close();
    anvil = await startAnvil({ chainId: 31337, port });
    const seeded = await seedEvmChain(anvil.url);
    await cloud.indexer.waitFor(
      CHAIN,
      (s) => s.restarts > restarts && s.head >= Number(seeded.blocks.at(-1)),
    );
    expect(await fullHistory(cloud, A4, CHAIN)).toEqual([]);
    const history = await fullHistory(cloud, A0, CHAIN);
    const seededHashes = new Set(seeded.transactions.map((h) => h.toLowerCase()));
    expect(history.length).toBeGreaterThan(5);
    expect(history.every((tx) => seededHashes.has(tx.id))).toBe(true);
  });
});
