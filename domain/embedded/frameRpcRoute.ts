/**
 * Where the embedded wallet's EVM provider sends a request. The §6 classes (safe / unsafe / rejected)
 * stay domain/rpcMethods.ts's; this is only which peer answers an allowed method. Production's secure
 * site takes the RPC methods its RPC_REQUEST schema lists (`@reown/appkit-wallet`'s W3mFrameSchema) and
 * no others, so what it would refuse never goes to the frame: the reads it lacks are the network's to
 * answer (no key is involved), a method it cannot carry is refused as unsupported, and
 * wallet_getCapabilities goes out in the shape its schema has.
 */
import * as z from 'zod/mini';
import type { SafeRpcMethod, UnsafeRpcMethod } from '../rpcMethods.ts';

/** §6 safe reads production's frame does not take: the network's own RPC answers them. */
export const NETWORK_READ_METHODS = [
  'eth_blobBaseFee',
  'net_listening',
  'net_version',
  'web3_clientVersion',
] as const satisfies readonly SafeRpcMethod[];

/**
 * Allowed methods production's frame cannot carry (§6 lists eth_sendUserOperation as unsafe, but
 * production's RPC_REQUEST schema has no such method): refused as unsupported (EIP-1193 4200) before
 * the frame, and before the approval view, since the visitor would approve something never sent.
 */
export const FRAME_UNSUPPORTED_METHODS = [
  'eth_sendUserOperation',
] as const satisfies readonly UnsafeRpcMethod[];

/** Who answers a request: the network's RPC, nobody (unsupported), or the frame. */
export type FrameRpcRoute = 'network' | 'unsupported' | 'frame';

const NETWORK: ReadonlySet<string> = new Set(NETWORK_READ_METHODS);
const UNSUPPORTED: ReadonlySet<string> = new Set(FRAME_UNSUPPORTED_METHODS);

/** The route of `method` (a method §6 rejects goes the frame's way: the approval step refuses it first). */
export function frameRpcRouteOf(method: string): FrameRpcRoute {
  if (NETWORK.has(method)) return 'network';
  if (UNSUPPORTED.has(method)) return 'unsupported';
  return 'frame';
}

/** EIP-5792's wallet_getCapabilities params with a chain list: `[account, [chainId, …]]` (hex ids). */
const withChainsSchema = z.tuple([z.string(), z.array(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)))]);
/** What production's schema takes: an optional array of strings or numbers (`[account]`). */
const productionShapeSchema = z.optional(z.array(z.optional(z.union([z.string(), z.number()]))));

/** A wallet_getCapabilities request as the frame gets it, and the chains to keep of its answer. */
export interface CapabilitiesRequest {
  params: unknown;
  /** The chains asked (hex ids), when the app named some; the answer is cut to them. */
  chains?: readonly string[];
}

/**
 * wallet_getCapabilities in production's shape: a chain list is taken off (its schema predates it) and
 * kept to filter the answer locally; `[account]` goes as it is. Undefined for params production's schema
 * would refuse in any shape: they are not sent.
 */
export function capabilitiesRequestOf(params: unknown): CapabilitiesRequest | undefined {
  const withChains = withChainsSchema.safeParse(params);
  if (withChains.success) return { params: [withChains.data[0]], chains: withChains.data[1] };
  if (productionShapeSchema.safeParse(params).success) return { params };
  return undefined;
}

/** EIP-5792's answer: capabilities by hex chain id. */
const capabilitiesSchema = z.record(z.string(), z.unknown());

/**
 * The frame's capabilities answer cut to the chains asked (ids compared as numbers: '0x01' is '0x1').
 * An answer that is not a map by chain passes as it is; the app's own parser judges it.
 */
export function capabilitiesOfChains(result: unknown, chains: readonly string[]): unknown {
  const parsed = capabilitiesSchema.safeParse(result);
  if (!parsed.success) return result;
  const asked = new Set(chains.map((chain) => BigInt(chain)));
  return Object.fromEntries(
    Object.entries(parsed.data).filter(
      ([chain]) => /^0x[0-9a-fA-F]+$/.test(chain) && asked.has(BigInt(chain)),
    ),
  );
}
