/**
 * The calls a request will make, in order, read the way the approval reads them (so what is simulated
 * is what is shown and signed): eth_sendTransaction's one transaction, wallet_sendCalls's whole batch.
 * Undefined for a request that makes no call (signatures), or that the approval refuses.
 */
import type { Hex } from 'viem';
import { parseEvmCalls } from '../approval/evmCalls.ts';
import { parseEvmTransaction } from '../approval/evmTransaction.ts';

export interface RequestCall {
  to?: Hex | null;
  value?: bigint;
  data?: Hex;
}

export interface RequestCalls {
  /** The account the request names, when it names one. */
  from?: string;
  calls: RequestCall[];
}

export function requestCalls(method: string, params: unknown): RequestCalls | undefined {
  if (method === 'eth_sendTransaction') {
    const reading = parseEvmTransaction(params);
    if ('refusal' in reading) return undefined;
    const { from, to, value, data } = reading.transaction;
    return { ...(from && { from }), calls: [{ to: to ?? null, value, ...(data && { data }) }] };
  }
  if (method === 'wallet_sendCalls') {
    const reading = parseEvmCalls(params);
    if ('refusal' in reading) return undefined;
    return reading;
  }
  return undefined;
}
