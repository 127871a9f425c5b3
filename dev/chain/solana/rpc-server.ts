/**
 * The Solana stand-in's HTTP front: JSON-RPC 2.0 over POST (single and batch requests) on node:http,
 * dispatching to {@link METHODS} on one {@link SolanaLedger}. `GET /health` answers `ok` like a validator.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBodyWithin, refuseTooLarge } from '../../shared/bodyLimit.ts';
import { stringifyWithBigInts } from './json.ts';
import type { SolanaLedger } from './ledger.ts';
import { METHODS } from './methods.ts';
import { RPC_ERROR, RpcError } from './rpc-error.ts';
import { requestIdSchema, requestSchema } from './schemas.ts';

/**
 * The largest request body the stand-in reads, in bytes. Its largest honest request is a JSON-RPC
 * batch of transactions: one is at most 1232 bytes (1644 base64 characters, about 1.8 KB with its
 * call), so a batch of 32 fits; Agave's own RPC refuses bodies over 50 KiB (MAX_REQUEST_BODY_SIZE).
 */
export const SOLANA_RPC_MAX_BODY_BYTES = 64 * 1024;

/** Options of {@link startSolanaRpc}. */
export interface SolanaRpcOptions {
  ledger: SolanaLedger;
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Log one line per call (`verbose`) or only per failed call; undefined logs nothing. */
  log?: (line: string) => void;
  verbose?: boolean;
}

/** A running Solana JSON-RPC front. */
export interface RunningSolanaRpc {
  url: string;
  port: number;
  close(): Promise<void>;
}

type RpcId = string | number | null;
type RpcResponse =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: ReturnType<RpcError['toJson']> };

function errorResponse(id: RpcId, err: RpcError): RpcResponse {
  return { jsonrpc: '2.0', id, error: err.toJson() };
}

/** Answers one JSON-RPC request object (already JSON-parsed). Never throws. */
export function handleRpcRequest(
  body: unknown,
  ledger: SolanaLedger,
  log?: (method: string, error: RpcError | undefined) => void,
): RpcResponse {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) {
    const idField = typeof body === 'object' && body !== null && 'id' in body ? body.id : null;
    const id = requestIdSchema.safeParse(idField).data ?? null;
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.') || 'request'}: ${i.message}`)
      .join('; ');
    return errorResponse(id, new RpcError(RPC_ERROR.invalidRequest, `Invalid request: ${detail}`));
  }
  const { id = null, method, params = [] } = parsed.data;
  const handler = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  let error: RpcError | undefined;
  let response: RpcResponse;
  if (!handler) {
    error = new RpcError(RPC_ERROR.methodNotFound, `Method not found: ${method}`);
    response = errorResponse(id, error);
  } else {
    try {
      response = { jsonrpc: '2.0', id, result: handler(params, ledger) };
    } catch (err) {
      error =
        err instanceof RpcError
          ? err
          : new RpcError(
              RPC_ERROR.internalError,
              `Internal error: ${err instanceof Error ? err.message : String(err)}`,
            );
      response = errorResponse(id, error);
    }
  }
  log?.(method, error);
  return response;
}

/** Answers a request body text: a single request, a batch, or the right error. */
export function handleRpcText(
  text: string,
  ledger: SolanaLedger,
  log?: (method: string, error: RpcError | undefined) => void,
): RpcResponse | RpcResponse[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(null, new RpcError(RPC_ERROR.parseError, 'Parse error: body is not JSON'));
  }
  if (!Array.isArray(body)) return handleRpcRequest(body, ledger, log);
  if (body.length === 0) {
    return errorResponse(null, new RpcError(RPC_ERROR.invalidRequest, 'Invalid request: empty batch'));
  }
  return body.map((item: unknown) => handleRpcRequest(item, ledger, log));
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
};

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': type });
  res.end(body);
}

/** Starts the JSON-RPC front on 127.0.0.1 and resolves once listening. */
export async function startSolanaRpc(options: SolanaRpcOptions): Promise<RunningSolanaRpc> {
  const { ledger, log, verbose } = options;
  const logCall = log
    ? (method: string, error: RpcError | undefined) => {
        if (error) log(`[solana] ${method} error ${error.code}: ${error.message}`);
        else if (verbose) log(`[solana] ${method}`);
      }
    : undefined;

  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      send(res, 200, 'ok', 'text/plain');
      return;
    }
    if (req.method !== 'POST') {
      send(res, 405, stringifyWithBigInts({ message: 'Use POST with a JSON-RPC 2.0 body' }));
      return;
    }
    readBodyWithin(req, SOLANA_RPC_MAX_BODY_BYTES).then(
      (body) => {
        if (body === undefined) {
          refuseTooLarge(res, SOLANA_RPC_MAX_BODY_BYTES, CORS_HEADERS);
          return;
        }
        send(res, 200, stringifyWithBigInts(handleRpcText(body.toString('utf8'), ledger, logCall)));
      },
      () => res.destroy(),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
