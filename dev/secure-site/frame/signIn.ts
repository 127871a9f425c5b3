/**
 * Signing in with the embedded wallet (§3 get user with siwxMessage): the app sends the sign-in
 * message's data, and the site writes it out (EIP-4361, with viem's siwe helper) for the user's account
 * and signs it with no prompt, the login being the visitor's consent. So that consent is not stretched
 *, the server (service.ts `signIn`) signs only the sign-in of a login just made, once, and
 * this text only when:
 * - its domain and URI are the embedding page's, so no other site can have the wallet sign in to it;
 * - it is for eip155;
 * - it names no `resources` (what the host would be granted is not the visitor's to see here);
 * - it expires, within {@link SIGN_IN_MAX_LIFETIME_MS}.
 */

import { getAddress, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { SITE_MESSAGES, SiteError } from '../errors.ts';

/**
 * The longest a silently signed sign-in may last: 7 days, what the modal's own sign-in messages ask
 * (headless/siwx `DEFAULT_SESSION_MS`) and the site's session lifetime.
 */
export const SIGN_IN_MAX_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The data of a sign-in message, as GET_USER carries it. */
export interface FrameSiwxData {
  accountAddress: string;
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  statement?: unknown;
  issuedAt?: unknown;
  expirationTime?: unknown;
  notBefore?: unknown;
  requestId?: unknown;
  resources?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : undefined);

/**
 * The EIP-4361 text of `data` for `address`, at time `now` (ms); throws a 400 {@link SiteError} when it
 * is not a message for `origin`'s site or is one the wallet does not sign without a prompt.
 */
export function siweTextFor(data: FrameSiwxData, address: string, origin: string, now: number): string {
  const site = new URL(origin);
  let uriOrigin: string | undefined;
  try {
    uriOrigin = new URL(data.uri).origin;
  } catch {
    uriOrigin = undefined;
  }
  if (data.domain !== site.host || uriOrigin !== site.origin)
    throw new SiteError(400, `The sign-in message is not for ${site.host}`);
  const [namespace, reference] = data.chainId.split(':');
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference))
    throw new SiteError(400, 'Only eip155 sign-in messages are signed here');
  if (data.resources !== undefined && !(Array.isArray(data.resources) && data.resources.length === 0))
    throw new SiteError(400, SITE_MESSAGES.signInResources);
  const expires = date(data.expirationTime);
  const expiresAt = expires?.getTime();
  if (expiresAt === undefined || Number.isNaN(expiresAt) || expiresAt > now + SIGN_IN_MAX_LIFETIME_MS)
    throw new SiteError(400, SITE_MESSAGES.signInExpiry);
  try {
    return createSiweMessage({
      address: getAddress(address),
      chainId: Number(reference),
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      statement: text(data.statement),
      issuedAt: date(data.issuedAt),
      expirationTime: expires,
      notBefore: date(data.notBefore),
      requestId: text(data.requestId),
    });
  } catch (err) {
    // viem refuses a bad nonce, a statement with a newline, an invalid date…
    throw new SiteError(
      400,
      `Invalid sign-in message: ${err instanceof Error ? err.message.split('\n')[0] : ''}`,
    );
  }
}

/** The personal_sign parameters of a sign-in text. */
export function personalSignParams(message: string, address: string): [string, string] {
  return [stringToHex(message), address];
}
