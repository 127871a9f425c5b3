import { localNetworkName } from '../headless/approval/networkName.ts';
import type { NetworkOption } from '../headless/options.ts';

/**
 * The demo's networks: the two local anvil chains and the local Solana stand-in, given whole because
 * the built-in registry does not know them (each with an asset image id the dev cloud serves), then
 * mainnets from the registry by CAIP-2 id (the modal bundles their logos). Their names are the ones the
 * secure site's approval panel shows for them (headless/approval/networkName.ts).
 */
export const DEMO_NETWORKS: NetworkOption[] = [
  ...__PORTICO_DEMO__.chains.evm.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: chain.caip2Id,
    chainNamespace: 'eip155' as const,
    name: localNetworkName(chain.caip2Id) ?? `Local Anvil ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    testnet: true,
    // Its image the way production gives one (§7 /public/getAssetImage/{id}), from the dev cloud.
    assets: { imageId: `portico-local-anvil-${chain.chainId}` },
  })),
  {
    id: __PORTICO_DEMO__.chains.solana.caip2Id.split(':')[1] ?? '',
    caipNetworkId: __PORTICO_DEMO__.chains.solana.caip2Id,
    chainNamespace: 'solana',
    name: localNetworkName(__PORTICO_DEMO__.chains.solana.caip2Id) ?? 'Local Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [__PORTICO_DEMO__.chains.solana.url] } },
    testnet: true,
    assets: { imageId: 'portico-local-solana' },
  },
  'eip155:1',
];
