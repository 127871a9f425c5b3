import { defineChain } from 'viem';
import { hyperEvm, mainnet, sepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAIP_NETWORK_ID } from './constants.ts';
import { EVM_CHAIN_SOURCES } from './evmChainSources.ts';
import {
  DEFAULT_NETWORK,
  EVM_NETWORKS,
  fromViemChain,
  getNetwork,
  isSupportedNetwork,
  networkName,
  SOLANA_NETWORKS,
  SUPPORTED_NETWORKS,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './networks.ts';

describe('the generated eip155 registry', () => {
  it("equals viem's chain list converted by fromViemChain (regenerate with scripts/generate-networks.ts)", () => {
    expect(EVM_NETWORKS).toEqual(EVM_CHAIN_SOURCES.map(fromViemChain));
  });
});

describe('fromViemChain', () => {
  it('converts a viem chain into a §3 Network', () => {
    expect(fromViemChain(mainnet)).toEqual({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: { http: mainnet.rpcUrls.default.http },
        chainDefault: { http: mainnet.rpcUrls.default.http },
      },
      testnet: false,
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    });
  });
  it('keeps viem testnet flags and leaves out a missing explorer', () => {
    expect(fromViemChain(sepolia).testnet).toBe(true);
    const bare = defineChain({
      id: 31337,
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
    const network = fromViemChain(bare);
    expect(network.blockExplorers).toBeUndefined();
    expect(network.testnet).toBe(false);
    expect(network.caipNetworkId).toBe('eip155:31337');
  });
});

describe('supported networks (§3)', () => {
  it('holds the spec eip155 networks, chain 999 included', () => {
    expect(EVM_NETWORKS.map((n) => n.id)).toEqual([
      1, 11155111, 10, 42161, 137, 42220, 1313161554, 56, 43114, 324, 100, 8453, 7777777, 999,
    ]);
    expect(getNetwork('eip155:999')?.name).toBe(hyperEvm.name);
  });
  it('holds the three Solana networks with their CAIP ids', () => {
    expect(SOLANA_NETWORKS.map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ]);
    expect([solana.testnet, solanaTestnet.testnet, solanaDevnet.testnet]).toEqual([false, true, true]);
    expect(solana.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 });
  });
  it('every network has a unique, consistent CAIP-2 id and an RPC endpoint', () => {
    const ids = SUPPORTED_NETWORKS.map((n) => n.caipNetworkId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const network of SUPPORTED_NETWORKS) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`);
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0);
      expect(network.rpcUrls.chainDefault.http.length).toBeGreaterThan(0);
    }
  });
  it('looks networks up by CAIP-2 id', () => {
    expect(getNetwork('eip155:8453')?.name).toBe('Base');
    expect(isSupportedNetwork('eip155:10')).toBe(true);
    expect(isSupportedNetwork('eip155:31337')).toBe(false);
    expect(getNetwork('eip155:31337')).toBeUndefined();
  });
  it("names an unsupported network 'Unknown Network'", () => {
    expect(networkName('eip155:137')).toBe('Polygon');
    expect(networkName('eip155:31337')).toBe('Unknown Network');
    expect(networkName('not-an-id')).toBe('Unknown Network');
  });
  it('the default network is eip155:1 (§9)', () => {
    expect(DEFAULT_CAIP_NETWORK_ID).toBe('eip155:1');
    expect(DEFAULT_NETWORK.caipNetworkId).toBe('eip155:1');
    expect(DEFAULT_NETWORK).toBe(getNetwork('eip155:1'));
  });
});
