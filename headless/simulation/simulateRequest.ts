/**
 * What an embedded-wallet request will do, before it is approved: a transaction or a batch of calls
 * simulated on the network's RPC, or a permit in typed data decoded. The one entry of this folder, so
 * the approval panel and `simulateRequest(modal, request)` load it on demand (dynamic import) and the
 * modal's first load never carries it. Undefined for a request that moves nothing by itself (a plain
 * message to sign, typed data that is not a permit).
 */
import type { PublicClient } from 'viem';
import { requestCalls } from './requestCalls.ts';
import { readPermit, type SimulationReport, simulateEvmCalls, unavailable } from './simulateEvm.ts';

export type { SimulationLine, SimulationTone } from '../../domain/simulation/outcomeLines.ts';
export type { SimulationReport } from './simulateEvm.ts';

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

/** Simulate `request` on `client`'s RPC; `client` undefined means there is none to ask. */
export async function simulateRequest(
  client: PublicClient | undefined,
  request: SimulationRequest,
): Promise<SimulationReport | undefined> {
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
