/**
 * The one Solana RPC call the wallet makes itself: sendTransaction of a signed wire transaction.
 * A plain JSON-RPC POST (through an injectable fetch) rather than a kit RPC client, so unit tests can
 * answer it with a fake and the dev chain's small JSON-RPC front needs nothing more.
 */
import * as z from 'zod/mini';
import type { SolanaTransactionOptions } from './standard.ts';

const responseSchema = z.union([
  z.object({ result: z.string() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);

/** A JSON-RPC error from the Solana node, with its code. */
export class SolanaRpcError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'SolanaRpcError';
    this.code = code;
  }
}

/** Send a base64 wire transaction; resolves with the node's base58 signature. */
export async function sendSolanaTransaction(
  rpcUrl: string,
  base64Transaction: string,
  options: SolanaTransactionOptions = {},
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const config = {
    encoding: 'base64',
    ...(options.preflightCommitment === undefined
      ? {}
      : { preflightCommitment: options.preflightCommitment }),
    ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
  };
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64Transaction, config],
    }),
  });
  if (!response.ok) throw new SolanaRpcError(-32603, `Solana RPC answered HTTP ${response.status}`);
  const parsed = responseSchema.safeParse(await response.json());
  if (!parsed.success)
    throw new SolanaRpcError(-32603, 'Solana RPC sent an unexpected answer to sendTransaction');
  if ('error' in parsed.data) throw new SolanaRpcError(parsed.data.error.code, parsed.data.error.message);
  return parsed.data.result;
}
