/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The cloud API (and analytics, balances) base URL, e.g. a local dev/cloud; production when unset. */
  readonly VITE_PORTICO_API?: string;
  /** The JSON-RPC URL of the local chain (dev/chain's anvil 31337). */
  readonly VITE_CHAIN_RPC?: string;
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent;
  export default component;
}
