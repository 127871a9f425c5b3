/** The options of `createPairingWallet` and the views it hands to its callbacks. */
import type { AppMetadata, AttestedOrigin, Validation } from './types.ts';

/** Who answers proposals and requests: at once yes, at once no, or the caller (`approve`/`reject`). */
export type Policy = 'approve' | 'reject' | 'manual';

/** The policies, for argument checks. */
export const POLICIES: readonly Policy[] = ['approve', 'reject', 'manual'];

/** An EVM chain the wallet can sign and send on. */
export interface PairingEvmChain {
  chainId: number;
  rpcUrl: string;
  /** Display name; default `Chain <id>`. */
  name?: string;
}

/** The wallet's Solana side. */
export interface PairingSolanaOptions {
  rpcUrl: string;
  /** CAIP-2 id the wallet serves, e.g. `solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq`. */
  caipNetworkId: string;
  /** 32-byte seed or 64-byte secret+public key. */
  secretKey: Uint8Array;
}

/** Options of `createPairingWallet`. */
export interface PairingWalletOptions {
  /** The dev relay, `ws://127.0.0.1:N`. */
  relayUrl: string;
  evm: { chains: readonly PairingEvmChain[]; privateKey: `0x${string}` };
  solana?: PairingSolanaOptions;
  policy: Policy;
  /** The sign-client's storage prefix: one per wallet (two clients with one prefix share a core). */
  storagePrefix: string;
  /** Keep the client's storage in memory (default: in Node yes; in a browser IndexedDB). */
  memoryStorage?: boolean;
  /** Metadata the wallet shows the app; default "Portico Test Wallet (pairing)". */
  metadata?: AppMetadata;
  /**
   * Stand-in for the verify service: the origin attested for a message (VALID when it matches the app's
   * metadata url, INVALID when not). Default: verification offline, every proposal UNKNOWN.
   */
  verify?: (message: { attestationId?: string; hash?: string }) => Promise<AttestedOrigin>;
  /** A proposal arrived (every policy; with 'manual' answer it with `approve`/`reject`). */
  onProposal?: (proposal: ProposalView) => void;
  /** A request arrived (every policy; with 'manual' answer it with `approveRequest`/`rejectRequest`). */
  onRequest?: (request: RequestView) => void;
  /** A request was answered (result or error). */
  onRequestSettled?: (outcome: RequestOutcome) => void;
  /** Sessions were added, updated or removed; read them with `sessions()`. */
  onSessionsChanged?: () => void;
  /** A waiting proposal expired: deleted, and approving it now fails (its `status` is 'expired'). */
  onProposalExpired?: (proposal: ProposalView) => void;
  /**
   * A one-click authentication request arrived (every policy; with 'manual' answer it with
   * `approveAuthenticate`/`rejectAuthenticate`).
   */
  onAuthenticate?: (request: AuthenticateView) => void;
  /** One line per thing that happened. */
  log?: (line: string) => void;
  /**
   * The wallet's clock in ms (default `Date.now`): the protocol statecharts read the time of receipt
   * from it, so a test that moves it ahead makes proposals and requests arrive already expired.
   */
  now?: () => number;
}

/** A proposal as the wallet shows it. */
export interface ProposalView {
  id: number;
  app: AppMetadata;
  /** VALID, INVALID or UNKNOWN (offline: UNKNOWN). */
  validation: Validation;
  /** The origin the verify service attested (or the app's own url when unverified). */
  verifiedOrigin: string;
  isScam: boolean;
  requiredChains: string[];
  optionalChains: string[];
  methods: string[];
  events: string[];
  /** The chains the wallet would approve (requested and supported). */
  approvableChains: string[];
  /** Required chains the wallet does not support: approving is refused with 5100. */
  unsupportedRequiredChains: string[];
  /** Waiting for a decision, or expired (deleted: approve and reject give 'Record was recently deleted'). */
  status: 'pending' | 'expired';
  /** Why the last approve failed, or why the proposal expired. */
  error?: string;
  /** The sign-in the proposal carries (one-click sign-in): approving signs it for the approved chains. */
  signIn?: { domain: string; uri: string; chains: string[]; statement?: string };
}

/** A request as the wallet shows it. */
export interface RequestView {
  id: number;
  topic: string;
  /** CAIP-2 chain of the request. */
  chainId: string;
  method: string;
  params: unknown;
  app: AppMetadata;
  validation: Validation;
}

/** The outcome of a request, for logs and the page. */
export interface RequestOutcome {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

/** A session as the wallet lists it. */
export interface SessionView {
  topic: string;
  app: AppMetadata;
  namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }>;
  expiry: number;
  /** The wallet's session statechart: settling until the settle response, then acknowledged, then deleted. */
  state?: SessionState;
}

/** The states of the session statechart (machines/protocol/session.machine.ts). */
export type SessionState = 'settling' | 'acknowledged' | 'deleted';

/** A one-click authentication request as the wallet shows it. */
export interface AuthenticateView {
  id: number;
  app: AppMetadata;
  domain: string;
  /** The URI the sign-in is for (`aud`). */
  uri: string;
  chains: string[];
  statement?: string;
  validation: Validation;
}
