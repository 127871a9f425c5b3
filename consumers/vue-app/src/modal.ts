import { createModal } from 'portico';

// The local services the app is built against (the test passes their URLs at build time).
const env = import.meta.env;

/** The app's modal, on dev/chain's first anvil (a network the built-in registry does not know). */
export const modal = createModal({
  projectId: 'your-project-id',
  networks: [
    {
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local Anvil 31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [env.VITE_CHAIN_RPC ?? 'http://127.0.0.1:8545'] } },
      testnet: true,
    },
  ],
  metadata: { name: 'My Vue app', url: 'https://my.app' },
  themeMode: 'light',
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
