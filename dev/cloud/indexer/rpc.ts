/**
 * A minimal JSON-RPC 2.0 client for the indexer: one HTTP POST per batch of calls, answers matched by id
 * and parsed with zod at this boundary. Batches keep catching up with a chain to a few round trips.
 */
import * as z from 'zod';

/** One call of a batch. */
export interface RpcCall {
  method: string;
  params: unknown[];
}

/** A JSON-RPC error answer (or a transport failure) of one call. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

const answerSchema = z.object({
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

let nextId = 1;

/**
 * Sends `calls` as one batch to `url` and returns the raw results in call order; throws {@link RpcError}
 * if the chain cannot be reached or any call fails.
 */
export async function rpcBatch(url: string, calls: readonly RpcCall[]): Promise<unknown[]> {
  if (calls.length === 0) return [];
  const first = nextId;
  nextId += calls.length;
  const body = calls.map((call, i) => ({ jsonrpc: '2.0', id: first + i, ...call }));
  let json: unknown;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new RpcError(`${url}: HTTP ${res.status}`);
    json = await res.json();
  } catch (err) {
    if (err instanceof RpcError) throw err;
    throw new RpcError(`${url}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const answers = z.array(answerSchema).safeParse(json);
  if (!answers.success) throw new RpcError(`${url}: not a JSON-RPC batch answer`);
  const byId = new Map(answers.data.map((a) => [a.id, a]));
  return calls.map((call, i) => {
    const answer = byId.get(first + i);
    if (!answer) throw new RpcError(`${url}: no answer to ${call.method}`);
    if (answer.error) throw new RpcError(`${call.method}: ${answer.error.message}`, answer.error.code);
    return answer.result;
  });
}

/** Sends one call; see {@link rpcBatch}. */
export async function rpcCall(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const [result] = await rpcBatch(url, [{ method, params }]);
  return result;
}
