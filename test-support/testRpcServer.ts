/**
 * A tiny JSON-RPC server on node:http for the transport tests: each test scripts the replies, and the
 * server records every HTTP call (path and query, parsed body) so tests can count attempts and batches.
 * Test-only; never imported by product code.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One JSON-RPC request as the server received it. */
export interface RecordedRequest {
  readonly id: number | string;
  readonly method: string;
  readonly params?: unknown;
}

/** One HTTP call: its URL (path + query) and the JSON-RPC request(s) in its body. */
export interface RecordedCall {
  readonly url: string;
  readonly batch: boolean;
  readonly requests: readonly RecordedRequest[];
}

/** What the script answers to a call: a status, headers, and a body (JSON-encoded when not a string). */
export interface ScriptedReply {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** Decides the reply to a call; `attempt` counts calls so far, from 0. */
export type Script = (call: RecordedCall, attempt: number) => ScriptedReply;

/** A running server. */
export interface TestRpcServer {
  readonly url: string;
  readonly calls: RecordedCall[];
  /** Calls that carried a request for `method`. */
  callsOf(method: string): RecordedCall[];
  close(): Promise<void>;
}

/** A JSON-RPC success for every request of the call, `result(request)` each. */
export function answerAll(call: RecordedCall, result: (request: RecordedRequest) => unknown): ScriptedReply {
  const replies = call.requests.map((request) => ({
    jsonrpc: '2.0',
    id: request.id,
    result: result(request),
  }));
  return { body: call.batch ? replies : replies[0] };
}

/** A JSON-RPC error (HTTP 200) for every request of the call. */
export function errorAll(call: RecordedCall, code: number, message: string): ScriptedReply {
  const replies = call.requests.map((request) => ({
    jsonrpc: '2.0',
    id: request.id,
    error: { code, message },
  }));
  return { body: call.batch ? replies : replies[0] };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Start a server on a free local port that answers by `script`. */
export async function startTestRpcServer(script: Script): Promise<TestRpcServer> {
  const calls: RecordedCall[] = [];
  const server = createServer(async (request, response) => {
    const parsed: unknown = JSON.parse((await readBody(request)) || 'null');
    const batch = Array.isArray(parsed);
    const call: RecordedCall = {
      url: request.url ?? '/',
      batch,
      requests: (batch ? parsed : [parsed]) as RecordedRequest[],
    };
    calls.push(call);
    const reply = script(call, calls.length - 1);
    // A string body is plain text (an error page), anything else JSON, as real servers label them.
    const text = typeof reply.body === 'string';
    const body = text ? (reply.body as string) : JSON.stringify(reply.body ?? null);
    const contentType = text ? 'text/plain' : 'application/json';
    response.writeHead(reply.status ?? 200, { 'content-type': contentType, ...reply.headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsOf: (method) => calls.filter((call) => call.requests.some((r) => r.method === method)),
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps connections alive; close them or close() waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
