/**
 * The production services Portico talks to. Every one is an option (`endpoints` in createModal's
 * options) so a host, a test or the demo can point Portico at its own or the local `dev/` services.
 */
export const PRODUCTION_ENDPOINTS = {
  /** Wallet directory, project configuration, blockchain data, names, on-ramp (§7). */
  api: 'https://api.portico.dev',
  /** Blockchain RPC proxy: POST /v1/?chainId={chain}&projectId={id} (§7). */
  rpc: 'https://rpc.portico.dev',
  /** Analytics: POST /e (§7). Only called when the host turns analytics on. */
  pulse: 'https://pulse.portico.dev',
  /** Signing-protocol relay (irn over WebSocket). */
  relay: 'wss://relay.portico.dev',
  /** The embedded wallet's secure site (frame and social popups). */
  secureSite: 'https://secure.portico.dev',
} as const;

export type Endpoints = { [K in keyof typeof PRODUCTION_ENDPOINTS]: string };

/** SDK identity sent with every cloud call (§7: "add the project id and the SDK type and version"). */
export const SDK_TYPE = 'portico';
export const SDK_VERSION = '0.1.0';
