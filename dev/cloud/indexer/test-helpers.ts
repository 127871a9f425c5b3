/**
 * Helpers of the indexer tests: seeded chains with a cloud indexing them, the API's answers parsed
 * with zod, and what viem reads from the chain to compare them with.
 */
import * as z from 'zod';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { getJson, urlOf } from '../test-helpers.ts';

/** Seeded chains and a quiet cloud (in-memory) indexing their EVM chains, polling every 50 ms. */
export async function startIndexedChains(): Promise<{ chains: RunningChains; cloud: RunningCloud }> {
  const chains = await startChains({ basePort: 0, quiet: true });
  const cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    indexerPollMs: 50,
    chains: Object.fromEntries(chains.evm.map((c) => [c.caip2Id, c.url])),
  });
  return { chains, cloud };
}

export const balanceSchema = z.strictObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number(),
  price: z.number(),
  quantity: z.strictObject({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.url(),
});

export const transferSchema = z.strictObject({
  fungible_info: z
    .strictObject({ name: z.string(), symbol: z.string(), icon: z.strictObject({ url: z.url() }) })
    .optional(),
  nft_info: z
    .strictObject({
      name: z.string(),
      flags: z.strictObject({ is_spam: z.boolean() }),
      content: z.strictObject({ preview: z.strictObject({ url: z.url() }) }),
      contract_address: z.string(),
      token_id: z.string(),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.strictObject({ int: z.string(), decimals: z.number(), numeric: z.string() }),
  value: z.number(),
  price: z.number(),
});

export const transactionSchema = z.strictObject({
  id: z.string(),
  metadata: z.strictObject({
    operationType: z.enum(['send', 'receive', 'mint', 'burn', 'trade', 'deploy', 'approve', 'execute']),
    hash: z.string().regex(/^0x[0-9a-f]{64}$/),
    minedAt: z.iso.datetime(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
    chain: z.string(),
  }),
  transfers: z.array(transferSchema),
});

export type ApiTransactionParsed = z.infer<typeof transactionSchema>;

/** GET /balance, parsed. */
export async function balancesOf(cloud: RunningCloud, address: string, params: Record<string, string> = {}) {
  const { status, body } = await getJson(urlOf(cloud, `/v1/account/${address}/balance`, params));
  if (status !== 200) throw new Error(`balance: ${status} ${JSON.stringify(body)}`);
  return z.strictObject({ balances: z.array(balanceSchema) }).parse(body).balances;
}

/** One GET /history page, parsed. */
export async function historyPage(cloud: RunningCloud, account: string, params: Record<string, string> = {}) {
  const { status, body } = await getJson(urlOf(cloud, `/v1/account/${account}/history`, params));
  if (status !== 200) throw new Error(`history: ${status} ${JSON.stringify(body)}`);
  return z.strictObject({ data: z.array(transactionSchema), next: z.string().nullable() }).parse(body);
}

/** Every page of an account's history, following `next`. */
export async function fullHistory(cloud: RunningCloud, account: string, chainId?: string) {
  const all: ApiTransactionParsed[] = [];
  let cursor: string | null = null;
  do {
    const params: Record<string, string> = chainId ? { chainId } : {};
    if (cursor) params.cursor = cursor;
    const page = await historyPage(cloud, account, params);
    all.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return all;
}

/** Resolves once the cloud has indexed every chain up to its current block. */
export async function indexedToHead(cloud: RunningCloud, chains: RunningChains): Promise<void> {
  await Promise.all(
    chains.evm.map(async (c) => {
      const res = await fetch(c.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      });
      const { result } = z.object({ result: z.string() }).parse(await res.json());
      await cloud.indexer.waitForBlock(c.caip2Id, BigInt(result));
    }),
  );
}
