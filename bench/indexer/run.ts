/**
 * Benchmark of the dev/cloud indexer against real anvils (not a test: it prints figures and never fails
 * on speed). Each chain is filled first, then indexed from scratch by a fresh cloud. Three figures:
 *   1. blocks indexed per second, on a chain of the seed and 5 000 empty blocks;
 *   2. Transfer logs indexed per second, on a chain of the seed and 10 000 ERC-20 transfers (500 a block);
 *   3. GET /v1/account/{account}/history latency p50 / p99 for the account with those 10 000 transfers:
 *      the first page asked repeatedly, and every page walked with the cursor.
 * Bounded: each wait ≤ 120 s; the history phase sends at most 300 + 201 requests.
 *
 * `npm run bench:indexer [-- --blocks 5000 --transfers 10000]`
 */
import { parseArgs } from 'node:util';
import { type Address, encodeFunctionData, numberToHex, parseUnits } from 'viem';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { startAnvil } from '../../dev/chain/anvil.ts';
import { ERC20_ABI } from '../../dev/chain/seed/artifacts/erc20.ts';
import { anvilClient, seedEvmChain, withManualMining } from '../../dev/chain/seed/evm.ts';
import { PUSD, SEED_DEPLOYER } from '../../dev/chain/seed/plan.ts';
import { TRANSFER_TOPIC } from '../../dev/cloud/indexer/chain-data.ts';
import { rpcBatch } from '../../dev/cloud/indexer/rpc.ts';
import { startCloud } from '../../dev/cloud/server.ts';

const { values } = parseArgs({
  options: { blocks: { type: 'string', default: '5000' }, transfers: { type: 'string', default: '10000' } },
});
const EMPTY_BLOCKS = Number(values.blocks);
const TRANSFERS = Number(values.transfers);
const PER_BLOCK = 500;
const WAIT_LIMIT_MS = 120_000;
const CHAIN = 'eip155:31337';
const PROJECT = 'portico-dev-project';

const holder = EVM_ACCOUNTS[3]?.address as Address;
const receivers = EVM_ACCOUNTS.slice(4, 8).map((a) => a.address);

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: not done within ${WAIT_LIMIT_MS} ms`)),
      WAIT_LIMIT_MS,
    );
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** 10 000 PUSD transfers from the holder, sent in JSON-RPC batches and mined PER_BLOCK to a block. */
async function makeTransfers(url: string): Promise<bigint> {
  const client = anvilClient(url);
  let head = 0n;
  await withManualMining(client, async () => {
    await client.setNextBlockBaseFeePerGas({ baseFeePerGas: 0n });
    await rpcBatch(url, [
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: SEED_DEPLOYER,
            to: PUSD.address,
            gas: numberToHex(200_000),
            maxFeePerGas: '0x0',
            maxPriorityFeePerGas: '0x0',
            data: encodeFunctionData({
              abi: ERC20_ABI,
              functionName: 'mint',
              args: [holder, parseUnits('1000000', 6)],
            }),
          },
        ],
      },
    ]);
    await client.mine({ blocks: 1 });
    let nonce = await client.getTransactionCount({ address: holder });
    for (let sent = 0; sent < TRANSFERS; sent += PER_BLOCK) {
      await client.setNextBlockBaseFeePerGas({ baseFeePerGas: 0n });
      const count = Math.min(PER_BLOCK, TRANSFERS - sent);
      await rpcBatch(
        url,
        Array.from({ length: count }, (_, i) => ({
          method: 'eth_sendTransaction',
          params: [
            {
              from: holder,
              to: PUSD.address,
              gas: numberToHex(60_000),
              nonce: numberToHex(nonce++),
              maxFeePerGas: '0x0',
              maxPriorityFeePerGas: '0x0',
              data: encodeFunctionData({
                abi: ERC20_ABI,
                functionName: 'transfer',
                args: [receivers[(sent + i) % receivers.length] as Address, BigInt(sent + i + 1)],
              }),
            },
          ],
        })),
      );
      await client.mine({ blocks: 1 });
    }
    head = await client.getBlockNumber({ cacheTime: 0 });
  });
  return head;
}

async function timeGets(urls: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`history: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Starts a cloud indexing `url` from scratch and resolves with it and the seconds it took to reach `head`. */
async function indexFromScratch(url: string, head: bigint, what: string) {
  const start = performance.now();
  const cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    indexerPollMs: 20,
    chains: [{ chain: CHAIN, url }],
  });
  await within(cloud.indexer.waitForBlock(CHAIN, head), what);
  return { cloud, seconds: (performance.now() - start) / 1000 };
}

async function main(): Promise<void> {
  // Two chains, each indexed from scratch once everything is on it: anvil automines nothing meanwhile.
  const emptyChain = await startAnvil({ chainId: 31337, port: 0 });
  const busyChain = await startAnvil({ chainId: 31337, port: 0 });
  let cloud: Awaited<ReturnType<typeof startCloud>> | undefined;
  try {
    // 1. Blocks per second: the seed and EMPTY_BLOCKS empty blocks.
    await seedEvmChain(emptyChain.url);
    // Not through viem: mining thousands of blocks takes longer than its 10 s request timeout.
    await rpcBatch(emptyChain.url, [{ method: 'anvil_mine', params: [numberToHex(EMPTY_BLOCKS)] }]);
    const emptyHead = await anvilClient(emptyChain.url).getBlockNumber({ cacheTime: 0 });
    const first = await indexFromScratch(emptyChain.url, emptyHead, 'indexing the empty blocks');
    await first.cloud.close();
    const blockSeconds = first.seconds;
    const blocks = Number(emptyHead) + 1;

    // 2. Logs per second: the seed, a mint and TRANSFERS transfers, PER_BLOCK to a block.
    await seedEvmChain(busyChain.url);
    const transferHead = await makeTransfers(busyChain.url);
    const second = await indexFromScratch(busyChain.url, transferHead, 'indexing the transfers');
    cloud = second.cloud;
    const logSeconds = second.seconds;
    const logs = (await rpcBatch(busyChain.url, [
      { method: 'eth_getLogs', params: [{ fromBlock: '0x0', toBlock: 'latest', topics: [TRANSFER_TOPIC] }] },
    ]).then(([r]) => (r as unknown[]).length)) as number;

    // 3. History latency of the holder (10 000 transfers + its mint).
    const base = `${cloud.url}/v1/account/${holder}/history?projectId=${PROJECT}&chainId=${CHAIN}`;
    await timeGets(Array.from({ length: 20 }, () => base)); // warm-up
    const firstPage = await timeGets(Array.from({ length: 300 }, () => base));
    const walk: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base;
      const t = performance.now();
      const res = await fetch(url);
      const body = (await res.json()) as { data: unknown[]; next: string | null };
      walk.push(performance.now() - t);
      cursor = body.next;
      pages += 1;
    } while (cursor && pages <= 201);
    walk.sort((a, b) => a - b);

    const fmt = (n: number) => n.toFixed(1);
    console.log(`indexer benchmark (anvil, loopback, 2 shared cores)
  blocks   ${blocks} blocks (${EMPTY_BLOCKS} empty) in ${fmt(blockSeconds)} s: ${Math.round(blocks / blockSeconds)} blocks/s
  logs     ${logs} Transfer logs in ${Number(transferHead) + 1} blocks in ${fmt(logSeconds)} s: ${Math.round(logs / logSeconds)} logs/s
  history  account with ${TRANSFERS} transfers, page of 50:
           first page x${firstPage.length}: p50 ${fmt(percentile(firstPage, 50))} ms, p99 ${fmt(percentile(firstPage, 99))} ms
           all ${pages} pages by cursor: p50 ${fmt(percentile(walk, 50))} ms, p99 ${fmt(percentile(walk, 99))} ms`);
  } finally {
    await cloud?.close();
    await Promise.all([emptyChain.close(), busyChain.close()]);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`bench:indexer failed: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(1);
  },
);
