/**
 * What an embedded-wallet request will do, before it is approved: a transaction or a batch of calls
 * simulated on the network's RPC (eth_simulateV1 on EVM, simulateTransaction on Solana for the
 * transactions it signs or sends), or a permit in typed data decoded. The one entry of this folder, so
 * the approval panel and `simulateRequest(modal, request)` load it on demand (dynamic import) and the
 * modal's first load never carries it. Undefined for a request that moves nothing by itself (a plain
 * message to sign, typed data that is not a permit).
 */
import type { PublicClient } from 'viem';
import { requestCalls } from './requestCalls.ts';
import { isSolanaTransactionMethod, solanaRequestTransactions } from './requestTransactions.ts';
import { readPermit, type SimulationReport, simulateEvmCalls, unavailable } from './simulateEvm.ts';
import { type SolanaSimulationRpc, simulateSolanaTransactions } from './simulateSolana.ts';

export type { SimulationLine, SimulationTone } from '../../domain/simulation/outcomeLines.ts';
export type { SimulationReport } from './simulateEvm.ts';
export type { SolanaSimulationRpc } from './simulateSolana.ts';

export interface SimulationRequest {
  method: string;
  params?: unknown;
  /** The account the request is sent or signed from (the wallet's answer, not the page's claim). */
  account: string;
  nativeCurrency: { symbol: string; decimals: number };
  locale?: string;
}

/** The typed data of eth_signTypedData_v4 (`[address, typedData]`, the data as JSON text or an object). */
function typedDataOf(params: unknown): unknown {
  if (!Array.isArray(params)) return undefined;
  const data = params[1];
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Simulate `request` on `client`'s RPC, or on `solana`'s for a Solana request; undefined means there
 * is none to ask.
 */
export async function simulateRequest(
  client: PublicClient | undefined,
  request: SimulationRequest,
  solana?: SolanaSimulationRpc,
): Promise<SimulationReport | undefined> {
  if (isSolanaTransactionMethod(request.method)) {
    const transactions = solanaRequestTransactions(request.method, request.params);
    if (!transactions) return undefined;
    if (!solana) return unavailable('no RPC for this network');
    return simulateSolanaTransactions(solana, {
      account: request.account,
      transactions,
      nativeCurrency: request.nativeCurrency,
      ...(request.locale && { locale: request.locale }),
    });
  }
  if (request.method === 'eth_signTypedData_v4')
    return readPermit(client, typedDataOf(request.params), request.locale);
  const reading = requestCalls(request.method, request.params);
  if (!reading) return undefined;
  if (!client) return unavailable('no RPC for this network');
  return simulateEvmCalls(client, {
    account: request.account,
    calls: reading.calls,
    nativeCurrency: request.nativeCurrency,
    ...(request.locale && { locale: request.locale }),
  });
}
