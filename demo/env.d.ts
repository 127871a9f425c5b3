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

/** Set by demo/modal.ts: the page's first modal and the action a browser test calls on it. */
interface Window {
  porticoDemo?: {
    modal: import('../headless/index.ts').PorticoModal;
    switchNetwork: typeof import('../headless/index.ts').switchNetwork;
  };
}
