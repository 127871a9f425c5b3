/**
 * The embedded wallet's answers to EVM RPC requests, parsed per method: the frame is another origin's
 * code, so a signature, a transaction hash or a quantity is checked for its shape before the app gets
 * it. Methods whose answers are objects (blocks, receipts, logs) pass as they are: viem parses those.
 * Solana's answers are parsed where they are decoded (headless/connectors/solanaSigning.ts).
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../errors.ts';

/** Hex bytes: '0x' and whole bytes. */
const hexData = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/));
/** A signature: 65 bytes (r, s, v), or longer for a smart account's. */
const signature = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){65,}$/));
/** A 32-byte transaction hash. */
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
/** A JSON-RPC quantity: hex with no leading zeros. */
const quantity = z.string().check(z.regex(/^0x(?:0|[1-9a-fA-F][0-9a-fA-F]*)$/));
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

const RESULTS: Readonly<Record<string, z.ZodMiniType>> = {
  personal_sign: signature,
  eth_signTypedData_v4: signature,
  eth_sendTransaction: hash,
  eth_sendRawTransaction: hash,
  eth_accounts: z.array(address),
  eth_chainId: quantity,
  eth_blockNumber: quantity,
  eth_getBalance: quantity,
  eth_gasPrice: quantity,
  eth_estimateGas: quantity,
  eth_getTransactionCount: quantity,
  eth_maxPriorityFeePerGas: quantity,
  eth_blobBaseFee: quantity,
  eth_call: hexData,
  eth_getCode: hexData,
  eth_getStorageAt: hexData,
};

/** An answer of the wrong shape: the app gets this error, never the answer. */
export class InvalidRpcResultError extends Error {
  constructor(readonly method: string) {
    super(`${MESSAGES.invalidRpcResult}: ${method}`);
  }
}

/** The answer to `method`, checked when its shape is known; throws InvalidRpcResultError otherwise. */
export function parseRpcResult(method: string, result: unknown): unknown {
  // Own keys only: a method named like an Object.prototype member ('toString') has no known shape.
  const schema = Object.hasOwn(RESULTS, method) ? RESULTS[method] : undefined;
  if (!schema) return result;
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new InvalidRpcResultError(method);
  return parsed.data;
}
