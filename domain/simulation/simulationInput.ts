/**
 * What a simulation of a request is read from, parsed at the boundary: the calls as the request asks
 * them (in order), and the node's answer to `eth_simulateV1` per call (viem's `simulateCalls` result,
 * with `traceTransfers` so native coin moves appear as logs), plus what the engine learnt around it
 * (which addresses hold code, each token's symbol and decimals). Nothing here is trusted as typed: a
 * node or a page may send anything.
 */
import * as z from 'zod/mini';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const bigintLike = z.union([
  z.bigint(),
  z.pipe(
    hex,
    z.transform((text) => BigInt(text)),
  ),
  z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.transform((text) => BigInt(text)),
  ),
]);

const logSchema = z.object({
  address,
  topics: z.array(hex),
  data: hex,
});

export const simulatedCallSchema = z.object({
  to: z.optional(z.nullable(address)),
  value: z.optional(bigintLike),
  data: z.optional(hex),
});

export const callResultSchema = z.object({
  status: z.enum(['success', 'failure']),
  /** Return data, or the revert data of a failed call. */
  data: z.optional(hex),
  logs: z.optional(z.array(logSchema)),
});

export const tokenInfoSchema = z.object({
  symbol: z.optional(z.string()),
  name: z.optional(z.string()),
  decimals: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export const simulationInputSchema = z.object({
  /** The visitor's account: msg.sender of every call. */
  account: address,
  calls: z.array(simulatedCallSchema),
  results: z.array(callResultSchema),
  /** The network's native coin (a transfer log from 0xeeee…eeee is this coin). */
  nativeCurrency: z.object({ symbol: z.string(), decimals: z.number().check(z.int(), z.nonnegative()) }),
  /** By lower-case address: token symbols and decimals read from the chain. */
  tokens: z.optional(z.record(z.string(), tokenInfoSchema)),
  /** By lower-case address: whether the address holds code (a contract), for spenders. */
  hasCode: z.optional(z.record(z.string(), z.boolean())),
});

export type SimulationLog = z.infer<typeof logSchema>;
export type TokenInfo = z.infer<typeof tokenInfoSchema>;
export type SimulationInput = z.infer<typeof simulationInputSchema>;
