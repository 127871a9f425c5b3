/**
 * The swap actors against the real dev cloud and a seeded anvil with its Uniswap v2: the tokens with
 * the holdings viem reads, quotes equal to the router's `getAmountsOut`, and an approve and a swap sent
 * through a real EIP-1193 wallet (dev/test-wallet's, signing with a dev key) that move what was quoted.
 * One anvil and one cloud for the file; each test uses its own dev account.
 */
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { UNISWAP_V2_ROUTER_ABI } from '../../dev/chain/seed/artifacts/uniswapV2Periphery.ts';
import { UNISWAP_V2_ROUTER, WETH } from '../../dev/chain/seed/exchange.ts';
import { PTK, PUSD } from '../../dev/chain/seed/plan.ts';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import { balancesOf, indexedToHead } from '../../dev/cloud/indexer/test-helpers.ts';
import { type RunningCloud, startCloud } from '../../dev/cloud/server.ts';
import { sendJson, urlOf } from '../../dev/cloud/test-helpers.ts';
import { createApprover } from '../../dev/test-wallet/injected/approval.ts';
import { createEvmWallet, type EvmWallet } from '../../dev/test-wallet/injected/evm/provider.ts';
import type { CaipNetworkId } from '../../domain/caip.ts';
import { PorticoError } from '../../domain/errors.ts';
import {
  approvalBuildFault,
  sendableTransaction,
  swapBuildFault,
  swapValueOf,
} from '../../domain/swap/swapBuildCheck.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import { createConvertApi } from '../api/convertApi.ts';
import type { Eip1193Provider } from '../connectors/types.ts';
import { createEvmClient } from '../rpc/createEvmClient.ts';
import { SWAP_GAS_BEFORE_APPROVAL } from './fetchSwapQuote.ts';
import { SwapTransactionError, sendConvertTransaction } from './sendConvertTransaction.ts';
import { type SwapActors, swapActors } from './swapActors.ts';

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const PROJECT = 'portico-dev-project';

function devAccount(index: number) {
  const found = EVM_ACCOUNTS[index];
  if (!found) throw new Error(`no dev account ${index}`);
  return found;
}
/** The wallet's account: it approves and swaps. Account 2 only holds, 3 never approves, 4 moves the price. */
const SWAPPER = devAccount(1);
const HOLDER = devAccount(2).address;
const UNAPPROVED = devAccount(3).address;
const MOVER = devAccount(4).address;

let chains: RunningChains;
let cloud: RunningCloud;
let wallet: EvmWallet;
let actors: SwapActors;
let chain: CaipNetworkId;
let url: string;

beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
  const evm = chains.evm[0];
  if (!evm) throw new Error('no anvil');
  chain = evm.caip2Id as CaipNetworkId;
  url = evm.url;
  cloud = await startCloud({
    port: 0,
    dbPath: ':memory:',
    quiet: true,
    indexerPollMs: 50,
    chains: { [chain]: url },
  });
  // The balances answer the tokens the index saw an account touch: wait for the seed to be indexed.
  await indexedToHead(cloud, chains);
  wallet = createEvmWallet({
    chains: [{ chainId: evm.chainId, rpcUrl: url, name: `Anvil ${evm.chainId}` }],
    privateKeys: [SWAPPER.privateKey],
    approver: createApprover({ mode: 'approve' }),
    origin: () => 'http://localhost',
  });
  await wallet.provider.request({ method: 'eth_requestAccounts' });
  actors = swapActors({
    api: { baseUrl: cloud.url, projectId: PROJECT },
    provider: (namespace) => (namespace === 'eip155' ? walletRequests() : undefined),
    networks: [testEvmNetwork(evm.chainId, [url])],
    rpcOptions: () => ({}),
  });
}, 120_000);

afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

/** The test wallet's requests, as the engine sees a connected provider (it needs no events here). */
const walletRequests = (): Eip1193Provider => ({ request: (args) => wallet.provider.request(args) });
const run = <T extends AnyActorLogic>(logic: T, input: InputFrom<T>): Promise<OutputFrom<T>> =>
  toPromise(createActor(logic, { input }).start());
const viem = () => createPublicClient({ transport: http(url) });
const caip10 = (address: string) => `${chain}:${address}`;
const tokenBalance = (token: Address, owner: Address) =>
  viem().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

async function routerAmountOut(amount: bigint, path: Address[]): Promise<bigint> {
  const amounts = await viem().readContract({
    address: UNISWAP_V2_ROUTER,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amount, path],
  });
  return amounts[amounts.length - 1] ?? -1n;
}

async function tokensOf(owner: Address): Promise<Record<string, SwapToken>> {
  const tokens = await run(actors.fetchSwapTokens, { caipNetworkId: chain, caipAddress: caip10(owner) });
  return Object.fromEntries(tokens.map((token) => [token.symbol, token]));
}

describe('fetchSwapTokens', () => {
  it('lists ETH, PUSD and PTK with the holdings viem reads; a token not held has quantity 0 and its price', async () => {
    const tokens = await run(actors.fetchSwapTokens, { caipNetworkId: chain, caipAddress: caip10(HOLDER) });
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: caip10(NATIVE), decimals: 18 },
      { symbol: 'PUSD', address: caip10(PUSD.address), decimals: 6 },
      { symbol: 'PTK', address: caip10(PTK.address), decimals: 18 },
    ]);
    const [eth, pusd, ptk] = tokens;
    const ethHeld = formatEther(await viem().getBalance({ address: HOLDER }));
    const pusdHeld = formatUnits(await tokenBalance(PUSD.address, HOLDER), PUSD.decimals);
    expect(pusdHeld).toBe('42.5');
    // Held, so priced and valued as the balance API answers the holding.
    const balances = await balancesOf(cloud, HOLDER, { chainId: chain });
    const nativeBalance = balances.find((balance) => !balance.address);
    const pusdBalance = balances.find((balance) => balance.symbol === 'PUSD');
    expect(nativeBalance?.price).toBeGreaterThan(0);
    expect(eth).toMatchObject({
      quantity: { decimals: '18', numeric: ethHeld },
      price: nativeBalance?.price,
      value: nativeBalance?.value,
    });
    expect(pusd).toMatchObject({
      quantity: { decimals: '6', numeric: pusdHeld },
      price: pusdBalance?.price,
      value: pusdBalance?.value,
    });
    expect(await tokenBalance(PTK.address, HOLDER)).toBe(0n);
    // Not held, so priced by the price API (from the pools' reserves: it moves with trades).
    const priced = await sendJson(urlOf(cloud, '/v1/fungible/price'), 'POST', {
      currency: 'usd',
      addresses: [caip10(PTK.address)],
    });
    const ptkPrice = (priced.body as { fungibles: { price: number }[] }).fungibles[0]?.price;
    expect(ptkPrice).toBeGreaterThan(0);
    expect(ptk).toMatchObject({ quantity: { decimals: '18', numeric: '0' }, price: ptkPrice, value: 0 });
    expect(ptk?.logoUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });
});

describe('fetchSwapQuote', () => {
  it('token → native before approval: the router’s getAmountsOut, allowance 0, the chain’s gas price, the gas before approval', async () => {
    const { PUSD: pusd, ETH: eth } = await tokensOf(UNAPPROVED);
    if (!pusd || !eth) throw new Error('PUSD and ETH are listed');
    const amount = parseUnits('25', 6);
    const quote = await run(actors.fetchSwapQuote, {
      caipNetworkId: chain,
      caipAddress: caip10(UNAPPROVED),
      from: pusd,
      to: eth,
      amount: amount.toString(),
    });
    expect(quote).toEqual({
      toAmount: (await routerAmountOut(amount, [PUSD.address, WETH.address])).toString(),
      allowance: '0',
      gasPrice: (await viem().getGasPrice()).toString(),
      gas: SWAP_GAS_BEFORE_APPROVAL.toString(),
    });
  });

  it('native → token: unlimited allowance, and the gas the chain estimates for the built swap', async () => {
    const { PUSD: pusd, ETH: eth } = await tokensOf(HOLDER);
    if (!pusd || !eth) throw new Error('PUSD and ETH are listed');
    const amount = parseEther('0.25');
    const quote = await run(actors.fetchSwapQuote, {
      caipNetworkId: chain,
      caipAddress: caip10(HOLDER),
      from: eth,
      to: pusd,
      amount: amount.toString(),
    });
    expect(quote.toAmount).toBe((await routerAmountOut(amount, [WETH.address, PUSD.address])).toString());
    expect(quote.allowance).toBe(maxUint256.toString());
    // A Uniswap v2 swap costs far more than a transfer and less than the unestimated figure.
    expect(BigInt(quote.gas)).toBeGreaterThan(50_000n);
    expect(BigInt(quote.gas)).toBeLessThan(SWAP_GAS_BEFORE_APPROVAL);
  });
});

describe('buildSwapApproval, buildSwap and sendSwapTransaction through the wallet', () => {
  it('PUSD → ETH: the approval lets the router take the amount; the swap takes it and pays at least the floor', async () => {
    const { PUSD: pusd, ETH: eth } = await tokensOf(SWAPPER.address);
    if (!pusd || !eth) throw new Error('PUSD and ETH are listed');
    const user = SWAPPER.address;
    const amount = parseUnits('25', 6);
    const swap = {
      caipNetworkId: chain,
      caipAddress: caip10(user),
      from: pusd,
      to: eth,
      amount: amount.toString(),
      slippage: 1,
    };
    const quoted = BigInt((await run(actors.fetchSwapQuote, swap)).toAmount);
    const shown = { ...swap, toAmount: quoted.toString() };
    const account = { caipNetworkId: chain, caipAddress: caip10(user) };

    const builtApproval = await run(actors.buildSwapApproval, shown);
    expect(approvalBuildFault(builtApproval, shown)).toBeUndefined();
    const approval = await run(actors.sendSwapTransaction, {
      ...account,
      tx: sendableTransaction(builtApproval, 0n),
    });
    const approvalReceipt = await viem().getTransactionReceipt({ hash: approval.hash as Hex });
    expect(approvalReceipt).toMatchObject({ status: 'success', from: user.toLowerCase() });
    expect(
      await viem().readContract({
        address: PUSD.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, UNISWAP_V2_ROUTER],
      }),
    ).toBe(amount);

    const pusdBefore = await tokenBalance(PUSD.address, user);
    const ethBefore = await viem().getBalance({ address: user });
    const builtSwap = await run(actors.buildSwap, shown);
    expect(swapBuildFault(builtSwap, shown)).toBeUndefined();
    const swapped = await run(actors.sendSwapTransaction, {
      ...account,
      tx: sendableTransaction(builtSwap, swapValueOf(shown)),
    });
    const receipt = await viem().getTransactionReceipt({ hash: swapped.hash as Hex });
    expect(receipt).toMatchObject({ status: 'success', from: user.toLowerCase() });
    expect(await tokenBalance(PUSD.address, user)).toBe(pusdBefore - amount);
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    const gotEth = (await viem().getBalance({ address: user })) - ethBefore;
    // The swap's gas is paid from the same balance; the floor is the quote less the 1 % slippage.
    expect(gotEth).toBeGreaterThanOrEqual((quoted * 99n) / 100n - fee);
    expect(gotEth + fee).toBeLessThanOrEqual(quoted);
  });

  it('a swap the chain reverts (another trade moved the price past the floor) rejects, and nothing moves', async () => {
    const user = SWAPPER.address;
    const convert = createConvertApi({ baseUrl: cloud.url, projectId: PROJECT });
    const trade = (account: Address, amount: bigint, slippage: number) =>
      convert.buildTransaction({
        amount: amount.toString(),
        from: caip10(NATIVE),
        to: caip10(PTK.address),
        userAddress: caip10(account),
        slippage,
      });
    const built = await trade(user, parseEther('1'), 1);
    // The other trade only has to move the price, far past the 1 % above: straight to the router with
    // no floor and no deadline of its own, so it cannot revert itself (built by the cloud with a floor,
    // it reverted twice on a loaded machine).
    const moverWallet = createWalletClient({ account: MOVER, transport: http(url) });
    const moved = await moverWallet.writeContract({
      chain: null,
      address: UNISWAP_V2_ROUTER,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [0n, [WETH.address, PTK.address], MOVER, maxUint256],
      value: parseEther('5'),
    });
    expect((await viem().waitForTransactionReceipt({ hash: moved })).status).toBe('success');

    const ptkBefore = await tokenBalance(PTK.address, user);
    const client = createEvmClient(testEvmNetwork(31337, [url]));
    const sent = sendConvertTransaction(
      sendableTransaction(built, parseEther('1')),
      { caipNetworkId: chain, caipAddress: caip10(user) },
      walletRequests(),
      client,
    );
    await expect(sent).rejects.toBeInstanceOf(SwapTransactionError);
    await expect(sent).rejects.toThrow(/^The transaction 0x[0-9a-f]{64} was reverted on eip155:31337$/);
    expect(await tokenBalance(PTK.address, user)).toBe(ptkBefore);
  });
});

describe('a network outside the swap list', () => {
  it("the tokens and the quote fail with 'Network not supported for Swaps'; the gas price with '… for Gas Price'", async () => {
    const outside = 'eip155:1';
    const account = `${outside}:${HOLDER}`;
    const tokens = run(actors.fetchSwapTokens, { caipNetworkId: outside, caipAddress: account });
    await expect(tokens).rejects.toBeInstanceOf(PorticoError);
    await expect(tokens).rejects.toMatchObject({
      code: 'networkNotSupportedForSwaps',
      message: 'Network not supported for Swaps',
    });
    const { PUSD: pusd, ETH: eth } = await tokensOf(HOLDER);
    if (!pusd || !eth) throw new Error('PUSD and ETH are listed');
    const elsewhere = (token: SwapToken) => ({ ...token, address: token.address.replace(chain, outside) });
    const quote = run(actors.fetchSwapQuote, {
      caipNetworkId: outside,
      caipAddress: account,
      from: elsewhere(eth),
      to: elsewhere(pusd),
      amount: '1000',
    });
    await expect(quote).rejects.toMatchObject({ message: 'Network not supported for Swaps' });
    const convert = createConvertApi({ baseUrl: cloud.url, projectId: PROJECT });
    await expect(convert.gasPrice(outside)).rejects.toMatchObject({
      code: 'networkNotSupportedForGasPrice',
      message: 'Network not supported for Gas Price',
    });
  });
});
