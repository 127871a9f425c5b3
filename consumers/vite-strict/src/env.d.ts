/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The cloud API (and analytics) base URL, e.g. a local dev/cloud; production when unset. */
  readonly VITE_PORTICO_API?: string;
}
