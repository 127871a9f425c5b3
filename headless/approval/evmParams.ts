/**
 * The EVM request fields the approvals read (eth_sendTransaction, wallet_sendCalls), parsed the same
 * way for both, and the refusal of params that do not parse.
 */
import { type Hex, isAddress } from 'viem';
import * as z from 'zod/mini';
import { invalidTransaction } from './refusals.ts';

// zod/mini: these modules are in the secure site's frame bundle, which carries no full zod.
export const quantity = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'not a hex quantity')),
  z.transform((hex: string) => BigInt(hex)),
);
// Lower-cased so that data and input spelled in different cases compare as the same bytes.
export const bytes = z.pipe(
  z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'not hex bytes')),
  z.transform((hex: string) => hex.toLowerCase() as Hex),
);
export const address = z
  .string()
  .check(z.refine((text: string) => isAddress(text, { strict: false }), 'not an address'));

/** The request's first param (`[object, ...]`, or the object alone) parsed, or the refusal naming the bad field. */
export function parseFirstParam<Schema extends z.ZodMiniType>(
  schema: Schema,
  params: unknown,
  whole: string,
): { data: z.output<Schema> } | { refusal: string } {
  const first = Array.isArray(params) ? params[0] : params;
  const result = schema.safeParse(first);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  return { refusal: invalidTransaction(`${issue?.path.join('.') || whole}: ${issue?.message}`) };
}
