/**
 * What a waiting embedded-wallet request will do, before it is approved: a transaction or a batch of
 * calls simulated on its network's RPC (assets out and in, the receiver's gain, a predicted revert, the
 * approvals it grants), or a permit in typed data decoded. The same lines the embedded wallet's panel
 * shows, so a custom approval view or review shows the same. The simulation code is loaded on the
 * first call, never with the modal. Resolves undefined for a request that moves nothing by itself.
 */

import type { PorticoModal } from '../createModal.ts';
import type { SimulationReport } from '../simulation/simulateRequest.ts';
import { getAccount } from './getAccount.ts';
import type { PendingRequest } from './pendingRequest.ts';

export type { SimulationLine, SimulationReport, SimulationTone } from '../simulation/simulateRequest.ts';

export interface SimulateRequestParameters {
  /** Locale of the numbers in the lines' English texts (each line also has its catalogue key). */
  locale?: string;
}

export type SimulateRequestReturnType = Promise<SimulationReport | undefined>;

/** Simulate `request` (see `getPendingRequest` / `usePendingRequest`) for the visitor's account. */
export async function simulateRequest(
  modal: PorticoModal,
  request: Pick<PendingRequest, 'method' | 'params' | 'caipNetworkId'>,
  parameters: SimulateRequestParameters = {},
): SimulateRequestReturnType {
  const engine = modal.engine;
  if (!engine) return undefined;
  const network = engine.networks.find((candidate) => candidate.caipNetworkId === request.caipNetworkId);
  const onSolana = network?.chainNamespace === 'solana';
  const account = getAccount(modal, { namespace: onSolana ? 'solana' : 'eip155' }).address;
  const [{ simulateRequest: simulate }, { createEvmClient }, { createSolanaClient }] = await Promise.all([
    import('../simulation/simulateRequest.ts'),
    import('../rpc/createEvmClient.ts'),
    import('../rpc/createSolanaClient.ts'),
  ]);
  const client =
    network?.chainNamespace === 'eip155' ? createEvmClient(network, engine.rpcOptions(network)) : undefined;
  const solana = network && onSolana ? createSolanaClient(network, engine.rpcOptions(network)) : undefined;
  return simulate(
    client,
    {
      method: request.method,
      params: request.params,
      account: account ?? (onSolana ? '' : '0x0000000000000000000000000000000000000000'),
      nativeCurrency: network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 },
      ...(parameters.locale && { locale: parameters.locale }),
    },
    solana,
  );
}
