/**
 * What the app asks for in a one-click sign-in (§5 "Sign-in via the universal provider only if all
 * chains are in eip155"; §3 Sign-in message: domain, uri, nonce, optional statement): its networks'
 * chains, its page and a fresh nonce, and the EVM methods the session should allow.
 */
import type { Network } from '../../../domain/networks.ts';
import type { AuthenticateRequest } from './authenticate.ts';
import { EIP155_METHODS } from './namespaces.ts';

/**
 * Whether the app may sign in through authenticate: it has networks and every one is eip155. Otherwise
 * it pairs with `startPairing` (and signs in afterwards), since authenticate takes one namespace only.
 */
export function canAuthenticate(networks: readonly Network[]): boolean {
  return networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155');
}

/** The app's side of the sign-in message. */
export interface AuthenticateAppOptions {
  /** The page signed in to (the message's `URI`), e.g. the app's metadata url. */
  uri: string;
  /** The message's `domain`; default the host of `uri`. */
  domain?: string;
  /** A line the wallet shows above the sign-in details. */
  statement?: string;
  /** Methods the session should allow (sent as a ReCap); default EIP155_METHODS. */
  methods?: readonly string[];
  /** Default a fresh {@link createNonce}: pass one only to check it afterwards (e.g. a server's). */
  nonce?: string;
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
 * The authenticate params for the app's networks: every network's chain (no namespace is filtered out,
 * so an app with a non-eip155 network gets the §5 error from `startAuthenticate` rather than a session
 * silently missing it: check {@link canAuthenticate} first), the page, its host as domain, a fresh
 * nonce, the statement if any, and the session methods.
 */
export function authenticateParams(
  networks: readonly Network[],
  app: AuthenticateAppOptions,
): AuthenticateRequest {
  return {
    chains: [...new Set(networks.map((network) => network.caipNetworkId))],
    uri: app.uri,
    domain: app.domain ?? hostOf(app.uri),
    nonce: app.nonce ?? createNonce(),
    methods: [...(app.methods ?? EIP155_METHODS)],
    ...(app.statement ? { statement: app.statement } : {}),
  };
}
