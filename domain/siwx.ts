/**
 * Sign in with the wallet (§3 sign-in message and session, §5 `siwx`): the shapes the host's sign-in
 * implementation works with, in the spirit of AppKit's SIWX. The statechart (machines/siwx) asks it
 * whether a session exists and stores the session a signature makes; Portico ships a local
 * implementation (headless/siwx) and a host may bring its own (a server's, say).
 */
import type { CaipNetworkId } from './caip.ts';

/** §3 Sign-in message: what is signed, before it is written out. */
export interface SiwxMessageData {
  accountAddress: string;
  chainId: CaipNetworkId;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: string;
  resources?: string[];
  requestId?: string;
  /** ISO 8601. */
  issuedAt?: string;
  /** ISO 8601: the session ends then. */
  expirationTime?: string;
  /** ISO 8601. */
  notBefore?: string;
}

/** A sign-in message ready to sign: its data and its text. */
export interface SiwxMessage extends SiwxMessageData {
  /** The text the wallet signs (EIP-4361 for eip155, CAIP-122 otherwise). */
  serializedMessage: string;
}

/** §3 Session: the message's data, its text and the wallet's signature. */
export interface SiwxSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
}

/** The host's sign-in implementation (the `siwx` option). */
export interface SiwxConfig {
  /** The message for an account on a chain (a fresh nonce each time). */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>;
  /** Verify and keep a signed session; throws when the signature does not verify. */
  addSession(session: SiwxSession): Promise<void>;
  /** The valid (unexpired) sessions of an account on a chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** Forget (and revoke) the sessions of an account on a chain. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Replace every session. */
  setSessions(sessions: SiwxSession[]): Promise<void>;
  /** Whether a visitor must be signed in to use the app (default true). */
  getRequired?(): boolean;
  /** The statement of its messages, for pairing's one-click sign-in. */
  statement?: string | undefined;
}

/** Whether a session is still valid at `nowMs` (no expiration time: valid). */
export function isSessionLive(session: SiwxSession, nowMs: number): boolean {
  const expires = session.data.expirationTime;
  return expires === undefined || Date.parse(expires) > nowMs;
}

/**
 * §5 "Sign-in via the universal provider only if all chains are in eip155": whether a pairing wallet
 * signs in with its approval (one-click). Otherwise it pairs plainly and signs in afterwards, since a
 * sign-in request takes one namespace only.
 */
export function signsInWithPairing(networks: readonly { chainNamespace: string }[]): boolean {
  return networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155');
}
