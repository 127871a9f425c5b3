/**
 * POST /v1/fungible/price and the account's balances against a real seeded anvil: the exchange's tokens
 * are priced from the pools' reserves as viem reads them, a trade through the router moves the prices, and
 * everything outside the exchange keeps the catalog's price.
 */
import { createServer } from 'node:net';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  maxUint256,
  parseEther,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { EVM_ACCOUNTS } from '../../chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../chain/anvil.ts';
import { UNISWAP_V2_FACTORY_ABI, UNISWAP_V2_PAIR_ABI } from '../../chain/seed/artifacts/uniswapV2Core.ts';
import { UNISWAP_V2_ROUTER_ABI } from '../../chain/seed/artifacts/uniswapV2Periphery.ts';
import { UNISWAP_V2_FACTORY, UNISWAP_V2_ROUTER, WETH } from '../../chain/seed/exchange.ts';
import { PPT, PTK, PUSD } from '../../chain/seed/plan.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { CURRENCY_RATES } from '../indexer/catalog.ts';
import { balancesOf } from '../indexer/test-helpers.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { PROJECT, sendJson, urlOf } from '../test-helpers.ts';

const NATIVE: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** Catalog prices far from the pools', so every answer shows which of the two priced it. */
const CATALOG_USD = { ETH: 2000, PTK: 0.1, PPT: 2.5 };

let chains: RunningChains;
let bare: RunningAnvil;
let cloud: RunningCloud;
let chain: string;
let url: string;
const bareChain = 'eip155:31339';
beforeAll(async () => {
  // An anvil without the seed: a followed chain outside the exchange.
  [chains, bare] = await Promise.all([
    startChains({ basePort: 0, quiet: true, evmChainIds: [31337] }),
    startAnvil({ chainId: 31339, port: 0 }),
  ]);
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  ({ caip2Id: chain, url } = evm);
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    indexerPollMs: 50,
    chains: { [chain]: url, [bareChain]: bare.url },
  });
  for (const [symbol, usd] of Object.entries(CATALOG_USD)) cloud.indexer.store.setPrice(symbol, usd);
  // The seeded tokens must be indexed for the route to know them.
  await cloud.indexer.waitForBlock(chain, await publicClient().getBlockNumber());
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await Promise.all([chains?.close(), bare?.close()]);
});

const publicClient = () => createPublicClient({ transport: http(url) });
const caip10 = (address: Address, on = chain) => `${on}:${address}`;

const pricesSchema = z.strictObject({
  fungibles: z.array(
    z.strictObject({ name: z.string(), symbol: z.string(), iconUrl: z.url(), price: z.number() }),
  ),
});

/** The route's answer as `[symbol, price]` pairs, in request order. */
async function pricesOf(addresses: string[], currency = 'usd'): Promise<[string, number][]> {
  const { status, body } = await sendJson(urlOf(cloud, '/v1/fungible/price', {}, null), 'POST', {
    currency,
    projectId: PROJECT,
    addresses,
  });
  expect(status).toBe(200);
  return pricesSchema.parse(body).fungibles.map((f) => [f.symbol, f.price]);
}

/** The route's prices alone, in request order. */
async function onlyPrices(addresses: string[]): Promise<number[]> {
  return (await pricesOf(addresses)).map(([, price]) => price);
}

/** A pool's reserves of `a` and `b` in whole units, read with viem (the pair's token0 says which is which). */
async function unitsIn(a: { address: Address; decimals: number }, b: { address: Address; decimals: number }) {
  const client = publicClient();
  const pair = await client.readContract({
    address: UNISWAP_V2_FACTORY,
    abi: UNISWAP_V2_FACTORY_ABI,
    functionName: 'getPair',
    args: [a.address, b.address],
  });
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'token0' }),
    client.readContract({ address: pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves' }),
  ]);
  const [ofA, ofB] =
    token0.toLowerCase() === a.address.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
  return [Number(formatUnits(ofA, a.decimals)), Number(formatUnits(ofB, b.decimals))] as const;
}

/** USD prices the pools imply now: ETH from ETH/PUSD (PUSD = 1 USD), PTK through the deeper ETH/PTK pool. */
async function reservePrices(): Promise<{ ETH: number; PTK: number }> {
  const [[weth, pusd], [wethByPtk, ptk]] = await Promise.all([unitsIn(WETH, PUSD), unitsIn(WETH, PTK)]);
  const eth = pusd / weth;
  return { ETH: eth, PTK: (eth * wethByPtk) / ptk };
}

/** `actual` within floating-point rounding of `expected`. */
function expectSamePrice(actual: number | undefined, expected: number): void {
  expect(Math.abs((actual ?? Number.NaN) / expected - 1)).toBeLessThan(1e-12);
}

/** Sells `amount` of ETH for PUSD through the router, from a dev account anvil has unlocked. */
async function sellEthForPusd(amount: bigint): Promise<void> {
  const trader = EVM_ACCOUNTS[6]?.address;
  if (!trader) throw new Error('no dev account 6');
  const wallet = createWalletClient({ account: trader, transport: http(url) });
  const hash = await wallet.writeContract({
    chain: null,
    address: UNISWAP_V2_ROUTER,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'swapExactETHForTokens',
    args: [0n, [WETH.address, PUSD.address], trader, maxUint256],
    value: amount,
    // A swap into a seeded pool costs about 110 000 gas: no estimate needed.
    gas: 300_000n,
  });
  expect((await publicClient().waitForTransactionReceipt({ hash })).status).toBe('success');
}

describe('POST /v1/fungible/price on a chain with the exchange', () => {
  it('prices ETH, PUSD and PTK from the pools’ reserves read with viem (PTK through the deeper ETH/PTK pool), in the currency asked', async () => {
    const addresses = [caip10(NATIVE), caip10(PUSD.address), caip10(PTK.address)];
    const [answer, expected] = await Promise.all([pricesOf(addresses), reservePrices()]);
    expect(answer.map(([symbol]) => symbol)).toEqual(['ETH', 'PUSD', 'PTK']);
    expectSamePrice(answer[0]?.[1], expected.ETH);
    expect(answer[1]?.[1]).toBe(1);
    expectSamePrice(answer[2]?.[1], expected.PTK);
    const eur = await pricesOf([caip10(NATIVE)], 'eur');
    expectSamePrice(eur[0]?.[1], expected.ETH * (CURRENCY_RATES.eur ?? Number.NaN));
  });

  it('a trade through the router moves the prices: selling ETH for PUSD lowers ETH, and PTK priced through it, to what the new reserves say', async () => {
    const addresses = [caip10(NATIVE), caip10(PTK.address)];
    const [ethBefore = Number.NaN, ptkBefore = Number.NaN] = await onlyPrices(addresses);
    await sellEthForPusd(parseEther('5'));
    const [ethAfter = Number.NaN, ptkAfter = Number.NaN] = await onlyPrices(addresses);
    const expected = await reservePrices();
    expectSamePrice(ethAfter, expected.ETH);
    expectSamePrice(ptkAfter, expected.PTK);
    // 5 ETH into a 100 ETH pool: about 10 % cheaper, far beyond rounding.
    expect(ethAfter).toBeLessThan(ethBefore * 0.95);
    expect(ptkAfter).toBeLessThan(ptkBefore * 0.95);
  });

  it('keeps the catalog’s price for a token in no pool (PPT) and for the native coin of a chain without the exchange', async () => {
    const answer = await pricesOf([caip10(PPT.address), caip10(NATIVE, bareChain), caip10(NATIVE)]);
    expect(answer.slice(0, 2)).toEqual([
      ['PPT', CATALOG_USD.PPT],
      ['ETH', CATALOG_USD.ETH],
    ]);
    expectSamePrice(answer[2]?.[1], (await reservePrices()).ETH);
  });

  it('answers 503 when the chain of an address does not answer', async () => {
    const deadChain = 'eip155:31340';
    cloud.indexer.follow({ chain: deadChain, url: `http://127.0.0.1:${await closedPort()}` });
    const { status, body } = await sendJson(urlOf(cloud, '/v1/fungible/price', {}, null), 'POST', {
      currency: 'usd',
      projectId: PROJECT,
      addresses: [caip10(NATIVE, deadChain)],
    });
    expect(status).toBe(503);
    expect((body as { message: string }).message).toMatch(/^chain did not answer: /);
  });
});

describe('GET /v1/account/{address}/balance', () => {
  it('values the exchange’s tokens at the pools’ prices, as the price route answers, and the rest at the catalog’s', async () => {
    const holder = EVM_ACCOUNTS[0]?.address ?? '';
    const [balances, bareBalances, [eth = Number.NaN, ptk = Number.NaN], expected] = await Promise.all([
      balancesOf(cloud, holder, { chainId: chain }),
      balancesOf(cloud, holder, { chainId: bareChain }),
      onlyPrices([caip10(NATIVE), caip10(PTK.address)]),
      reservePrices(),
    ]);
    expectSamePrice(eth, expected.ETH);
    expectSamePrice(ptk, expected.PTK);
    const bySymbol = new Map(balances.map((b) => [b.symbol, b]));
    for (const [symbol, price] of [
      ['ETH', eth],
      ['PTK', ptk],
      ['PUSD', 1],
      ['PPT', CATALOG_USD.PPT],
    ] as const) {
      const balance = bySymbol.get(symbol);
      expect(balance?.price, symbol).toBe(price);
      expect(balance?.value, symbol).toBe(Number(balance?.quantity.numeric) * price);
    }
    expect(bareBalances.map((b) => [b.symbol, b.price])).toEqual([['ETH', CATALOG_USD.ETH]]);
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
