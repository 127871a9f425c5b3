/**
 * The EIP-5792 params the smart account answers, parsed at the boundary. §5: each call's `to` starts with
 * 0x (an address here: a call to anything else could not be executed), its `data`, if present, too.
 */
import { isAddress } from 'viem';
import * as z from 'zod';
import { SiteError } from '../errors.ts';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex');
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed hex quantity');
const address = z.string().refine((value) => isAddress(value, { strict: false }), 'must be a 0x address');

/** One call of a batch. */
export const callSchema = z.object({
  to: address,
  data: hex.optional(),
  value: quantity.optional(),
});

/** wallet_sendCalls params: `[{ version, chainId, from?, calls, atomicRequired?, capabilities? }]`. */
export const sendCallsParams = z.tuple([
  z.looseObject({
    version: z.string().max(16).optional(),
    chainId: quantity,
    from: address.optional(),
    calls: z.array(callSchema).min(1).max(64),
    atomicRequired: z.boolean().optional(),
  }),
]);

/** wallet_getCallsStatus params: `[id]`. */
export const callsStatusParams = z.tuple([z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a calls id')]);

/** wallet_getCapabilities params: `[address, chainIds?]`. */
export const capabilitiesParams = z.tuple([address, z.array(quantity).optional()]);

/** Parses `params` or throws a 400 naming the method and the first issue. */
export function parseParams<T>(schema: z.ZodType<T>, params: unknown, method: string): T {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new SiteError(
    400,
    `${method}: invalid params${issue ? ` (${issue.path.join('.') || 'params'}: ${issue.message})` : ''}`,
  );
}
