/**
 * The embedded wallet's EVM provider sends each request where it can be answered
 * (domain/embedded/frameRpcRoute.ts): production's secure site refuses what its RPC_REQUEST schema does
 * not list, so the reads it lacks go to the network's own RPC, eth_sendUserOperation is refused as
 * unsupported before the frame, and wallet_getCapabilities goes out as production's schema has it,
 * its answer cut to the chains asked here.
 */
import { http } from 'viem';
import { RPC_HTTP_TIMEOUT_MS, RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS } from '../../../domain/constants.ts';
import {
  capabilitiesOfChains,
  capabilitiesRequestOf,
  frameRpcRouteOf,
} from '../../../domain/embedded/frameRpcRoute.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import { ProviderRpcError } from './providerRpcError.ts';

/** EIP-1193: the provider does not support the method. */
const UNSUPPORTED_METHOD = 4200;
/** JSON-RPC: invalid method parameters. */
const INVALID_PARAMS = -32602;
/** JSON-RPC: internal error. */
const INTERNAL_ERROR = -32603;

/** An EVM request of the embedded wallet's provider, on the network it is asked on. */
export interface EvmRequest {
  method: string;
  params?: unknown;
  /** The network's RPC URL (the one the frame is given too). */
  rpcUrl: string | undefined;
}

/** Sends a request to the frame (through approval); answers its result. */
export type SendToFrame = (method: string, params: unknown) => Promise<unknown>;

/** Answer `request` from the network, refuse it, or send it to the frame in production's shape. */
export async function routeEvmRequest(request: EvmRequest, sendToFrame: SendToFrame): Promise<unknown> {
  const { method, params } = request;
  const route = frameRpcRouteOf(method);
  if (route === 'network') return readFromNetwork(request);
  if (route === 'unsupported') throw new ProviderRpcError(MESSAGES.rpcCallNotAllowed, UNSUPPORTED_METHOD);
  if (method !== 'wallet_getCapabilities') return sendToFrame(method, params);
  const capabilities = capabilitiesRequestOf(params);
  // Not as the app asked it, nor in any shape the frame takes: not allowed, with JSON-RPC's invalid params code.
  if (!capabilities) throw new ProviderRpcError(MESSAGES.rpcCallNotAllowed, INVALID_PARAMS);
  const result = await sendToFrame(method, capabilities.params);
  return capabilities.chains ? capabilitiesOfChains(result, capabilities.chains) : result;
}

/** A read no key is needed for, from the network's own RPC (viem's HTTP transport, §9 timeout and retry). */
async function readFromNetwork({ method, params, rpcUrl }: EvmRequest): Promise<unknown> {
  if (!rpcUrl) throw new ProviderRpcError(MESSAGES.noRpcUrlProvided, INTERNAL_ERROR);
  const transport = http(rpcUrl, {
    timeout: RPC_HTTP_TIMEOUT_MS,
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_DELAY_MS,
  })({});
  const request = transport.request as (args: { method: string; params?: unknown }) => Promise<unknown>;
  // The RPC's result goes back untouched, as an EIP-1193 provider returns it; the caller (viem) parses it.
  return request(params === undefined ? { method } : { method, params });
}
