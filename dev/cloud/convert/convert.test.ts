/**
 * The conversion API against real seeded anvils: quotes are the router's own `getAmountsOut`, and the
 * transactions it builds, sent by dev accounts, move what was quoted within the requested slippage.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MESSAGES } from '../../../domain/errors.ts';
import { EVM_ACCOUNTS } from '../../chain/accounts.ts';
import { UNISWAP_V2_ROUTER_ABI } from '../../chain/seed/artifacts/uniswapV2Periphery.ts';
import { UNISWAP_V2_ROUTER, WETH } from '../../chain/seed/exchange.ts';
import { PTK, PUSD } from '../../chain/seed/plan.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { type RunningCloud, startCloud } from '../server.ts';
import { getJson, sendJson, urlOf } from '../test-helpers.ts';
import { minimumOut } from './swapCall.ts';

const NATIVE: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

let chains: RunningChains;
let cloud: RunningCloud;
let chain: string;
let url: string;
beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  ({ caip2Id: chain, url } = evm);
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    chains: { [chain]: url, [chains.solana.caip2Id]: chains.solana.url },
  });
}, 120_000);
afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const txSchema = z.strictObject({
  tx: z.strictObject({
    from: z.string(),
    to: z.string(),
    data: z.string().regex(/^0x[0-9a-f]*$/),
    value: z.string().regex(/^\d+$/),
    eip155: z.strictObject({ gas: z.string().regex(/^\d+$/), gasPrice: z.string().regex(/^\d+$/) }),
  }),
});
const quotesSchema = z.strictObject({
  quotes: z.array(
    z.strictObject({
      id: z.null(),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
    }),
  ),
});

const caip10 = (address: Address) => `${chain}:${address}`;
const publicClient = () => createPublicClient({ transport: http(url) });
const account = (i: number) => {
  const found = EVM_ACCOUNTS[i];
  if (!found) throw new Error(`no dev account ${i}`);
  return found.address;
};

async function routerAmountOut(amount: bigint, path: Address[]): Promise<bigint> {
  const amounts = await publicClient().readContract({
    address: UNISWAP_V2_ROUTER,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amount, path],
  });
  return amounts[amounts.length - 1] ?? 0n;
}

async function quoteOf(from: Address, to: Address, amount: bigint, user: Address): Promise<bigint> {
  const { status, body } = await getJson(
    urlOf(cloud, '/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: caip10(user),
      from: caip10(from),
      to: caip10(to),
      gasPrice: '1000000000',
    }),
  );
  expect(status).toBe(200);
  const [quote] = quotesSchema.parse(body).quotes;
  expect(quote).toMatchObject({
    fromAmount: amount.toString(),
    fromAccount: caip10(from),
    toAccount: caip10(to),
  });
  return BigInt(quote?.toAmount ?? -1);
}

/** Sends a built `tx` from the (anvil-unlocked) dev account it names; returns the receipt's status. */
async function send(body: unknown): Promise<'success' | 'reverted'> {
  const { tx } = txSchema.parse(body);
  const [, , from] = tx.from.split(':') as [string, string, Address];
  const [, , to] = tx.to.split(':') as [string, string, Address];
  const wallet = createWalletClient({ account: from, transport: http(url) });
  const hash = await wallet.sendTransaction({
    chain: null,
    to,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  });
  return (await publicClient().waitForTransactionReceipt({ hash })).status;
}

async function buildSwap(from: Address, to: Address, amount: bigint, user: Address, slippage = '1') {
  return sendJson(urlOf(cloud, '/v1/convert/build-transaction'), 'POST', {
    projectId: 'portico-dev-project',
    amount: amount.toString(),
    from: caip10(from),
    to: caip10(to),
    userAddress: caip10(user),
    eip155: { slippage },
    disableEstimate: false,
  });
}

async function approve(token: Address, to: Address, user: Address, amount: bigint): Promise<void> {
  const built = await getJson(
    urlOf(cloud, '/v1/convert/build-approve', {
      userAddress: caip10(user),
      from: caip10(token),
      to: caip10(to),
      amount: amount.toString(),
    }),
  );
  expect(built.status).toBe(200);
  expect(await send(built.body)).toBe('success');
}

const balanceOf = (token: Address, owner: Address) =>
  publicClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

describe('GET /v1/convert/tokens', () => {
  it('lists the native coin as 0xeeee…eeee and the pools’ tokens, CAIP-10 with decimals and logo', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/v1/convert/tokens', { chainId: chain }));
    expect(status).toBe(200);
    const { tokens } = z
      .strictObject({
        tokens: z.array(
          z.strictObject({
            name: z.string(),
            symbol: z.string(),
            address: z.string(),
            decimals: z.number(),
            logoUri: z.url(),
          }),
        ),
      })
      .parse(body);
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: caip10(NATIVE), decimals: 18 },
      { symbol: 'PUSD', address: caip10(PUSD.address), decimals: 6 },
      { symbol: 'PTK', address: caip10(PTK.address), decimals: 18 },
    ]);
  });
});

describe('GET /v1/convert/quotes', () => {
  it('quotes exactly what the router’s getAmountsOut gives, for native → token, token → token, token → native', async () => {
    const user = account(0);
    expect(await quoteOf(NATIVE, PUSD.address, parseEther('1'), user)).toBe(
      await routerAmountOut(parseEther('1'), [WETH.address, PUSD.address]),
    );
    expect(await quoteOf(PUSD.address, PTK.address, parseUnits('50', 6), user)).toBe(
      await routerAmountOut(parseUnits('50', 6), [PUSD.address, PTK.address]),
    );
    expect(await quoteOf(PTK.address, NATIVE, parseUnits('2', 18), user)).toBe(
      await routerAmountOut(parseUnits('2', 18), [PTK.address, WETH.address]),
    );
  });

  it('answers 400 with the field for an amount that is not a whole number, or tokens on two chains', async () => {
    const bad = await getJson(
      urlOf(cloud, '/v1/convert/quotes', {
        amount: '1.5',
        userAddress: caip10(account(0)),
        from: caip10(NATIVE),
        to: caip10(PUSD.address),
      }),
    );
    expect(bad).toEqual({
      status: 400,
      body: { message: 'amount: must be a whole number of the smallest unit' },
    });
    const split = await getJson(
      urlOf(cloud, '/v1/convert/quotes', {
        amount: '1',
        userAddress: caip10(account(0)),
        from: caip10(NATIVE),
        to: `eip155:31338:${PUSD.address}`,
      }),
    );
    expect(split).toEqual({
      status: 400,
      body: { message: 'to: from, to and userAddress must be on one chain' },
    });
  });
});

describe('swapping through the built transactions', () => {
  it('a native → token swap sent by a dev account receives the quoted amount, at least the 1 % slippage floor', async () => {
    const user = account(3);
    const amount = parseEther('0.5');
    const quoted = await quoteOf(NATIVE, PUSD.address, amount, user);
    const built = await buildSwap(NATIVE, PUSD.address, amount, user);
    expect(built.status).toBe(200);
    expect(txSchema.parse(built.body).tx).toMatchObject({
      from: caip10(user),
      to: caip10(UNISWAP_V2_ROUTER),
      value: amount.toString(),
    });
    const before = await balanceOf(PUSD.address, user);
    expect(await send(built.body)).toBe('success');
    const received = (await balanceOf(PUSD.address, user)) - before;
    expect(received).toBeGreaterThanOrEqual(minimumOut(quoted, 1));
    expect(received).toBe(quoted);
  });

  it('build-approve, sent, sets the allowance the allowance route reads; then token → token and token → native swap', async () => {
    const user = account(1);
    const allowanceOf = async (token: Address) => {
      const { body } = await getJson(
        urlOf(cloud, '/v1/convert/allowance', { tokenAddress: caip10(token), userAddress: caip10(user) }),
      );
      return z.strictObject({ allowance: z.string() }).parse(body).allowance;
    };
    const amount = parseUnits('40', 6);
    expect(await allowanceOf(PUSD.address)).toBe('0');
    await approve(PUSD.address, PTK.address, user, amount);
    expect(await allowanceOf(PUSD.address)).toBe(amount.toString());

    const quotedPtk = await quoteOf(PUSD.address, PTK.address, amount, user);
    const ptkBefore = await balanceOf(PTK.address, user);
    expect(await send((await buildSwap(PUSD.address, PTK.address, amount, user)).body)).toBe('success');
    const gotPtk = (await balanceOf(PTK.address, user)) - ptkBefore;
    expect(gotPtk).toBeGreaterThanOrEqual(minimumOut(quotedPtk, 1));
    expect(gotPtk).toBeLessThanOrEqual(quotedPtk);
    expect(await allowanceOf(PUSD.address)).toBe('0');

    await approve(PTK.address, NATIVE, user, gotPtk);
    const quotedEth = await quoteOf(PTK.address, NATIVE, gotPtk, user);
    const built = await buildSwap(PTK.address, NATIVE, gotPtk, user);
    const { tx } = txSchema.parse(built.body);
    const ethBefore = await publicClient().getBalance({ address: user });
    expect(await send(built.body)).toBe('success');
    const fee = BigInt(tx.eip155.gasPrice) * BigInt(tx.eip155.gas);
    const gotEth = (await publicClient().getBalance({ address: user })) - ethBefore;
    // Gas is paid from the same balance: at most the limit times the price.
    expect(gotEth + fee).toBeGreaterThanOrEqual(minimumOut(quotedEth, 1));
    expect(gotEth).toBeLessThanOrEqual(quotedEth);
  });

  it('a built swap refuses to fill below the slippage floor once another trade has moved the price', async () => {
    const user = account(4);
    const amount = parseEther('1');
    const built = await buildSwap(NATIVE, PTK.address, amount, user, '1');
    expect(built.status).toBe(200);
    // Another account buys PTK first: the price moves by more than 1 %.
    const mover = await buildSwap(NATIVE, PTK.address, parseEther('5'), account(5), '1');
    expect(await send(mover.body)).toBe('success');
    const before = await balanceOf(PTK.address, user);
    expect(
      await send({
        tx: {
          ...txSchema.parse(built.body).tx,
          eip155: { gas: '300000', gasPrice: txSchema.parse(built.body).tx.eip155.gasPrice },
        },
      }),
    ).toBe('reverted');
    expect(await balanceOf(PTK.address, user)).toBe(before);
  });

  it('a built swap mined a minute after the pair last traded has the gas for the price accumulators it writes then', async () => {
    // A trade on the pair fixes its last-update time; the swap is built (and estimated) in that
    // block, and mined in a later one, where the pair also writes its cumulative prices.
    const before = await buildSwap(NATIVE, PTK.address, parseEther('0.1'), account(6));
    expect(await send(before.body)).toBe('success');
    const user = account(2);
    const built = await buildSwap(NATIVE, PTK.address, parseEther('0.2'), user);
    expect(built.status).toBe(200);
    const { timestamp } = await publicClient().getBlock();
    await publicClient().request({
      method: 'evm_setNextBlockTimestamp' as never,
      params: [`0x${(timestamp + 60n).toString(16)}`] as never,
    });
    const ptkBefore = await balanceOf(PTK.address, user);
    expect(await send(built.body)).toBe('success');
    expect(await balanceOf(PTK.address, user)).toBeGreaterThan(ptkBefore);
  });

  it('a swap the chain would refuse (no allowance) is answered 400 when estimated', async () => {
    const { status, body } = await buildSwap(PUSD.address, NATIVE, parseUnits('1', 6), account(2));
    expect(status).toBe(400);
    expect((body as { message: string }).message).toMatch(/^transaction would fail: /);
  });
});

describe('GET /v1/convert/gas-price', () => {
  it('answers the chain’s gas price as standard, and higher bids as fast and instant', async () => {
    const { status, body } = await getJson(urlOf(cloud, '/v1/convert/gas-price', { chainId: chain }));
    expect(status).toBe(200);
    const price = await publicClient().getGasPrice();
    expect(body).toEqual({
      standard: price.toString(),
      fast: ((price * 125n) / 100n).toString(),
      instant: ((price * 150n) / 100n).toString(),
    });
  });
});

describe('a chain outside the swap list', () => {
  it('answers 400 "Network not supported for Swaps" for tokens and quotes, and "…for Gas Price" for gas price', async () => {
    for (const chainId of ['eip155:1', chains.solana.caip2Id]) {
      expect(await getJson(urlOf(cloud, '/v1/convert/tokens', { chainId }))).toEqual({
        status: 400,
        body: { message: MESSAGES.networkNotSupportedForSwaps },
      });
      expect(await getJson(urlOf(cloud, '/v1/convert/gas-price', { chainId }))).toEqual({
        status: 400,
        body: { message: MESSAGES.networkNotSupportedForGasPrice },
      });
    }
    const quote = await getJson(
      urlOf(cloud, '/v1/convert/quotes', {
        amount: '1',
        userAddress: `eip155:1:${account(0)}`,
        from: `eip155:1:${NATIVE}`,
        to: `eip155:1:${PUSD.address}`,
      }),
    );
    expect(quote).toEqual({ status: 400, body: { message: 'Network not supported for Swaps' } });
  });
});
