/**
 * The send flow's `estimateFee`: the network fee of the transfer under review, in the network's native
 * currency. On eip155 the chain's own estimate (eth_estimateGas for the very transaction the wallet
 * will be asked to send, times eth_gasPrice, through Portico's RPC transport); on solana the network's
 * fixed base fee for one signature (SOLANA_FEE_LAMPORTS_PER_SIGNATURE).
 */
import { feeOf } from '../../domain/accountData/sendChecks.ts';
import { SOLANA_FEE_LAMPORTS_PER_SIGNATURE } from '../../domain/constants.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type { EstimateFeeInput, EstimateFeeOutput } from '../../machines/account/send.context.ts';
import { createEvmClient } from '../rpc/createEvmClient.ts';
import type { RpcEndpointOptions } from '../rpc/rpcUrls.ts';

/** What the estimate needs: the app's networks and where their RPC calls go. */
export interface EstimateSendFeeEnvironment {
  networks: readonly Network[];
  rpcOptions(network: Network): RpcEndpointOptions;
}

/** A fee estimator for the app's networks; one viem client per network, kept (its fallback ranking runs). */
export function createSendFeeEstimator(
  env: EstimateSendFeeEnvironment,
): (transfer: EstimateFeeInput) => Promise<EstimateFeeOutput> {
  const clients = new Map<string, ReturnType<typeof createEvmClient>>();
  return async (transfer) => {
    const network = env.networks.find((candidate) => candidate.caipNetworkId === transfer.caipNetworkId);
    if (!network) throw PorticoError.of('networkNotFound');
    const { decimals, symbol } = network.nativeCurrency;
    if (transfer.namespace === 'solana')
      return feeOf(1n, SOLANA_FEE_LAMPORTS_PER_SIGNATURE, decimals, symbol);
    let client = clients.get(network.caipNetworkId);
    if (!client) {
      client = createEvmClient(network, env.rpcOptions(network));
      clients.set(network.caipNetworkId, client);
    }
    const [gas, gasPrice] = await Promise.all([
      client.estimateGas({
        account: transfer.from,
        to: transfer.to,
        value: BigInt(transfer.value),
        data: transfer.data,
      }),
      client.getGasPrice(),
    ]);
    return feeOf(gas, gasPrice, decimals, symbol);
  };
}
