import { createConfig } from '@wagmi/core';
import { custom, defineChain, fallback, http, webSocket } from 'viem';
import { mainnet } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import { createModal } from '../headless/index.ts';
import { porticoNetworksFromWagmi } from './networksFromWagmi.ts';

const anvil = defineChain({
  id: 31337,
  name: 'Local Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
});

describe('porticoNetworksFromWagmi', () => {
  test("each wagmi chain is a whole eip155 network on its transport's endpoints, in wagmi's order", () => {
    const networks = porticoNetworksFromWagmi({
      chains: [anvil, mainnet],
      transports: {
        [anvil.id]: http('http://127.0.0.1:9545'),
        [mainnet.id]: fallback([
          http('https://eth.example/a'),
          webSocket('wss://eth.example/ws'),
          http('https://eth.example/b'),
        ]),
      },
    });
    expect(networks).toEqual([
      {
        id: 31337,
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        name: 'Local Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: {
          default: { http: ['http://127.0.0.1:9545'] },
          chainDefault: { http: ['http://127.0.0.1:8545'] },
        },
        testnet: true,
      },
      {
        id: 1,
        caipNetworkId: 'eip155:1',
        chainNamespace: 'eip155',
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: {
          default: { http: ['https://eth.example/a', 'https://eth.example/b'] },
          chainDefault: { http: [...mainnet.rpcUrls.default.http] },
        },
        testnet: false,
        blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
      },
    ]);
  });

  test("a transport with no HTTP endpoint of its own (http() alone, a custom one, none) leaves the chain's", () => {
    const wallet = custom({ request: async () => null });
    const networks = porticoNetworksFromWagmi({
      chains: [anvil, mainnet],
      transports: { [anvil.id]: http(), [mainnet.id]: wallet },
    });
    expect(networks.map((network) => network.rpcUrls.default.http)).toEqual([
      ['http://127.0.0.1:8545'],
      [...mainnet.rpcUrls.default.http],
    ]);
    expect(porticoNetworksFromWagmi({ chains: [anvil] })[0]?.rpcUrls.default.http).toEqual([
      'http://127.0.0.1:8545',
    ]);
  });

  test("reads a wagmi config's chains and transports too", () => {
    const config = createConfig({
      chains: [anvil],
      transports: { [anvil.id]: http('http://127.0.0.1:9545') },
      storage: null,
      multiInjectedProviderDiscovery: false,
    });
    expect(porticoNetworksFromWagmi(config).map((network) => network.rpcUrls.default.http)).toEqual([
      ['http://127.0.0.1:9545'],
    ]);
  });

  test("createModal takes them as its networks: Portico's engine uses the wagmi chains, the first as default", async () => {
    const modal = createModal({
      projectId: 'test',
      networks: porticoNetworksFromWagmi({
        chains: [anvil, mainnet],
        transports: { [anvil.id]: http('http://127.0.0.1:9545') },
      }),
    });
    const engine = await modal.load();
    expect(engine.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:1']);
    expect(engine.networks[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545']);
    modal.destroy();
  });
});
