/** Injected by demo/server.ts: the local dev service endpoints. */
declare const __PORTICO_DEMO__: {
  api: string;
  pulse: string;
  relay: string;
  secureSite: string;
  chains: {
    evm: { chainId: number; caip2Id: string; url: string }[];
    solana: { caip2Id: string; url: string };
  };
};
