/**
 * The exchange the seed puts on every local EVM chain, as data: Uniswap v2 (WETH9, the factory, the
 * router) deployed by the seed deployer right after plan.ts's transactions, and the pools it seeds. Prices
 * then move with trades as on a real market; dev/cloud's conversion API quotes from these pools.
 */
import { type Address, getContractAddress, parseEther, parseUnits } from 'viem';
import { PTK, PUSD, SEED_BLOCKS, SEED_DEPLOYER, type SeededToken, type SeedStep } from './plan.ts';

/** Steps of plan.ts that the deployer signs (deploys and mints): they use its nonces before the exchange's. */
function sentByDeployer(step: SeedStep): boolean {
  return step.kind === 'deploy' || step.kind === 'mint' || step.kind === 'mintNft';
}

/** The deployer's first nonce after plan.ts (17: 4 deploys and 13 mints). */
export const EXCHANGE_FIRST_NONCE = SEED_BLOCKS.flat().filter(sentByDeployer).length;

const deployedAt = (offset: number) =>
  getContractAddress({ from: SEED_DEPLOYER, nonce: BigInt(EXCHANGE_FIRST_NONCE + offset) });

/** Wrapped Ether: what the router holds the native coin as inside the pools. */
export const WETH: SeededToken = {
  kind: 'erc20',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
  address: deployedAt(0),
};
/** UniswapV2Factory (its fee setter is the deployer; no protocol fee is switched on). */
export const UNISWAP_V2_FACTORY: Address = deployedAt(1);
/** UniswapV2Router02 on the factory and WETH. */
export const UNISWAP_V2_ROUTER: Address = deployedAt(2);

/**
 * Where the pools' liquidity tokens go: an address no key holds, so the liquidity stays and no dev account
 * shows them. Not the usual `0x…dEaD`, which dev/cloud's tests use as the account that holds nothing.
 */
export const LIQUIDITY_LOCK: Address = '0x000000000000000000000000000000000000beef';

/** One seeded pool: `token` against the native coin (`other` absent) or against `other`. */
export interface SeededPool {
  token: SeededToken;
  amount: bigint;
  other?: SeededToken;
  otherAmount: bigint;
}

/**
 * The pools, sized at dev/cloud's reference prices (ETH 3120.55 USD, PUSD 1, PTK about 0.4217) and deep
 * enough that a dev account's trade moves the price a little, not away.
 */
export const SEEDED_POOLS: readonly SeededPool[] = [
  { token: PUSD, amount: parseUnits('312055', 6), otherAmount: parseEther('100') },
  { token: PTK, amount: parseUnits('740000', 18), otherAmount: parseEther('100') },
  { token: PUSD, amount: parseUnits('10000', 6), other: PTK, otherAmount: parseUnits('23713.54', 18) },
];

/** The native coin the pools hold (as WETH), which the deployer is credited before the seed. */
export const POOLS_NATIVE_TOTAL = SEEDED_POOLS.reduce((sum, p) => (p.other ? sum : sum + p.otherAmount), 0n);

/** What the deployer mints itself to fund the pools, per token. */
export function poolFunding(): Map<SeededToken, bigint> {
  const funding = new Map<SeededToken, bigint>();
  for (const pool of SEEDED_POOLS) {
    funding.set(pool.token, (funding.get(pool.token) ?? 0n) + pool.amount);
    if (pool.other) funding.set(pool.other, (funding.get(pool.other) ?? 0n) + pool.otherAmount);
  }
  return funding;
}
