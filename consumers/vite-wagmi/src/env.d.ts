/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The cloud API (and analytics) base URL, e.g. a local dev/cloud; production when unset. */
  readonly VITE_PORTICO_API?: string;
  /** The JSON-RPC URLs of the two local chains (dev/chain's anvils 31337 and 31338). */
  readonly VITE_CHAIN_A_RPC?: string;
  readonly VITE_CHAIN_B_RPC?: string;
}
