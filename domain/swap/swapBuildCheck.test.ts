/**
 * The built swap held against the review: each fault on its own, on the local Uniswap v2
 * router and on 1inch's AggregationRouterV6 (production's provider), whose calls are encoded here from
 * its ABI; and the approval's spender and amount.
 */
import { encodeFunctionData, erc20Abi, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { honestApproval, honestSwap } from '../../test-support/swapExchange.ts';
import { SWAP_ETH, SWAP_PUSD } from '../../test-support/swapTokens.ts';
import { approvalBuildFault, type ShownSwap, swapBuildFault, swapValueOf } from './swapBuildCheck.ts';
import { isSwapNetwork, ONE_INCH_V6_ROUTER, SWAP_SUPPORTED_NETWORKS, swapRouterOf } from './swapNetworks.ts';

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const STRANGER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LOCAL = {
  caipNetworkId: 'eip155:31337' as const,
  caipAddress: `eip155:31337:${ME}`,
  from: SWAP_ETH,
  to: SWAP_PUSD,
  amount: '1000000000000000000',
  toAmount: '2000000000',
  slippage: 1,
} satisfies ShownSwap;

describe('swapBuildFault on the local Uniswap v2 router', () => {
  it('the honest build passes; its value is the amount sold for the native coin, 0 for a token', async () => {
    expect(swapBuildFault(await honestSwap(LOCAL), LOCAL)).toBeUndefined();
    const tokenSale = { ...LOCAL, from: SWAP_PUSD, to: SWAP_ETH, amount: '1000000' };
    expect(swapBuildFault(await honestSwap(tokenSale), tokenSale)).toBeUndefined();
    expect(swapValueOf(LOCAL)).toBe(10n ** 18n);
    expect(swapValueOf(tokenSale)).toBe(0n);
  });

  it('names each fault: network, sender, router, call, value, amount in, minimum', async () => {
    const built = await honestSwap(LOCAL);
    expect(swapBuildFault({ ...built, to: built.to.replace('31337', '1') }, LOCAL)).toBe('network');
    expect(swapBuildFault({ ...built, from: `eip155:31337:${STRANGER}` }, LOCAL)).toBe('sender');
    expect(swapBuildFault({ ...built, to: `eip155:31337:${STRANGER}` }, LOCAL)).toBe('router');
    expect(swapBuildFault({ ...built, data: '0x095ea7b3' }, LOCAL)).toBe('call');
    expect(swapBuildFault({ ...built, value: '2000000000000000000' }, LOCAL)).toBe('value');
    expect(swapBuildFault({ ...built, value: undefined }, LOCAL)).toBeUndefined();
    const tokenSale = { ...LOCAL, from: SWAP_PUSD, to: SWAP_ETH, amount: '1000000' };
    const more = await honestSwap({ ...tokenSale, amount: '2000000' });
    expect(swapBuildFault({ ...more, value: '0' }, tokenSale)).toBe('amountIn');
    expect(swapBuildFault(await honestSwap(LOCAL, 1_979_999_999n), LOCAL)).toBe('minimum');
    expect(swapBuildFault(await honestSwap(LOCAL, 1_980_000_000n), LOCAL)).toBeUndefined();
  });

  it('another recipient or another token bought', async () => {
    const toStranger = await honestSwap({ ...LOCAL, caipAddress: `eip155:31337:${STRANGER}` });
    expect(swapBuildFault({ ...toStranger, from: LOCAL.caipAddress }, LOCAL)).toBe('recipient');
    const otherToken = await honestSwap({
      ...LOCAL,
      to: { ...SWAP_PUSD, address: `eip155:31337:${STRANGER}` },
    });
    expect(swapBuildFault(otherToken, LOCAL)).toBe('tokens');
  });
});

describe('swapBuildFault on 1inch AggregationRouterV6 (eip155:1)', () => {
  const abi = parseAbi([
    'function swap(address executor, (address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc, bytes data) payable returns (uint256 returnAmount, uint256 spentAmount)',
    'function ethUnoswapTo(uint256 to, uint256 minReturn, uint256 dex) payable returns (uint256 returnAmount)',
  ]);
  const shown: ShownSwap = {
    ...LOCAL,
    caipNetworkId: 'eip155:1',
    caipAddress: `eip155:1:${ME}`,
    from: { ...SWAP_ETH, address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' },
    to: { ...SWAP_PUSD, address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  };
  type Desc = {
    srcToken: `0x${string}`;
    dstToken: `0x${string}`;
    srcReceiver: `0x${string}`;
    dstReceiver: `0x${string}`;
    amount: bigint;
    minReturnAmount: bigint;
    flags: bigint;
  };
  const desc: Desc = {
    srcToken: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    dstToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    srcReceiver: STRANGER,
    dstReceiver: ME,
    amount: 10n ** 18n,
    minReturnAmount: 1_980_000_000n,
    flags: 0n,
  };
  const built = (data: `0x${string}`, value = shown.amount) => ({
    from: shown.caipAddress,
    to: `eip155:1:${ONE_INCH_V6_ROUTER}`,
    data,
    value,
    eip155: { gas: '200000', gasPrice: '1' },
  });
  const swapCall = (changes: Partial<Desc>) =>
    encodeFunctionData({ abi, functionName: 'swap', args: [STRANGER, { ...desc, ...changes }, '0x'] });

  it('the generic swap: passes as built, and each changed field is its fault', () => {
    expect(swapBuildFault(built(swapCall({})), shown)).toBeUndefined();
    // A zero receiver is the sender (the router pays msg.sender).
    expect(swapBuildFault(built(swapCall({ dstReceiver: `0x${'0'.repeat(40)}` })), shown)).toBeUndefined();
    expect(swapBuildFault(built(swapCall({ dstReceiver: STRANGER })), shown)).toBe('recipient');
    expect(swapBuildFault(built(swapCall({ amount: 2n * 10n ** 18n })), shown)).toBe('amountIn');
    expect(swapBuildFault(built(swapCall({ minReturnAmount: 1n })), shown)).toBe('minimum');
    expect(swapBuildFault(built(swapCall({ dstToken: STRANGER })), shown)).toBe('tokens');
    // Partial fill checks the minimum pro rata, not as a floor: not a call Portico can vouch for.
    expect(swapBuildFault(built(swapCall({ flags: 1n })), shown)).toBe('call');
  });

  it('a packed ethUnoswapTo: its recipient is the low 160 bits', () => {
    const flagged = (1n << 255n) | BigInt(ME);
    const call = (to: bigint, min: bigint) =>
      encodeFunctionData({ abi, functionName: 'ethUnoswapTo', args: [to, min, 0n] });
    expect(swapBuildFault(built(call(flagged, 1_980_000_000n)), shown)).toBeUndefined();
    expect(swapBuildFault(built(call(BigInt(STRANGER), 1_980_000_000n)), shown)).toBe('recipient');
    expect(swapBuildFault(built(call(flagged, 5n)), shown)).toBe('minimum');
  });
});

describe('approvalBuildFault', () => {
  const tokenSale = { ...LOCAL, from: SWAP_PUSD, to: SWAP_ETH, amount: '1000000' };
  it('the router may take at least the amount sold, nothing else', async () => {
    const approval = await honestApproval(tokenSale);
    expect(approvalBuildFault(approval, tokenSale)).toBeUndefined();
    const to = (spender: `0x${string}`, amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
    expect(approvalBuildFault({ ...approval, data: to(STRANGER, 10n ** 30n) }, tokenSale)).toBe('spender');
    const router = swapRouterOf('eip155:31337')?.address ?? '0x';
    expect(approvalBuildFault({ ...approval, data: to(router, 999_999n) }, tokenSale)).toBe('approvalAmount');
    expect(approvalBuildFault({ ...approval, to: `eip155:31337:${STRANGER}` }, tokenSale)).toBe('token');
    expect(approvalBuildFault({ ...approval, value: '1' }, tokenSale)).toBe('value');
  });
});

describe('swap networks (§6: 12 listed, and the local chains)', () => {
  it('offers swaps on production’s 12 networks and dev/chain’s anvils only', () => {
    expect(SWAP_SUPPORTED_NETWORKS).toHaveLength(12);
    expect(isSwapNetwork('eip155:1')).toBe(true);
    expect(isSwapNetwork('eip155:1313161554')).toBe(true);
    expect(isSwapNetwork('eip155:31337')).toBe(true);
    expect(isSwapNetwork('eip155:11155111')).toBe(false);
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
    expect(swapRouterOf('eip155:324')?.address).not.toBe(ONE_INCH_V6_ROUTER);
  });
});
