import { createModal } from 'portico';
import { porticoConnector, porticoNetworksFromWagmi } from 'portico/wagmi';
import { defineChain } from 'viem';
import { createConfig, http } from 'wagmi';

// The local services the app is built against (the test passes their URLs at build time).
const env = import.meta.env;

/** One of dev/chain's anvil chains. */
function localChain<const id extends number>(id: id, rpcUrl: string) {
  return defineChain({
    id,
    name: `Local Anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

export const chainA = localChain(31337, env.VITE_CHAIN_A_RPC ?? 'http://127.0.0.1:8545');
export const chainB = localChain(31338, env.VITE_CHAIN_B_RPC ?? 'http://127.0.0.1:8546');

const chains = [chainA, chainB] as const;
const transports = {
  [chainA.id]: http(chainA.rpcUrls.default.http[0]),
  [chainB.id]: http(chainB.rpcUrls.default.http[0]),
};

// Portico's networks are wagmi's chains on wagmi's transports: named once, here.
export const modal = createModal({
  projectId: 'your-project-id',
  networks: porticoNetworksFromWagmi({ chains, transports }),
  metadata: { name: 'My wagmi app', url: 'https://my.app' },
  // The local cloud also serves the blockchain data API (balances) of the local chains.
  ...(env.VITE_PORTICO_API
    ? {
        endpoints: {
          api: env.VITE_PORTICO_API,
          pulse: env.VITE_PORTICO_API,
          blockchainApi: env.VITE_PORTICO_API,
        },
      }
    : {}),
});

// Portico's connector is the only one: wagmi does not discover the page's wallets itself (Portico does).
export const wagmiConfig = createConfig({
  chains,
  transports,
  connectors: [porticoConnector(modal)],
  multiInjectedProviderDiscovery: false,
});
