/**
 * The exchange of exchange.ts as transactions, in the order the seed sends them (all from the deployer,
 * so one block keeps them in nonce order): WETH9, the factory, the router; the deployer mints itself the
 * pools' tokens, lets the router take them, and adds each pool's liquidity (the router creates the pair).
 */
import { encodeDeployData, encodeFunctionData, maxUint256 } from 'viem';
import { ERC20_ABI } from './artifacts/erc20.ts';
import { UNISWAP_V2_FACTORY_ABI, UNISWAP_V2_FACTORY_BYTECODE } from './artifacts/uniswapV2Core.ts';
import {
  UNISWAP_V2_ROUTER_ABI,
  UNISWAP_V2_ROUTER_BYTECODE,
  WETH9_ABI,
  WETH9_BYTECODE,
} from './artifacts/uniswapV2Periphery.ts';
import type { TxRequest } from './evm.ts';
import {
  LIQUIDITY_LOCK,
  poolFunding,
  SEEDED_POOLS,
  type SeededPool,
  UNISWAP_V2_FACTORY,
  UNISWAP_V2_ROUTER,
  WETH,
} from './exchange.ts';
import { SEED_DEPLOYER } from './plan.ts';

// Gas limits a little above what each costs (measured on anvil), so the block's limit holds them all.
const GAS = { weth: 700_000n, factory: 3_300_000n, router: 5_100_000n, token: 100_000n, pool: 3_000_000n };

function addLiquidity(pool: SeededPool): TxRequest {
  const base = { from: SEED_DEPLOYER, to: UNISWAP_V2_ROUTER, gas: GAS.pool };
  if (!pool.other) {
    return {
      ...base,
      value: pool.otherAmount,
      data: encodeFunctionData({
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'addLiquidityETH',
        args: [pool.token.address, pool.amount, pool.amount, pool.otherAmount, LIQUIDITY_LOCK, maxUint256],
      }),
    };
  }
  return {
    ...base,
    data: encodeFunctionData({
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'addLiquidity',
      args: [
        pool.token.address,
        pool.other.address,
        pool.amount,
        pool.otherAmount,
        pool.amount,
        pool.otherAmount,
        LIQUIDITY_LOCK,
        maxUint256,
      ],
    }),
  };
}

/** The exchange's transactions, in order; the deployer must hold the pools' native coin. */
export function exchangeRequests(): TxRequest[] {
  const deploys: TxRequest[] = [
    {
      from: SEED_DEPLOYER,
      gas: GAS.weth,
      data: encodeDeployData({ abi: WETH9_ABI, bytecode: WETH9_BYTECODE }),
    },
    {
      from: SEED_DEPLOYER,
      gas: GAS.factory,
      data: encodeDeployData({
        abi: UNISWAP_V2_FACTORY_ABI,
        bytecode: UNISWAP_V2_FACTORY_BYTECODE,
        args: [SEED_DEPLOYER],
      }),
    },
    {
      from: SEED_DEPLOYER,
      gas: GAS.router,
      data: encodeDeployData({
        abi: UNISWAP_V2_ROUTER_ABI,
        bytecode: UNISWAP_V2_ROUTER_BYTECODE,
        args: [UNISWAP_V2_FACTORY, WETH.address],
      }),
    },
  ];
  const funding = [...poolFunding()].flatMap(([token, amount]): TxRequest[] => [
    {
      from: SEED_DEPLOYER,
      to: token.address,
      gas: GAS.token,
      data: encodeFunctionData({ abi: ERC20_ABI, functionName: 'mint', args: [SEED_DEPLOYER, amount] }),
    },
    {
      from: SEED_DEPLOYER,
      to: token.address,
      gas: GAS.token,
      data: encodeFunctionData({
        abi: ERC20_ABI,
        functionName: 'approve',
        args: [UNISWAP_V2_ROUTER, amount],
      }),
    },
  ]);
  return [...deploys, ...funding, ...SEEDED_POOLS.map(addLiquidity)];
}

/** The contracts the exchange deploys, in order, by name (for the seed's result and the CLI's lines). */
export const EXCHANGE_CONTRACTS = {
  WETH: WETH.address,
  UniswapV2Factory: UNISWAP_V2_FACTORY,
  UniswapV2Router02: UNISWAP_V2_ROUTER,
} as const;
