/**
 * The frame's side of signing in with the embedded wallet (§3 get user with siwxMessage): the app sends
 * the sign-in message's data, the frame writes it out (EIP-4361, with viem's siwe helper) for the user's
 * account and signs it with no prompt, the login being the visitor's consent. Only a message for the
 * embedding site itself is signed: its domain and URI must be the embedding page's, so no other site
 * can have the frame sign in to it.
 */

import { getAddress, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';

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

/** The EIP-4361 text of `data` for `address`; throws when it is not a message for `origin`'s site. */
export function siweTextFor(data: FrameSiwxData, address: string, origin: string): string {
  const site = new URL(origin);
  if (data.domain !== site.host || new URL(data.uri).origin !== site.origin)
    throw new Error(`The sign-in message is not for ${site.host}`);
  const [namespace, reference] = data.chainId.split(':');
  if (namespace !== 'eip155' || !reference) throw new Error('Only eip155 sign-in messages are signed here');
  const resources = Array.isArray(data.resources)
    ? data.resources.filter((r) => typeof r === 'string')
    : undefined;
  return createSiweMessage({
    address: getAddress(address),
    chainId: Number(reference),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    statement: text(data.statement),
    issuedAt: date(data.issuedAt),
    expirationTime: date(data.expirationTime),
    notBefore: date(data.notBefore),
    requestId: text(data.requestId),
    resources,
  });
}

/** The personal_sign parameters of a sign-in text. */
export function personalSignParams(message: string, address: string): [string, string] {
  return [stringToHex(message), address];
}
