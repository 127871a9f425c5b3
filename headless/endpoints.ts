/**
 * The production services Portico talks to: the public services that speak each protocol (Reown's
 * cloud, where a project id comes from, and WalletConnect's relay). Every one is an option
 * (`endpoints` in createModal's options) so a host, a test or the demo can point Portico at its own or
 * the local `dev/` stand-ins.
 */
export const PRODUCTION_ENDPOINTS = {
  /** Wallet directory, project configuration, blockchain data, names, on-ramp (§7). */
  api: 'https://api.web3modal.org',
  /** Blockchain RPC proxy: POST /v1/?chainId={chain}&projectId={id} (§7). */
  rpc: 'https://rpc.walletconnect.org',
  /** Blockchain data API: account balances and history (§7 /v1/account/{address}/balance, …/history). */
  blockchainApi: 'https://rpc.walletconnect.org',
  /** Analytics: POST /e (§7), when the project's configuration enables it. */
  pulse: 'https://pulse.walletconnect.org',
  /** Signing-protocol relay (irn over WebSocket). */
  relay: 'wss://relay.walletconnect.org',
  /** The embedded wallet's secure site (frame and social popups). */
  secureSite: 'https://secure.walletconnect.org/sdk',
} as const;

export type Endpoints = { [K in keyof typeof PRODUCTION_ENDPOINTS]: string };

/** SDK identity sent with every cloud call (§7: "add the project id and the SDK type and version"). */
export const SDK_TYPE = 'portico';
export const SDK_VERSION = '0.1.0';
