/**
 * wallet_sendCalls (EIP-5792) as the visitor reads it before approving (§2 ApproveTransaction): the
 * batch call by call, each with its To, Value and Data, and the function it calls when it is a known
 * token function (ERC-20 transfer, approve, transferFrom). One call that cannot be read refuses the
 * whole batch: the visitor approves all of it at once.
 */
import { type Address, decodeFunctionData, erc20Abi, formatEther, type Hex, isAddress } from 'viem';
import * as z from 'zod/mini';
import type { ReadableField } from './readableTypes.ts';
import { invalidTransaction } from './refusals.ts';

const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'not a hex quantity')),
  z.transform((hex: string) => BigInt(hex)),
);
const bytes = z.pipe(
  z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'not hex bytes')),
  z.transform((hex: string) => hex.toLowerCase() as Hex),
);
const address = z
  .string()
  .check(z.refine((text: string) => isAddress(text, { strict: false }), 'not an address'));

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

/** Read wallet_sendCalls's params (`[{ calls: [{ to, value, data }], … }]`). */
export function evmCallsFields(params: unknown): EvmCallsReading {
  const first = Array.isArray(params) ? params[0] : params;
  const result = sendCallsSchema.safeParse(first);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { refusal: invalidTransaction(`${issue?.path.join('.') || 'calls'}: ${issue?.message}`) };
  }
  const { calls } = result.data;
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
