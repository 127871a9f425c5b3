/**
 * A @solana/kit RPC client for one Solana network (§7 "Blockchain RPC" for the solana namespace).
 */
import { createSolanaRpc } from '@solana/kit';
import { PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import { type RpcEndpointOptions, resolveRpcUrls } from './rpcUrls.ts';

/** Options of {@link createSolanaClient}: where the calls go. */
export type CreateSolanaClientParameters = RpcEndpointOptions;

/** kit's typed Solana RPC (`rpc.getBalance(address).send()`, …). */
export type CreateSolanaClientReturnType = ReturnType<typeof createSolanaRpc>;

/**
 * kit's `createSolanaRpc` on the first endpoint of the network: the project's proxy when `rpcBase`
 * and `projectId` are given, else the host's `extraUrls`, else the network's default endpoint. kit
 * has no fallback transport, so the other endpoints are not used. Throws 'No RPC url provided for
 * chainId' when there is none, and 'Adapter not found' for a network outside the solana namespace.
 */
export function createSolanaClient(
  network: Network,
  options: CreateSolanaClientParameters = {},
): CreateSolanaClientReturnType {
  if (network.chainNamespace !== 'solana')
    throw PorticoError.of('adapterNotFound', {
      cause: new Error(`createSolanaClient serves solana networks, not ${network.caipNetworkId}`),
    });
  // resolveRpcUrls throws when the list is empty, so the first entry exists.
  const [url = ''] = resolveRpcUrls(network, options);
  return createSolanaRpc(url);
}
