/** The conversion API's requests (spec §7 `/v1/convert/*`), parsed at the boundary. */
import { type Address, getAddress } from 'viem';
import * as z from 'zod';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../../domain/constants.ts';
import { NATIVE_TOKEN_ADDRESS } from '../routes/fungible.ts';

/** An EVM account or token as CAIP-10 (`eip155:31337:0x…`), read as its chain and address. */
export const evmCaip10 = z
  .string()
  .regex(/^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/, 'must be CAIP-10 eip155:<chain id>:0x<40 hex>')
  .transform((value) => {
    const [namespace, reference, address] = value.split(':') as [string, string, string];
    const lower = address.toLowerCase() as Address;
    // The native coin keeps production's lowercase spelling; contracts are checksummed.
    return {
      chain: `${namespace}:${reference}`,
      address: lower === NATIVE_TOKEN_ADDRESS ? lower : getAddress(lower),
    };
  });

/**
 * The user's account as production's client sends it: a plain address on `/quotes`
 * (SwapController.fetchSwapQuote passes `getPlainAddress(caipAddress)`), CAIP-10 on `/allowance`,
 * `/build-approve` and `/build-transaction`. Either form is accepted on every call; a plain one has no
 * chain of its own (`chain` undefined) and takes the tokens'.
 */
export const evmAccount = z.union([
  evmCaip10,
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address 0x<40 hex> or CAIP-10 eip155:<chain id>:0x<40 hex>')
    .transform((value) => ({ chain: undefined, address: getAddress(value.toLowerCase()) })),
]);

/** A CAIP-2 eip155 chain id (other namespaces are parsed too, and answered as outside the swap list). */
export const caip2 = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be CAIP-2 namespace:reference');

/** A whole amount in the token's smallest unit, more than 0. */
export const amount = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a whole number of the smallest unit')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n && value < 2n ** 256n, 'must be more than 0 and below 2^256');

export const chainQuerySchema = z.object({ chainId: caip2 });

export const quoteQuerySchema = z.object({
  amount,
  userAddress: evmAccount,
  from: evmCaip10,
  to: evmCaip10,
  gasPrice: z
    .string()
    .regex(/^\d{1,78}$/, 'must be a whole number of wei')
    .optional(),
});

export const allowanceQuerySchema = z.object({ tokenAddress: evmCaip10, userAddress: evmAccount });

export const approveQuerySchema = z.object({
  userAddress: evmAccount,
  from: evmCaip10,
  to: evmCaip10,
  amount: amount.optional(),
});

/** Slippage in percent, as the client sends it (`eip155.slippage`, a string); default spec §9's 1. */
const slippage = z
  .union([z.string(), z.number()])
  .transform((value) => Number(value))
  .refine(
    (value) => Number.isFinite(value) && value >= 0 && value <= 50,
    'must be a percentage from 0 to 50',
  );

export const buildTransactionBodySchema = z.object({
  projectId: z.string().optional(),
  amount,
  from: evmCaip10,
  to: evmCaip10,
  userAddress: evmAccount,
  eip155: z.object({ slippage: slippage.default(SWAP_SLIPPAGE_TOLERANCE) }).default({
    slippage: SWAP_SLIPPAGE_TOLERANCE,
  }),
  disableEstimate: z.boolean().optional(),
});
