/**
 * A viem public client for one EVM network, on Portico's RPC transport (§7).
 */
import { type Chain, createPublicClient, defineChain, type PublicClient, type Transport } from 'viem';
import { PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import { type CreateRpcTransportParameters, createRpcTransport } from './createRpcTransport.ts';
import { resolveRpcUrls } from './rpcUrls.ts';

/** Options of {@link createEvmClient}: where the calls go (see {@link createRpcTransport}). */
export type CreateEvmClientParameters = CreateRpcTransportParameters;

/** A viem public client (reads: balance, blocks, calls, logs, …). */
export type CreateEvmClientReturnType = PublicClient<Transport, Chain>;

/** viem's chain for a Network; its `default` endpoints are the ones the transport uses. */
export function toViemChain(network: Network, urls: readonly string[]): Chain {
  const explorer = network.blockExplorers?.default;
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: urls } },
    testnet: network.testnet,
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
  });
}

/**
 * A viem public client for an eip155 network, reading through {@link createRpcTransport} (proxy,
 * fallback ranking, batching, §8 retry). Create one per network and keep it: the fallback's ranking
 * runs for the client's life. Throws 'No RPC url provided for chainId' when the network has no
 * endpoint, and 'Adapter not found' for a network outside eip155 (use createSolanaClient for Solana).
 */
export function createEvmClient(
  network: Network,
  options: CreateEvmClientParameters = {},
): CreateEvmClientReturnType {
  if (network.chainNamespace !== 'eip155')
    throw PorticoError.of('adapterNotFound', {
      cause: new Error(`createEvmClient serves eip155 networks, not ${network.caipNetworkId}`),
    });
  return createPublicClient({
    chain: toViemChain(network, resolveRpcUrls(network, options)),
    transport: createRpcTransport(network, options),
  });
}
