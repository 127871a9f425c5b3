/**
 * What the app asks for in a one-click sign-in (§5 "Sign-in via the universal provider only if all
 * chains are in eip155"; §3 Sign-in message: domain, uri, nonce, optional statement and times): its
 * networks' chains and its sign-in message's app side, sent inside the session proposal
 * (`connect({ authentication })`, the sign-client's current API; its `authenticate()` is deprecated).
 */
import { REQUEST_EXPIRY_MIN_S } from '../../../domain/constants.ts';
import type { Network } from '../../../domain/networks.ts';
import type { WalletConnectClient } from './client.ts';

/** A sign-in request as `connect({ authentication })` sends it inside the session proposal. */
export type AuthenticationRequest = NonNullable<
  Parameters<WalletConnectClient['connect']>[0]['authentication']
>[number];

/** The app's side of the sign-in message (the sign-in implementation's message for the first chain). */
export interface AuthenticationAppSide {
  /** The page signed in to (the message's `URI`). */
  uri: string;
  /** The message's `domain`; default the host of `uri`. */
  domain?: string | undefined;
  /** The nonce: the sign-in implementation's (a server checks it), else a fresh {@link createNonce}. */
  nonce?: string | undefined;
  /** A line the wallet shows above the sign-in details. */
  statement?: string | undefined;
  /** ISO 8601: when the signed-in session ends. */
  expirationTime?: string | undefined;
  /** ISO 8601. */
  notBefore?: string | undefined;
  requestId?: string | undefined;
  resources?: string[] | undefined;
}

/**
 * A fresh nonce: 16 random bytes as 32 hex digits (SIWE asks at least 8 alphanumeric characters;
 * randomness makes a signed message useless for a replay).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The host of a URL, or '' when it is not one (the §5 check then reports the missing domain). */
function hostOf(uri: string): string {
  try {
    return new URL(uri).host;
  } catch {
    return '';
  }
}

/**
 * The sign-in request for the app's networks: every network's chain (no namespace is filtered out, so
 * an app with a non-eip155 network gets the §5 error from `startPairing` rather than a session silently
 * missing it: the engine asks for it only when signsInWithPairing), the page, its host as domain, the nonce, the
 * statement and times if any. It lives the signing protocol's shortest request expiry (§9: the
 * authentication minimum TTL; the sign-client refuses less), which outlasts the pairing offering it.
 */
export function authenticationRequest(
  networks: readonly Network[],
  app: AuthenticationAppSide,
): AuthenticationRequest {
  return {
    chains: [...new Set(networks.map((network) => network.caipNetworkId))],
    uri: app.uri,
    domain: app.domain ?? hostOf(app.uri),
    nonce: app.nonce ?? createNonce(),
    ttl: REQUEST_EXPIRY_MIN_S,
    ...(app.statement ? { statement: app.statement } : {}),
    ...(app.expirationTime ? { exp: app.expirationTime } : {}),
    ...(app.notBefore ? { nbf: app.notBefore } : {}),
    ...(app.requestId ? { requestId: app.requestId } : {}),
    ...(app.resources?.length ? { resources: app.resources } : {}),
  };
}
