/**
 * CAIP-2 network ids (`namespace:reference`, e.g. `eip155:1`) and CAIP-10 account addresses
 * (`namespace:reference:address`, e.g. `eip155:1:0xab…`), as §5 validates them.
 *
 * Which parser raises which text (§5 gives three texts and leaves the split to us):
 * - `parseCaipNetworkId` raises 'Invalid CAIP-2 network id' when the id is not exactly two non-empty
 *   colon-separated parts. It accepts any namespace: §5 asks only for the two parts, and §9 has a
 *   "generic" bucket for namespaces outside the default list.
 * - `parseCaipAddress` raises 'Invalid CAIP Address' for a malformed shape (not exactly three parts,
 *   or an empty part) and 'Invalid CAIP-10 address' for a well-shaped address whose namespace is not
 *   one we know. The first says "this is not a CAIP address at all", the second "this CAIP-10 address
 *   is for a chain family we do not serve".
 */
import { PorticoError } from './errors.ts';

/** §9: the default chain namespaces. */
export const DEFAULT_CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'cosmos',
  'polkadot',
  'algorand',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
] as const;

/** The namespaces a CAIP-10 address may use: §9's defaults plus bip122 (§3 chainNamespace). */
export const KNOWN_CHAIN_NAMESPACES = [...DEFAULT_CHAIN_NAMESPACES, 'bip122'] as const;

/** A namespace Portico knows. */
export type ChainNamespace = (typeof KNOWN_CHAIN_NAMESPACES)[number];

/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`;

/** A CAIP-10 account address, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`;

/** The parts of a CAIP-2 network id. */
export interface CaipNetworkIdParts {
  readonly chainNamespace: string;
  readonly chainId: string;
}

/** The parts of a CAIP-10 address; its namespace is always a known one. */
export interface CaipAddressParts {
  readonly chainNamespace: ChainNamespace;
  readonly chainId: string;
  readonly address: string;
}

const SEPARATOR = ':';

/** Whether `value` is one of the known chain namespaces (§9 defaults plus bip122). */
export function isKnownChainNamespace(value: string): value is ChainNamespace {
  return (KNOWN_CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/**
 * Parses a CAIP-2 network id into namespace and chain id. Throws a PorticoError with
 * 'Invalid CAIP-2 network id' unless the id is exactly two non-empty colon-separated parts.
 */
export function parseCaipNetworkId(value: string): CaipNetworkIdParts {
  const parts = value.split(SEPARATOR);
  const [chainNamespace, chainId] = parts;
  if (parts.length !== 2 || !chainNamespace || !chainId) throw PorticoError.of('invalidCaip2NetworkId');
  return { chainNamespace, chainId };
}

/**
 * Builds a CAIP-2 network id from its parts. Throws 'Invalid CAIP-2 network id' for an empty part or
 * a part containing a colon, because such an id could not be parsed back into the same parts.
 */
export function formatCaipNetworkId(chainNamespace: string, chainId: string | number): CaipNetworkId {
  const reference = String(chainId);
  if (!isCaipPart(chainNamespace) || !isCaipPart(reference)) throw PorticoError.of('invalidCaip2NetworkId');
  return `${chainNamespace}${SEPARATOR}${reference}`;
}

/**
 * Parses a CAIP-10 address. Throws 'Invalid CAIP Address' unless it has exactly three non-empty
 * colon-separated parts, and 'Invalid CAIP-10 address' when its namespace is not a known one.
 */
export function parseCaipAddress(value: string): CaipAddressParts {
  const parts = value.split(SEPARATOR);
  const [chainNamespace, chainId, address] = parts;
  if (parts.length !== 3 || !chainNamespace || !chainId || !address) {
    throw PorticoError.of('invalidCaipAddress');
  }
  if (!isKnownChainNamespace(chainNamespace)) throw PorticoError.of('invalidCaip10Address');
  return { chainNamespace, chainId, address };
}

/**
 * Builds a CAIP-10 address from its parts, with the same rules as `parseCaipAddress` (so that every
 * address it returns parses back to the same parts): shape errors give 'Invalid CAIP Address', an
 * unknown namespace 'Invalid CAIP-10 address'.
 */
export function formatCaipAddress(parts: {
  readonly chainNamespace: string;
  readonly chainId: string | number;
  readonly address: string;
}): CaipAddress {
  const chainId = String(parts.chainId);
  if (!isCaipPart(parts.chainNamespace) || !isCaipPart(chainId) || !isCaipPart(parts.address)) {
    throw PorticoError.of('invalidCaipAddress');
  }
  if (!isKnownChainNamespace(parts.chainNamespace)) throw PorticoError.of('invalidCaip10Address');
  return `${parts.chainNamespace}${SEPARATOR}${chainId}${SEPARATOR}${parts.address}`;
}

/** The CAIP-2 network id of a CAIP-10 address, e.g. `eip155:1:0xab…` → `eip155:1`. */
export function caipNetworkIdOfAddress(caipAddress: string): CaipNetworkId {
  const { chainNamespace, chainId } = parseCaipAddress(caipAddress);
  return `${chainNamespace}${SEPARATOR}${chainId}`;
}

/** Whether `value` is a valid CAIP-2 network id (never throws). */
export function isCaipNetworkId(value: string): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is a valid CAIP-10 address with a known namespace (never throws). */
export function isCaipAddress(value: string): value is CaipAddress {
  try {
    parseCaipAddress(value);
    return true;
  } catch {
    return false;
  }
}

/** A part is non-empty and holds no separator, so joining and splitting round-trips. */
function isCaipPart(part: string): boolean {
  return part.length > 0 && !part.includes(SEPARATOR);
}
