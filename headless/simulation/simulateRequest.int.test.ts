/**
 * Simulation against a real seeded anvil: each request is simulated, then sent for real, and what the
 * simulation said is compared with what the chain shows afterwards (balances, owners, the receipt).
 */
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningAnvil, startAnvil } from '../../dev/chain/anvil.ts';
import { ERC721_ABI } from '../../dev/chain/seed/artifacts/erc721.ts';
import { UNISWAP_V2_ROUTER_ABI } from '../../dev/chain/seed/artifacts/uniswapV2Periphery.ts';
import { seedEvmChain } from '../../dev/chain/seed/evm.ts';
import { UNISWAP_V2_ROUTER, WETH } from '../../dev/chain/seed/exchange.ts';
import { PETS, PUSD } from '../../dev/chain/seed/plan.ts';
import { NATIVE_COIN_ADDRESS } from '../../domain/simulation/tokenEvents.ts';
import { type SimulationReport, simulateRequest } from './simulateRequest.ts';

const sender = privateKeyToAccount((EVM_ACCOUNTS[0]?.privateKey ?? '0x') as Hex);
const receiver = (EVM_ACCOUNTS[3]?.address ?? '0x').toLowerCase() as Hex;
const ETH = { symbol: 'ETH', decimals: 18 };
const pusd = PUSD.address.toLowerCase();

let chain: RunningAnvil;
let client: PublicClient;

beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: 0 });
  await seedEvmChain(chain.url);
  client = createPublicClient({ transport: http(chain.url) });
});

afterAll(async () => {
  await chain?.close();
});

const wallet = () => createWalletClient({ account: sender, transport: http(chain.url) });

type Call = { to: Hex; value?: bigint; data?: Hex };

async function simulate(method: 'eth_sendTransaction' | 'wallet_sendCalls', calls: Call[]) {
  const hexed = calls.map((call) => ({
    ...call,
    ...(call.value !== undefined && { value: `0x${call.value.toString(16)}` }),
  }));
  const params =
    method === 'eth_sendTransaction'
      ? [{ from: sender.address, ...hexed[0] }]
      : [{ from: sender.address, chainId: '0x7a69', calls: hexed }];
  const report = await simulateRequest(client, {
    method,
    params,
    account: sender.address,
    nativeCurrency: ETH,
  });
  if (report?.status !== 'simulated') throw new Error(`not simulated: ${JSON.stringify(report)}`);
  return report as Extract<SimulationReport, { status: 'simulated' }>;
}

/** Sends the calls for real, one by one; returns the fees paid. */
async function execute(calls: Call[], gas?: bigint) {
  let fees = 0n;
  const receipts = [];
  for (const call of calls) {
    const hash = await wallet().sendTransaction({ ...call, ...(gas && { gas }), chain: null });
    const receipt = await client.waitForTransactionReceipt({ hash });
    fees += receipt.gasUsed * receipt.effectiveGasPrice;
    receipts.push(receipt);
  }
  return { fees, receipts };
}

const balanceOf = (token: Hex, owner: Hex) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

test('a native transfer: the coin out and the receiver’s gain are what the chain shows after', async () => {
  const value = parseEther('0.01');
  const calls = [{ to: receiver, value }];
  const report = await simulate('eth_sendTransaction', calls);
  const [before, receiverBefore] = await Promise.all([
    client.getBalance({ address: sender.address }),
    client.getBalance({ address: receiver }),
  ]);
  const { fees } = await execute(calls);
  const [after, receiverAfter] = await Promise.all([
    client.getBalance({ address: sender.address }),
    client.getBalance({ address: receiver }),
  ]);
  expect(report.outcome.outgoing).toEqual([
    { standard: 'native', token: NATIVE_COIN_ADDRESS, ...ETH, amount: before - after - fees },
  ]);
  expect(report.outcome.counterpart).toEqual({
    address: receiver,
    gains: [
      { standard: 'native', token: NATIVE_COIN_ADDRESS, ...ETH, amount: receiverAfter - receiverBefore },
    ],
  });
  expect(report.lines.map((line) => line.text)).toContain('You send 0.01 ETH');
});

test('an ERC-20 transfer: the token out, by its symbol and decimals, matches the balances after', async () => {
  const amount = parseUnits('5', 6);
  const calls = [
    {
      to: PUSD.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }),
    },
  ];
  const report = await simulate('eth_sendTransaction', calls);
  const before = await balanceOf(PUSD.address, sender.address);
  await execute(calls);
  const after = await balanceOf(PUSD.address, sender.address);
  expect(report.outcome.outgoing).toEqual([
    { standard: 'erc20', token: pusd, symbol: 'PUSD', decimals: 6, amount: before - after },
  ]);
  expect(report.outcome.counterpart?.address).toBe(receiver);
  expect(report.lines.map((line) => line.text)).toContain('You send 5 PUSD');
});

test('an NFT transfer: the token id out is the one the receiver owns after', async () => {
  const calls = [
    {
      to: PETS.address,
      data: encodeFunctionData({
        abi: ERC721_ABI,
        functionName: 'transferFrom',
        args: [sender.address, receiver, 0n],
      }),
    },
  ];
  const report = await simulate('eth_sendTransaction', calls);
  await execute(calls);
  const owner = await client.readContract({
    address: PETS.address,
    abi: ERC721_ABI,
    functionName: 'ownerOf',
    args: [0n],
  });
  expect(report.outcome.outgoing).toEqual([
    { standard: 'erc721', token: PETS.address.toLowerCase(), symbol: 'PETS', tokenId: 0n, amount: 1n },
  ]);
  expect(String(owner).toLowerCase()).toBe(report.outcome.counterpart?.address);
});

test('a revert is predicted with its reason, and the real transaction reverts', async () => {
  const balance = await balanceOf(PUSD.address, sender.address);
  const calls = [
    {
      to: PUSD.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, balance + 1n] }),
    },
  ];
  const report = await simulate('eth_sendTransaction', calls);
  expect(report.outcome.revert).toEqual({ callIndex: 0, reason: 'ERC20: transfer amount exceeds balance' });
  expect(report.lines[0]?.text).toBe('This transaction will fail: ERC20: transfer amount exceeds balance');
  const { receipts } = await execute(calls, 200_000n);
  expect(receipts[0]?.status).toBe('reverted');
  expect(await balanceOf(PUSD.address, sender.address)).toBe(balance);
});

test('a batch of two calls, an unlimited approval then a swap through the local exchange, in order', async () => {
  const amountIn = parseUnits('100', 6);
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
  const calls = [
    {
      to: PUSD.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [UNISWAP_V2_ROUTER, maxUint256],
      }),
    },
    {
      to: UNISWAP_V2_ROUTER,
      data: encodeFunctionData({
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'swapExactTokensForETH',
        args: [amountIn, 0n, [PUSD.address, WETH.address], sender.address, deadline],
      }),
    },
  ];
  const report = await simulate('wallet_sendCalls', calls);
  const [ethBefore, pusdBefore] = await Promise.all([
    client.getBalance({ address: sender.address }),
    balanceOf(PUSD.address, sender.address),
  ]);
  const { fees } = await execute(calls);
  const [ethAfter, pusdAfter] = await Promise.all([
    client.getBalance({ address: sender.address }),
    balanceOf(PUSD.address, sender.address),
  ]);
  expect(report.outcome.outgoing).toEqual([
    { standard: 'erc20', token: pusd, symbol: 'PUSD', decimals: 6, amount: pusdBefore - pusdAfter },
  ]);
  expect(report.outcome.incoming).toEqual([
    { standard: 'native', token: NATIVE_COIN_ADDRESS, ...ETH, amount: ethAfter - ethBefore + fees },
  ]);
  expect(report.outcome.approvals).toEqual([
    expect.objectContaining({
      scope: 'erc20',
      token: pusd,
      spender: UNISWAP_V2_ROUTER.toLowerCase(),
      unlimited: true,
      spenderIsContract: true,
    }),
  ]);
  expect(
    await client.readContract({
      address: PUSD.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [sender.address, UNISWAP_V2_ROUTER],
    }),
  ).toBe(maxUint256 - amountIn);
});

test('an unlimited approval to an address with no code is flagged as such', async () => {
  const calls = [
    {
      to: PUSD.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, maxUint256] }),
    },
  ];
  const report = await simulate('eth_sendTransaction', calls);
  expect(report.lines.map((line) => line.id)).toEqual([
    'actions.simulation.approvalUnlimited',
    'actions.simulation.warning.unlimited',
    'actions.simulation.warning.notContract',
    'actions.simulation.noChanges',
  ]);
});

test('an RPC that cannot be reached gives the plain unavailable report', async () => {
  const nowhere = createPublicClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0 }) });
  const report = await simulateRequest(nowhere, {
    method: 'eth_sendTransaction',
    params: [{ from: sender.address, to: receiver, value: '0x1' }],
    account: sender.address,
    nativeCurrency: ETH,
  });
  expect(report?.status).toBe('unavailable');
  expect(report?.lines.map((line) => line.id)).toEqual(['actions.simulation.unavailable']);
});
