/**
 * What a Solana simulation is read from, parsed at the boundary: per transaction of the request (in
 * order), the node's answer to `simulateTransaction` (its error and logs) and the accounts the
 * transaction writes, as they are before (getMultipleAccounts) and as the simulation leaves them
 * (its `accounts` config), plus the fee its payer pays and the decimals of each mint seen. Account
 * data comes base64-encoded, as the RPC sends it. Nothing here is trusted as typed.
 */
import { getBase64Encoder } from '@solana/kit';
import * as z from 'zod/mini';
import { tokenInfoSchema } from './simulationInput.ts';

const base58Address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/));
const base64Bytes = z.pipe(
  z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  z.transform((text) => Uint8Array.from(getBase64Encoder().encode(text))),
);
const lamports = z.union([
  z.bigint().check(z.nonnegative()),
  z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.transform((text) => BigInt(text)),
  ),
  z.pipe(
    z.number().check(z.int(), z.nonnegative()),
    z.transform((value) => BigInt(value)),
  ),
]);

export const solanaAccountStateSchema = z.object({
  lamports,
  /** The program that owns the account. */
  owner: base58Address,
  data: base64Bytes,
});

export const watchedAccountSchema = z.object({
  address: base58Address,
  /** Null: the account does not exist before, or after. */
  before: z.nullable(solanaAccountStateSchema),
  after: z.nullable(solanaAccountStateSchema),
});

export const solanaTransactionResultSchema = z.object({
  feePayer: base58Address,
  /** Lamports the fee payer pays for the transaction. */
  fee: lamports,
  /** The node's transaction error (`"AccountNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`), or null. */
  err: z.nullable(z.unknown()),
  logs: z.array(z.string().check(z.maxLength(4000))).check(z.maxLength(2000)),
  /** Ignored when `err` is set: a failed transaction changes nothing but its fee. */
  accounts: z.array(watchedAccountSchema),
});

export const solanaSimulationInputSchema = z.object({
  /** The visitor's account: the wallet whose SOL and tokens are reported. */
  account: base58Address,
  transactions: z.array(solanaTransactionResultSchema).check(z.minLength(1)),
  nativeCurrency: z.object({ symbol: z.string(), decimals: z.number().check(z.int(), z.nonnegative()) }),
  /** By mint address: the token's decimals (read from the mint) and symbol, where known. */
  mints: z.optional(z.record(z.string(), tokenInfoSchema)),
});

export type SolanaAccountState = z.infer<typeof solanaAccountStateSchema>;
export type WatchedAccount = z.infer<typeof watchedAccountSchema>;
export type SolanaTransactionResult = z.infer<typeof solanaTransactionResultSchema>;
export type SolanaSimulationInput = z.infer<typeof solanaSimulationInputSchema>;
