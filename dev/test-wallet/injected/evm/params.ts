/**
 * zod schemas of the EVM request params the wallet reads (EIP-1193 positional params). Anything that
 * does not fit is answered with -32602 before the person is asked anything.
 */
import * as z from 'zod/mini';
import { invalidParams } from '../errors.ts';

/** A 0x-prefixed hex quantity, e.g. a chain id or wei amount. */
export const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'a 0x-prefixed hex quantity'));

/** A 0x-prefixed 20-byte address (any case). */
export const hexAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed 20-byte address'));

/** 0x-prefixed hex bytes, possibly empty ('0x'). */
export const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, '0x-prefixed hex bytes'));

/** wallet_switchEthereumChain: `[{ chainId }]`. */
export const switchChainParams = z.tuple([z.looseObject({ chainId: hexQuantity })]);

/** wallet_addEthereumChain (EIP-3085): `[{ chainId, chainName, rpcUrls, nativeCurrency?, … }]`. */
export const addChainParams = z.tuple([
  z.looseObject({
    chainId: hexQuantity,
    chainName: z.string().check(z.minLength(1)),
    rpcUrls: z.array(z.url()).check(z.minLength(1)),
    nativeCurrency: z.optional(
      z.object({ name: z.string(), symbol: z.string(), decimals: z.int().check(z.nonnegative()) }),
    ),
    blockExplorerUrls: z.optional(z.nullable(z.array(z.string()))),
  }),
]);

/** personal_sign: `[message, address]`; the message is hex bytes or, as some apps send, plain text. */
export const personalSignParams = z.tuple([z.string(), hexAddress], z.unknown());

/** EIP-712 typed data as eth_signTypedData_v4 carries it (after JSON parsing). */
export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.minLength(1)),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});

/** eth_signTypedData_v4: `[address, typedData]`, the typed data as a JSON string or an object. */
export const signTypedDataParams = z.tuple([
  hexAddress,
  z.union([z.string(), z.record(z.string(), z.unknown())]),
]);

/** eth_sendTransaction: `[{ from, to?, value?, data?, gas?, … }]`. */
export const sendTransactionParams = z.tuple([
  z.looseObject({
    from: hexAddress,
    to: z.optional(z.nullable(hexAddress)),
    value: z.optional(hexQuantity),
    data: z.optional(hexData),
    input: z.optional(hexData),
    gas: z.optional(hexQuantity),
    gasPrice: z.optional(hexQuantity),
    maxFeePerGas: z.optional(hexQuantity),
    maxPriorityFeePerGas: z.optional(hexQuantity),
    nonce: z.optional(hexQuantity),
    chainId: z.optional(hexQuantity),
  }),
]);

/** The transaction object of eth_sendTransaction, after parsing. */
export type TransactionParams = z.output<typeof sendTransactionParams>[0];

/** Parse `params` for `method` or throw the -32602 error that says what is wrong. */
export function parseParams<T>(method: string, schema: z.ZodMiniType<T>, params: unknown): T {
  const result = schema.safeParse(params);
  if (!result.success) throw invalidParams(method, z.prettifyError(result.error).replaceAll('\n', ' '));
  return result.data;
}
