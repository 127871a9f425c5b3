/**
 * The engine's `simulatePreview` (machines/simulation/previewSimulation.machine.ts): the calls a
 * review would send, simulated on the network's RPC from the account, read as the outcome and its
 * lines with their worth at the flow's prices. A transfer is simulated as the wallet will be asked for
 * it; a swap as the exchange builds it, after its approval when one is needed (one batch, in order, so
 * the swap sees the allowance). Loaded on demand with the rest of the simulation code.
 *
 * Never throws for a network that cannot simulate: that is `unavailable`, with the reason for logs.
 */
import type { Hex } from 'viem';
import type { Network } from '../../domain/networks.ts';
import { swapValueOf } from '../../domain/swap/swapBuildCheck.ts';
import type {
  PreviewRequest,
  PreviewSimulationInput,
  PreviewSimulationReport,
} from '../../machines/simulation/previewSimulation.context.ts';
import { type ConvertApiConfig, type ConvertTransaction, createConvertApi } from '../api/convertApi.ts';
import { createEvmClient } from '../rpc/createEvmClient.ts';
import type { RpcEndpointOptions } from '../rpc/rpcUrls.ts';
import type { RequestCall } from './requestCalls.ts';
import { simulateEvmCalls, unavailable } from './simulateEvm.ts';

/** What the preview simulation needs from the engine. */
export interface PreviewSimulationEnvironment {
  networks: readonly Network[];
  rpcOptions(network: Network): RpcEndpointOptions;
  /** The conversion API, which builds a swap's approval and swap transactions. */
  api: ConvertApiConfig;
}

/** `eip155:31337:0x…` → its address. */
const addressOf = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1) as Hex;

const callOf = (tx: ConvertTransaction, value: bigint): RequestCall => ({
  to: addressOf(tx.to),
  value,
  data: tx.data as Hex,
});

/** The account and the calls of a review, in the order the wallet would be asked for them. */
async function callsOf(
  env: PreviewSimulationEnvironment,
  request: PreviewRequest,
  signal?: AbortSignal,
): Promise<{ caipNetworkId: string; account: string; calls: RequestCall[] } | undefined> {
  if (request.kind === 'transfer') {
    const { transfer } = request;
    if (transfer.namespace !== 'eip155') return undefined;
    return {
      caipNetworkId: transfer.caipNetworkId,
      account: transfer.from,
      calls: [
        {
          to: transfer.to,
          value: BigInt(transfer.value),
          ...(transfer.data !== '0x' && { data: transfer.data }),
        },
      ],
    };
  }
  const { swap, withApproval } = request;
  const convert = createConvertApi(env.api);
  const route = { userAddress: swap.caipAddress, from: swap.from.address, to: swap.to.address };
  // The swap is built without the exchange's gas estimate: before the approval it would revert there,
  // and the simulation below is what says whether it will.
  const [approval, built] = await Promise.all([
    withApproval ? convert.buildApprove({ ...route, amount: swap.amount }, signal) : undefined,
    convert.buildTransaction(
      { ...route, amount: swap.amount, slippage: swap.slippage, disableEstimate: true },
      signal,
    ),
  ]);
  return {
    caipNetworkId: swap.caipNetworkId,
    account: addressOf(swap.caipAddress),
    calls: [...(approval ? [callOf(approval, 0n)] : []), callOf(built, swapValueOf(swap))],
  };
}

/** Simulate a review's calls; `unavailable` when its network cannot. */
export async function simulatePreview(
  env: PreviewSimulationEnvironment,
  input: PreviewSimulationInput,
  signal?: AbortSignal,
): Promise<PreviewSimulationReport> {
  const reading = await callsOf(env, input.request, signal);
  if (!reading) return unavailable('this network has no EVM simulation') as PreviewSimulationReport;
  const network = env.networks.find((candidate) => candidate.caipNetworkId === reading.caipNetworkId);
  if (network?.chainNamespace !== 'eip155')
    return unavailable('no RPC for this network') as PreviewSimulationReport;
  const report = await simulateEvmCalls(createEvmClient(network, env.rpcOptions(network)), {
    account: reading.account,
    calls: reading.calls,
    nativeCurrency: network.nativeCurrency,
    prices: input.prices,
  });
  return report as PreviewSimulationReport;
}
