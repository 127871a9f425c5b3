/**
 * Where swaps are offered (§6 "Swaps are supported on 12 listed networks", §9 swap supported networks
 * 12), and the exchange router a built swap must call on each. The list is production's client's
 * (AppKit 1.8 ConstantsUtil.SWAP_SUPPORTED_NETWORKS); the local chains of dev/chain (anvils 31337 and
 * 31338, with the seeded Uniswap v2) are added so that the product swaps end to end offline.
 */
import type { Address } from 'viem';

/** §6's 12 networks, as production lists them. */
export const SWAP_SUPPORTED_NETWORKS = [
  'eip155:1', // Ethereum
  'eip155:42161', // Arbitrum One
  'eip155:10', // Optimism
  'eip155:324', // ZKSync Era
  'eip155:8453', // Base
  'eip155:56', // BNB Smart Chain
  'eip155:137', // Polygon
  'eip155:100', // Gnosis
  'eip155:43114', // Avalanche
  'eip155:250', // Fantom
  'eip155:8217', // Klaytn
  'eip155:1313161554', // Aurora
] as const;

/** dev/chain's local anvils (dev/chain/chains.ts DEFAULT_EVM_CHAIN_IDS), each seeded with the exchange. */
export const LOCAL_SWAP_NETWORKS = ['eip155:31337', 'eip155:31338'] as const;

/**
 * The exchange of dev/chain's seed: Uniswap v2's router and WETH, deployed by the seed's deployer at
 * fixed nonces, so at the same addresses on every local chain (dev/chain/seed/exchange.ts computes
 * them; dev/cloud/convert/swapRouters.test.ts checks the two agree).
 */
export const LOCAL_UNISWAP_V2_ROUTER: Address = '0x5B3120d0dA5FDcBA7aef87A9c3c64829C1c0D76B';
export const LOCAL_WETH: Address = '0x29a79095352a718B3D7Fe84E1F14E9F34A35598e';

/**
 * 1inch's AggregationRouterV6, production's default swap provider (§9 "a third-party aggregator"):
 * one address on every network of the list but ZKSync Era, which has its own deployment.
 */
export const ONE_INCH_V6_ROUTER: Address = '0x111111125421cA6dc452d289314280a0f8842A65';
export const ONE_INCH_V6_ROUTER_ZKSYNC: Address = '0x6fd4383cB451173D5f9304F041C7BCBf27d561fF';

/** The router a swap built for a network must call, and how its call is read (swapCall.ts). */
export type SwapRouter =
  | { kind: 'uniswapV2'; address: Address; weth: Address }
  | { kind: 'oneInchV6'; address: Address };

/** Whether swaps are offered on a network (CAIP-2): §6's list and the local chains. */
export function isSwapNetwork(caipNetworkId: string | undefined): boolean {
  return swapRouterOf(caipNetworkId) !== undefined;
}

/** The exchange router of a swap network, or undefined outside the list. */
export function swapRouterOf(caipNetworkId: string | undefined): SwapRouter | undefined {
  if ((LOCAL_SWAP_NETWORKS as readonly string[]).includes(caipNetworkId ?? '')) {
    return { kind: 'uniswapV2', address: LOCAL_UNISWAP_V2_ROUTER, weth: LOCAL_WETH };
  }
  if (!(SWAP_SUPPORTED_NETWORKS as readonly string[]).includes(caipNetworkId ?? '')) return undefined;
  return {
    kind: 'oneInchV6',
    address: caipNetworkId === 'eip155:324' ? ONE_INCH_V6_ROUTER_ZKSYNC : ONE_INCH_V6_ROUTER,
  };
}
