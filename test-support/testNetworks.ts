/** Networks for the RPC and connector tests: the local anvil chains, with endpoints a test chooses. */
import type { Network } from '../domain/networks.ts';

/** An eip155 network with id `chainId` and the given default endpoints (none by default). */
export function testEvmNetwork(chainId: number, http: readonly string[] = []): Network {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet: true,
  };
}

/** A solana network with the given genesis-hash prefix and default endpoints. */
export function testSolanaNetwork(reference: string, http: readonly string[] = []): Network {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: 'Solana local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http }, chainDefault: { http } },
    testnet: true,
  };
}
