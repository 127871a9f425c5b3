/** zod schemas of the Solana stand-in's JSON-RPC requests: the envelope and each method's params. */
import { isAddress } from '@solana/kit';
import * as z from 'zod';

/** A JSON-RPC request id. */
export const requestIdSchema = z.union([z.string(), z.number(), z.null()]);

/** A JSON-RPC 2.0 request; `params` must be positional, as on Solana. */
export const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: requestIdSchema.optional(),
  method: z.string().min(1),
  params: z.array(z.unknown()).optional(),
});

/** A parsed JSON-RPC request. */
export type RpcRequest = z.infer<typeof requestSchema>;

/** A base58 account address. */
export const addressSchema = z.string().refine(isAddress, 'not a base58 32-byte address');

/** A u64 sent as a JSON number (precise up to 2^53). */
export const u64Schema = z
  .number()
  .int()
  .nonnegative()
  .transform((n) => BigInt(n));

const commitmentSchema = z.enum([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
]);

/** The config object most methods take: commitment and minContextSlot, both accepted and ignored. */
export const contextConfigSchema = z
  .looseObject({ commitment: commitmentSchema.optional(), minContextSlot: z.number().int().optional() })
  .optional();

/** Params of methods that take only a config. */
export const configOnlyParams = z.tuple([contextConfigSchema]);

/** Encodings of transactions on the wire; Solana's default is base58. */
export const txEncodingSchema = z.enum(['base58', 'base64']).default('base58');

/** getAccountInfo / getMultipleAccounts config. */
export const accountConfigSchema = z
  .looseObject({
    encoding: z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']).optional(),
    dataSlice: z
      .object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() })
      .optional(),
    commitment: commitmentSchema.optional(),
  })
  .optional();

/** Parsed account config. */
export type AccountConfig = z.infer<typeof accountConfigSchema>;

/** simulateTransaction's `accounts`: the accounts to return as the transaction leaves them. */
export const simulateAccountsSchema = z
  .object({
    addresses: z.array(addressSchema).max(256),
    encoding: z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']).optional(),
  })
  .optional();

/** Parsed simulateTransaction `accounts` config. */
export type SimulateAccountsConfig = z.infer<typeof simulateAccountsSchema>;

/** Params per method (positional tuples). */
export const paramsSchemas = {
  getBalance: z.tuple([addressSchema, contextConfigSchema]),
  getAccountInfo: z.tuple([addressSchema, accountConfigSchema]),
  getMultipleAccounts: z.tuple([z.array(addressSchema).max(100), accountConfigSchema]),
  getSignatureStatuses: z.tuple([
    z.array(z.string().min(1).max(100)).max(256),
    z.looseObject({ searchTransactionHistory: z.boolean().optional() }).optional(),
  ]),
  sendTransaction: z.tuple([
    z.string().min(1),
    z
      .looseObject({
        encoding: txEncodingSchema,
        skipPreflight: z.boolean().optional(),
        preflightCommitment: commitmentSchema.optional(),
        maxRetries: z.number().int().nonnegative().optional(),
      })
      .optional(),
  ]),
  simulateTransaction: z.tuple([
    z.string().min(1),
    z
      .looseObject({
        encoding: txEncodingSchema,
        sigVerify: z.boolean().optional(),
        replaceRecentBlockhash: z.boolean().optional(),
        commitment: commitmentSchema.optional(),
        accounts: simulateAccountsSchema,
      })
      .optional(),
  ]),
  requestAirdrop: z.tuple([addressSchema, u64Schema, contextConfigSchema]),
  getMinimumBalanceForRentExemption: z.tuple([
    z
      .number()
      .int()
      .nonnegative()
      .max(10 * 1024 * 1024),
    contextConfigSchema,
  ]),
  getFeeForMessage: z.tuple([z.string().min(1), contextConfigSchema]),
  isBlockhashValid: z.tuple([z.string().min(1), contextConfigSchema]),
} as const;
