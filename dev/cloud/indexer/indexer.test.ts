import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hex,
  hexToBigInt,
  http,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { EVM_ACCOUNTS } from '../../chain/accounts.ts';
import { PETS, PPT, PTK, PUSD, SEED_DEPLOYER, SEEDED_TOKENS } from '../../chain/seed/plan.ts';
import type { RunningChains } from '../../chain/server.ts';
import type { RunningCloud } from '../server.ts';
import { getJson, PROJECT, sendJson, urlOf } from '../test-helpers.ts';
import { TRANSFER_TOPIC, ZERO_ADDRESS } from './chain-data.ts';
import { balancesOf, fullHistory, historyPage, indexedToHead, startIndexedChains } from './test-helpers.ts';

let chains: RunningChains;
let cloud: RunningCloud;
beforeAll(async () => {
  ({ chains, cloud } = await startIndexedChains());
  await indexedToHead(cloud, chains);
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const [A0, A1, A2] = EVM_ACCOUNTS.slice(0, 3).map((a) => a.address) as [Address, Address, Address];
const ACCOUNTS = [A0, A1, A2, SEED_DEPLOYER];

function clientOf(chain: RunningChains['evm'][number]) {
  return createPublicClient({ transport: http(chain.url) });
}

describe('GET /v1/account/{address}/balance', () => {
  it('answers every seeded balance exactly as viem reads it (native first, tokens CAIP-10, numeric = balance / 10^decimals)', async () => {
    for (const chain of chains.evm) {
      const client = clientOf(chain);
      for (const account of ACCOUNTS) {
        const balances = await balancesOf(cloud, account, { chainId: chain.caip2Id });
        const native = await client.getBalance({ address: account });
        expect(balances[0]).toMatchObject({
          symbol: 'ETH',
          chainId: chain.caip2Id,
          quantity: { decimals: '18', numeric: formatUnits(native, 18) },
        });
        expect(balances[0]?.address).toBeUndefined();
        const expected = [];
        for (const token of SEEDED_TOKENS) {
          const [raw, decimals] = await Promise.all([
            client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account],
            }),
            client.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' }),
          ]);
          if (raw > 0n) {
            expected.push({
              symbol: token.symbol,
              name: token.name,
              address: `${chain.caip2Id}:${token.address}`,
              quantity: { decimals: String(decimals), numeric: formatUnits(raw, decimals) },
            });
          }
        }
        const tokens = balances
          .slice(1)
          .map(({ symbol, name, address, quantity }) => ({ symbol, name, address, quantity }));
        expect(tokens.sort((a, b) => a.symbol.localeCompare(b.symbol))).toEqual(
          expected.sort((a, b) => a.symbol.localeCompare(b.symbol)),
        );
      }
    }
  });

  it('keeps full precision and prices value = numeric × price; the 0-decimals token is there for the client to drop', async () => {
    const chain = chains.evm[0]?.caip2Id ?? '';
    const balances = await balancesOf(cloud, A0, { chainId: chain });
    const ptk = balances.find((b) => b.symbol === PTK.symbol);
    expect(ptk?.quantity.numeric).toBe('13.345678901234567891');
    expect(ptk?.value).toBe(Number('13.345678901234567891') * (ptk?.price ?? Number.NaN));
    const pusd = balances.find((b) => b.symbol === PUSD.symbol);
    expect(pusd).toMatchObject({
      price: 1,
      value: 1134.067891,
      quantity: { decimals: '6', numeric: '1134.067891' },
    });
    expect(balances.find((b) => b.symbol === PPT.symbol)?.quantity).toEqual({
      decimals: '0',
      numeric: '125',
    });
  });

  it('answers every followed chain without chainId, and a CAIP-10 address narrows to its chain', async () => {
    const all = await balancesOf(cloud, A0);
    expect(new Set(all.map((b) => b.chainId))).toEqual(new Set(chains.evm.map((c) => c.caip2Id)));
    const second = chains.evm[1]?.caip2Id ?? '';
    const narrowed = await balancesOf(cloud, `${second}:${A0}`);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((b) => b.chainId === second)).toBe(true);
  });

  it('gives an account with nothing an empty list, and a chain not followed nothing', async () => {
    expect(
      await balancesOf(cloud, '0x000000000000000000000000000000000000dEaD', { chainId: 'eip155:31337' }),
    ).toEqual([]);
    expect(await balancesOf(cloud, A0, { chainId: 'eip155:1' })).toEqual([]);
  });

  it('checks the project id and the query like every other route', async () => {
    const path = `/v1/account/${A0}/balance`;
    expect((await getJson(urlOf(cloud, path, {}, null))).status).toBe(400);
    expect((await getJson(urlOf(cloud, path, {}, 'nope'))).status).toBe(401);
    expect(await getJson(urlOf(cloud, path, { currency: 'xyz' }))).toMatchObject({ status: 400 });
    expect(await getJson(urlOf(cloud, '/v1/account/not-an-address!/balance'))).toMatchObject({ status: 400 });
  });
});

type RawLog = { address: string; topics: Hex[]; data: Hex; transactionHash: Hex; blockNumber: Hex };

async function transferLogs(url: string): Promise<RawLog[]> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getLogs',
      params: [{ fromBlock: '0x0', toBlock: 'latest', topics: [TRANSFER_TOPIC] }],
    }),
  });
  return (await res.json()).result as RawLog[];
}

const topicAddress = (topic: Hex | undefined) => `0x${(topic ?? '').slice(-40)}`.toLowerCase();

describe('GET /v1/account/{account}/history', () => {
  it("lists exactly the account's Transfer logs, native transfers and failed calls, newest first", async () => {
    for (const chain of chains.evm) {
      const client = clientOf(chain);
      const logs = await transferLogs(chain.url);
      for (const account of [A0, A1, A2]) {
        const who = account.toLowerCase();
        const history = await fullHistory(cloud, account, chain.caip2Id);
        const expectedTokenMoves = logs
          .filter((l) => topicAddress(l.topics[1]) === who || topicAddress(l.topics[2]) === who)
          .map((l) => ({
            hash: l.transactionHash,
            direction: topicAddress(l.topics[2]) === who ? 'in' : 'out',
            int: (l.topics.length === 4 ? hexToBigInt(l.topics[3] as Hex) : hexToBigInt(l.data)).toString(),
          }));
        const seenTokenMoves = history.flatMap((tx) =>
          tx.transfers
            .filter((t) => t.nft_info || t.fungible_info?.symbol !== 'ETH')
            .map((t) => ({
              hash: tx.id,
              direction: t.direction,
              int: t.nft_info ? t.nft_info.token_id : t.quantity.int,
            })),
        );
        const order = (a: { hash: string; int: string }, b: { hash: string; int: string }) =>
          `${a.hash}${a.int}`.localeCompare(`${b.hash}${b.int}`);
        expect(seenTokenMoves.sort(order)).toEqual(expectedTokenMoves.sort(order));

        for (const tx of history) {
          const [onChain, receipt] = await Promise.all([
            client.getTransaction({ hash: tx.id as Hex }),
            client.getTransactionReceipt({ hash: tx.id as Hex }),
          ]);
          const block = await client.getBlock({ blockNumber: receipt.blockNumber });
          expect(tx.metadata).toMatchObject({
            chain: chain.caip2Id,
            sentFrom: onChain.from.toLowerCase(),
            status: receipt.status === 'success' ? 'confirmed' : 'failed',
            minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
          });
          const native = tx.transfers.filter((t) => t.fungible_info?.symbol === 'ETH');
          if (onChain.value > 0n && receipt.status === 'success') {
            expect(native.map((t) => t.quantity.int)).toEqual([onChain.value.toString()]);
          } else {
            expect(native).toEqual([]);
          }
        }
        const times = history.map((tx) => tx.metadata.minedAt);
        expect([...times].sort().reverse()).toEqual(times);
      }
    }
  });

  it('names the operation from the account: mint, send, receive, and a reverted call as failed execute', async () => {
    const chain = chains.evm[0]?.caip2Id ?? '';
    const history = await fullHistory(cloud, A0, chain);
    const ops = history.map((tx) => tx.metadata.operationType);
    // PUSD, PTK, PPT and pets 0, 1, 2, 4, 5 were minted to account 0.
    expect(ops.filter((op) => op === 'mint')).toHaveLength(8);
    expect(ops).toContain('send');
    expect(ops).toContain('receive');
    const failed = history.filter((tx) => tx.metadata.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ metadata: { operationType: 'execute' }, transfers: [] });
  });

  it('flags the airdropped pets as spam and no other NFT', async () => {
    const history = await fullHistory(cloud, A0, chains.evm[0]?.caip2Id ?? '');
    const nfts = history.flatMap((tx) => tx.transfers.flatMap((t) => (t.nft_info ? [t.nft_info] : [])));
    expect(
      nfts
        .filter((n) => n.flags.is_spam)
        .map((n) => n.token_id)
        .sort(),
    ).toEqual(['4', '5']);
    expect(nfts.filter((n) => !n.flags.is_spam).length).toBeGreaterThan(0);
    expect(nfts.every((n) => n.contract_address === PETS.address.toLowerCase())).toBe(true);
    expect(nfts.find((n) => n.token_id === '0')?.name).toBe('Portico Pets #0');
  });

  it('pages with an opaque cursor, refuses a forged one, and has no on-ramp transactions', async () => {
    const chain = chains.evm[0]?.caip2Id ?? '';
    const first = await historyPage(cloud, A0, { chainId: chain });
    expect(first.next).toBeNull();
    expect(await getJson(urlOf(cloud, `/v1/account/${A0}/history`, { cursor: 'bm9wZQ' }))).toMatchObject({
      status: 400,
    });
    expect(await historyPage(cloud, A0, { onramp: 'coinbase' })).toEqual({ data: [], next: null });
  });

  it('shows a new transfer once mined, with the balance moved', async () => {
    const evm = chains.evm[1];
    if (!evm) throw new Error('two chains expected');
    const chain = defineChain({
      id: evm.chainId,
      name: 'local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [evm.url] } },
    });
    const sender = EVM_ACCOUNTS[1];
    if (!sender) throw new Error('account 1');
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain,
      transport: http(evm.url),
    });
    const hash = await wallet.writeContract({
      address: PUSD.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [A2, parseUnits('7.25', 6)],
    });
    const receipt = await clientOf(evm).waitForTransactionReceipt({ hash });
    await cloud.indexer.waitForBlock(evm.caip2Id, receipt.blockNumber);
    const [top] = (await historyPage(cloud, A2, { chainId: evm.caip2Id })).data;
    expect(top).toMatchObject({
      id: hash,
      metadata: { operationType: 'receive', status: 'confirmed', sentFrom: sender.address.toLowerCase() },
      transfers: [{ direction: 'in', quantity: { numeric: '7.25' }, fungible_info: { symbol: 'PUSD' } }],
    });
    const pusd = (await balancesOf(cloud, A2, { chainId: evm.caip2Id })).find((b) => b.symbol === 'PUSD');
    expect(pusd?.quantity.numeric).toBe('49.75');
  });
});

describe('POST /v1/fungible/price and GET /v1/supported-chains', () => {
  it('prices indexed tokens and the native currency in request order (the untraded seeded pools sit at the reference prices)', async () => {
    const chain = chains.evm[0]?.caip2Id ?? '';
    const { status, body } = await sendJson(urlOf(cloud, '/v1/fungible/price', {}, null), 'POST', {
      currency: 'usd',
      projectId: PROJECT,
      addresses: [
        `${chain}:${PTK.address}`,
        `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
        `${chain}:${ZERO_ADDRESS}`,
      ],
    });
    expect(status).toBe(200);
    const parsed = z
      .strictObject({
        fungibles: z.array(
          z.strictObject({ name: z.string(), symbol: z.string(), iconUrl: z.url(), price: z.number() }),
        ),
      })
      .parse(body);
    // Exact pool pricing is convert/poolPriceRoutes.test.ts's: here the pools are as seeded.
    expect(parsed.fungibles.map((f) => f.symbol)).toEqual(['PTK', 'ETH']);
    expect(parsed.fungibles[0]?.price).toBeCloseTo(0.4217, 4);
    expect(parsed.fungibles[1]?.price).toBeCloseTo(3120.55, 6);
  });

  it('refuses a body without a known project or with bad addresses', async () => {
    const url = urlOf(cloud, '/v1/fungible/price', {}, null);
    expect((await sendJson(url, 'POST', { currency: 'usd', addresses: ['eip155:1:0x1'] })).status).toBe(400);
    expect(
      (await sendJson(url, 'POST', { currency: 'usd', projectId: 'nope', addresses: ['eip155:1:0x1'] }))
        .status,
    ).toBe(401);
    expect(
      (await sendJson(url, 'POST', { currency: 'usd', projectId: PROJECT, addresses: ['0x1'] })).status,
    ).toBe(400);
  });

  it('lists the indexed chains', async () => {
    expect((await getJson(urlOf(cloud, '/v1/supported-chains'))).body).toEqual({
      http: chains.evm.map((c) => c.caip2Id),
      ws: [],
    });
  });
});
