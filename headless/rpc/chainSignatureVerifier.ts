/**
 * Checks a signed message through its chain, for accounts that are contracts (smart accounts): viem's
 * `verifyMessage` action asks the account (ERC-1271) or, before it is deployed, the ERC-6492 validator
 * in a call. An EOA's signature is checked in the page first; this is the fallback that needs the RPC.
 */
import type { Hex } from 'viem';
import type { Network } from '../../domain/networks.ts';
import { createEvmClient } from './createEvmClient.ts';
import type { RpcEndpointOptions } from './rpcUrls.ts';

/** A signed message of an account on a chain. */
export interface SignedByAccount {
  chainId: string;
  address: string;
  message: string;
  signature: string;
}

/** Whether the account's chain accepts the signature; false for a chain the app does not have. */
export type ChainSignatureVerifier = (signed: SignedByAccount) => Promise<boolean>;

/** A verifier over the app's eip155 networks, one client per network (kept: viem ranks its transports). */
export function createChainSignatureVerifier(
  networks: readonly Network[],
  rpcOptions: (network: Network) => RpcEndpointOptions,
): ChainSignatureVerifier {
  const clients = new Map<string, ReturnType<typeof createEvmClient>>();
  return async ({ chainId, address, message, signature }) => {
    const network = networks.find(
      (candidate) => candidate.caipNetworkId === chainId && candidate.chainNamespace === 'eip155',
    );
    if (!network) return false;
    let client = clients.get(chainId);
    if (!client) {
      client = createEvmClient(network, rpcOptions(network));
      clients.set(chainId, client);
    }
    return client.verifyMessage({ address: address as Hex, message, signature: signature as Hex });
  };
}
