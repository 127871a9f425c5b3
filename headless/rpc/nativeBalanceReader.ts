import { address as solanaAddress } from '@solana/kit';
import { parseCaipAddress } from '../../domain/caip.ts';
import { MESSAGES, PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type { NativeBalance } from '../../machines/balances/balances.context.ts';
import { createEvmClient } from './createEvmClient.ts';
import { createSolanaClient } from './createSolanaClient.ts';
import type { RpcEndpointOptions } from './rpcUrls.ts';

/** Reads the native balance of a CAIP-10 account on one of the app's networks. */
export type NativeBalanceReader = (input: {
  caipAddress: string;
  caipNetworkId: string;
}) => Promise<NativeBalance>;

/**
 * A native-balance reader for eip155 (viem, through the §7 transport) and Solana (kit) — the
 * namespaces whose balance §6 supports. It keeps one client per network, because a viem fallback
 * transport ranks its endpoints for as long as the client lives.
 */
export function createNativeBalanceReader(
  networks: readonly Network[],
  rpcOptions: (network: Network) => RpcEndpointOptions,
): NativeBalanceReader {
  const evmClients = new Map<string, ReturnType<typeof createEvmClient>>();
  const solanaClients = new Map<string, ReturnType<typeof createSolanaClient>>();
  return async ({ caipAddress, caipNetworkId }) => {
    const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (!network) throw PorticoError.of('networkNotFound');
    const { address } = parseCaipAddress(caipAddress);
    const { decimals, symbol } = network.nativeCurrency;
    if (network.chainNamespace === 'eip155') {
      let client = evmClients.get(caipNetworkId);
      if (!client) {
        client = createEvmClient(network, rpcOptions(network));
        evmClients.set(caipNetworkId, client);
      }
      const value = await client.getBalance({ address: address as `0x${string}` });
      return { value: value.toString(), decimals, symbol };
    }
    if (network.chainNamespace === 'solana') {
      let rpc = solanaClients.get(caipNetworkId);
      if (!rpc) {
        rpc = createSolanaClient(network, rpcOptions(network));
        solanaClients.set(caipNetworkId, rpc);
      }
      const { value } = await rpc.getBalance(solanaAddress(address)).send();
      return { value: value.toString(), decimals, symbol };
    }
    throw new PorticoError('adapterNotFound', MESSAGES.adapterNotFound);
  };
}
