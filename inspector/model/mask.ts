/**
 * Secrets never reach the inspector: the modal's events and contexts carry one-time codes
 * (`otp.submit`'s `otp`, the code entry's verify input), sign-in signatures (a SIWX session's
 * `signature`), the embedded wallet frame's session `token`, and e-mail addresses (`emailLogin.submit`,
 * the code entry's `resendTo`). A panel is screen-shared and recorded, and a remote page's records cross
 * a socket, so every record is masked when it is made (and again when it arrives from elsewhere).
 *
 * Always masked:
 * - the value of a key naming a code, signature, token or secret (case, `-` and `_` ignored): `code(s)`,
 *   `otp`, `verificationCode`, `signature(s)`, `sig`, `token`, `jwt`, `secret`, `password`,
 *   `privateKey`, `seed`, `mnemonic`, `authorization`, `cookie`, `apiKey`, `symKey`…, and any key
 *   ending in Token, Signature, Secret, Password, PrivateKey or Otp. `null` and `undefined` stay (they
 *   reveal nothing, and "no code yet" is worth seeing).
 * - a 65-byte hex string (`0x` + 130 hex digits): the shape of an ECDSA signature, which travels
 *   under unnamed keys such as a frame reply's `result` to `personal_sign`.
 * - a secret parameter inside any string that holds a URL, plain or percent-encoded (a URL inside a
 *   URL's query): one named as above (`symKey` of a WalletConnect pairing URI, the pairing's encryption
 *   key; `access_token`; the Farcaster `channelToken`), and the ones that are secret only in a URL: a
 *   social login's `state` (it binds the provider's answer to this login) and the Farcaster stand-in's
 *   `channel` (its channel token). The parameter's name and the rest of the URL stay.
 * - a signed transaction: the string (or the list of them, or the bytes) under a key naming a
 *   transaction (`transaction`, `transactions`, `signedTransaction`, `serializedTransaction`…), as a
 *   Solana sign request and its answer carry it: whoever holds it can send it. An object under such a
 *   key (an activity entry, an EVM transaction being built) is walked, not masked.
 *
 * Private data, masked unless `showPrivateData`: the string value of any key containing `email`, and
 * every e-mail address inside any other string (just the address; the sentence around it stays).
 *
 * `token` also names crypto tokens here (`send.setToken`'s TokenBalance, a swap's `fromToken`), so
 * under a token-named key an object or array is walked, not masked; a string or number is masked.
 *
 * The result is a JSON-safe copy (through toJson.ts), so cycles, Maps, Sets, Dates, bigints, functions
 * and class instances are handled.
 */

import { toJson } from './toJson.ts';
import type { MaskOptions } from './types.ts';

/** What a masked value reads as. */
export const MASKED = '•••• masked';

/** Deep enough for any context of the modal; cycles are cut by toJson whatever the depth. */
const MASK_DEPTH = 32;

const SECRET_KEYS = new Set([
  'code',
  'codes',
  'otp',
  'otpcode',
  'verificationcode',
  'onetimecode',
  'authcode',
  'signature',
  'signatures',
  'sig',
  'token',
  'jwt',
  'secret',
  'password',
  'passphrase',
  'privatekey',
  'seed',
  'seedphrase',
  'mnemonic',
  'authorization',
  'cookie',
  'setcookie',
  'apikey',
  'symkey',
]);

const SECRET_SUFFIXES = ['token', 'signature', 'secret', 'password', 'privatekey', 'otp'];

/** Keys where `token` may mean a crypto token rather than a credential. */
const TOKEN_SUFFIX = 'token';

/** Keys whose string (or list of strings, or bytes) is a transaction, signed or to be signed. */
const TRANSACTION_SUFFIXES = ['transaction', 'transactions'];

/** URL parameters that are secret although the same key in an object is not (a machine's `state`). */
const URL_ONLY_SECRET_PARAMS = new Set(['state', 'channel']);

const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const SIGNATURE_HEX = /^0x[0-9a-fA-F]{130}$/;

/**
 * One URL parameter: what starts it (`?`, `&`, `#`, `;`, or their percent-encoded forms, once or more
 * when a URL sits in a URL), its name, `=` (or `%3D`), and its value up to the next separator. A value
 * already masked is left alone, so masking twice reads the same.
 */
const URL_PARAM =
  /([?&#;]|%(?:25)*(?:3[Ff]|26|23))([A-Za-z0-9_.-]+)(=|%(?:25)*3[Dd])(?!\u2022)((?:(?!%(?:25)*(?:26|23))[^&#\s"'<>])+)/g;

export function maskSecrets(value: unknown, options?: MaskOptions): unknown {
  return mask(toJson(value, MASK_DEPTH), options?.showPrivateData === true);
}

function mask(value: unknown, showPrivateData: boolean): unknown {
  if (typeof value === 'string') return maskString(value, showPrivateData);
  if (Array.isArray(value)) return value.map((item) => mask(item, showPrivateData));
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[maskedKey(key, result, showPrivateData)] = maskEntry(key, item, showPrivateData);
  }
  return result;
}

function maskEntry(key: string, value: unknown, showPrivateData: boolean): unknown {
  if (value === null || value === undefined) return value;
  const name = normalize(key);
  if (isTransactionKey(name) && isTransactionData(value)) return MASKED;
  if (isSecretKey(name)) {
    const mayBeCryptoToken = name.endsWith(TOKEN_SUFFIX) && typeof value === 'object';
    return mayBeCryptoToken ? mask(value, showPrivateData) : MASKED;
  }
  if (!showPrivateData && name.includes('email') && typeof value === 'string') return MASKED;
  return mask(value, showPrivateData);
}

function maskString(value: string, showPrivateData: boolean): string {
  if (SIGNATURE_HEX.test(value)) return MASKED;
  const withoutKeys = value.replace(URL_PARAM, maskUrlParam);
  return showPrivateData ? withoutKeys : withoutKeys.replace(EMAIL_ADDRESS, MASKED);
}

function maskUrlParam(match: string, start: string, name: string, equals: string): string {
  const normalized = normalize(safeDecode(name));
  const secret = isSecretKey(normalized) || URL_ONLY_SECRET_PARAMS.has(normalized);
  return secret ? `${start}${name}${equals}${MASKED}` : match;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isTransactionKey(name: string): boolean {
  return TRANSACTION_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/** A transaction's own data (toJson already turned bytes into a hex string), not an object describing one. */
function isTransactionData(value: unknown): boolean {
  if (typeof value === 'string') return value.length > 0;
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** A key that is itself an address (a Map keyed by e-mail) is masked too, kept distinct from its siblings. */
function maskedKey(key: string, taken: Record<string, unknown>, showPrivateData: boolean): string {
  const masked = maskString(key, showPrivateData);
  if (masked === key) return key;
  let unique = masked;
  for (let n = 2; Object.hasOwn(taken, unique); n += 1) unique = `${masked} #${n}`;
  return unique;
}

function normalize(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, '');
}

function isSecretKey(name: string): boolean {
  return SECRET_KEYS.has(name) || SECRET_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
