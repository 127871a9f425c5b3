/**
 * The signing protocol's authenticate request rules (§5): chains non-empty; uri, domain and nonce
 * required; one namespace only; and that namespace eip155.
 */
import { parseCaipNetworkId } from './caip.ts';
import { missingOrInvalid, PorticoError } from './errors.ts';

/** The fields of an authenticate request that §5 checks (the rest passes through untouched). */
export interface AuthenticateParams {
  readonly chains: readonly string[];
  readonly uri: string;
  readonly domain: string;
  readonly nonce: string;
}

/**
 * Checks an authenticate request from outside (hence `unknown`) and returns it typed. Throws a
 * PorticoError: 'chains is required and must be a non-empty array'; `Missing or invalid. authenticate()
 * uri` (then domain, nonce) for a missing or empty text; 'Invalid CAIP-2 network id' for a malformed
 * chain; the multi-namespace text when chains span namespaces; the eip155-only text otherwise.
 */
export function parseAuthenticateParams(params: unknown): AuthenticateParams {
  const record = typeof params === 'object' && params !== null ? params : {};
  const chains: unknown = Reflect.get(record, 'chains');
  if (!isStringArray(chains) || chains.length === 0) {
    throw PorticoError.of('authChainsRequired');
  }
  const uri = requiredText(record, 'uri');
  const domain = requiredText(record, 'domain');
  const nonce = requiredText(record, 'nonce');
  const namespaces = new Set(chains.map((chain) => parseCaipNetworkId(chain).chainNamespace));
  if (namespaces.size > 1) throw PorticoError.of('authMultiNamespace');
  if (!namespaces.has('eip155')) throw PorticoError.of('authEip155Only');
  return { chains, uri, domain, nonce };
}

/** A required non-empty text field, or the signing protocol's "missing or invalid" error. */
function requiredText(record: object, key: 'uri' | 'domain' | 'nonce'): string {
  const value: unknown = Reflect.get(record, key);
  if (typeof value !== 'string' || value.length === 0) {
    throw new PorticoError('missingOrInvalid', missingOrInvalid(`authenticate() ${key}`));
  }
  return value;
}

function isStringArray(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((item: unknown) => typeof item === 'string');
}
