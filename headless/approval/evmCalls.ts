/**
 * wallet_sendCalls (EIP-5792) as the visitor reads it before approving (§2 ApproveTransaction): the
 * batch call by call, each with its To, Value and Data, and the function it calls when it is a known
 * token function (ERC-20 transfer, approve, transferFrom). One call that cannot be read refuses the
 * whole batch: the visitor approves all of it at once.
 */
import { type Address, decodeFunctionData, erc20Abi, formatEther, type Hex } from 'viem';
import * as z from 'zod/mini';
import { address, bytes, parseFirstParam, quantity } from './evmParams.ts';
import type { ReadableField } from './readableTypes.ts';

const callSchema = z.looseObject({
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(bytes),
});
const sendCallsSchema = z.looseObject({
  calls: z.array(callSchema).check(z.minLength(1, 'no calls')),
});

/** The batch's fields, call after call, or why it is refused. */
export type EvmCallsReading = { fields: ReadableField[] } | { refusal: string };

/** The token function a call's data calls, when it is one of ERC-20's; undefined otherwise. */
function knownFunction(data: Hex): string | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data });
    if (functionName !== 'transfer' && functionName !== 'approve' && functionName !== 'transferFrom')
      return undefined;
    return `${functionName}(${(args ?? []).map(String).join(', ')})`;
  } catch {
    return undefined;
  }
}

/** The batch's calls in order, as they will be sent (for simulating them), or why it is refused. */
export function parseEvmCalls(
  params: unknown,
): { calls: { to?: Address | null; value?: bigint; data?: Hex }[]; from?: string } | { refusal: string } {
  const parsed = parseFirstParam(sendCallsSchema, params, 'calls');
  if ('refusal' in parsed) return parsed;
  const from = typeof parsed.data.from === 'string' ? parsed.data.from : undefined;
  return {
    calls: parsed.data.calls as { to?: Address | null; value?: bigint; data?: Hex }[],
    ...(from && { from }),
  };
}

/** Read wallet_sendCalls's params (`[{ calls: [{ to, value, data }], … }]`). */
export function evmCallsFields(params: unknown): EvmCallsReading {
  const parsed = parseFirstParam(sendCallsSchema, params, 'calls');
  if ('refusal' in parsed) return parsed;
  const { calls } = parsed.data;
  const fields = calls.flatMap((call, index): ReadableField[] => {
    const data = call.data;
    const called = data && data !== '0x' ? knownFunction(data) : undefined;
    return [
      { label: 'Call', value: `${index + 1}/${calls.length}` },
      { label: 'To', value: (call.to as Address | null | undefined) ?? 'New contract' },
      { label: 'Value', value: `${formatEther(call.value ?? 0n)} ETH` },
      ...(called ? [{ label: 'Function', value: called }] : []),
      ...(data && data !== '0x' ? [{ label: 'Data', value: data }] : []),
    ];
  });
  return { fields };
}
