/**
 * A fake EVM JSON-RPC endpoint for unit tests: a `fetch` that answers the handful of methods viem
 * uses to fill in and send a transaction, records every call, and keeps the raw transactions sent.
 * Not for the browser build; the integration test uses a real anvil instead.
 */
import { type Hex, keccak256, numberToHex } from 'viem';

/** One JSON-RPC call the fake saw. */
export interface FakeCall {
  readonly url: string;
  readonly method: string;
  readonly params: unknown;
}

/** The fake chain(s): a fetch and what it saw. */
export interface FakeChain {
  readonly fetch: typeof fetch;
  readonly calls: FakeCall[];
  readonly rawTransactions: Hex[];
  /** Answer `method` with an error instead (once per call to this). */
  failNext(method: string, error: { code: number; message: string; data?: unknown }): void;
}

interface RpcBody {
  readonly id: number;
  readonly method: string;
  readonly params?: unknown;
}

/** Create a fake chain; `chainIds` maps an RPC URL to the chain id it reports (default 31337). */
export function createFakeChain(chainIds: Readonly<Record<string, number>> = {}): FakeChain {
  const calls: FakeCall[] = [];
  const rawTransactions: Hex[] = [];
  const failures = new Map<string, { code: number; message: string; data?: unknown }>();

  const answer = (url: string, method: string, params: unknown): unknown => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainIds[url] ?? 31337);
      case 'eth_getBalance':
        return numberToHex(10n ** 21n);
      case 'eth_blockNumber':
        return '0x10';
      case 'eth_getTransactionCount':
        return '0x0';
      case 'eth_estimateGas':
        return numberToHex(21000);
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(10n ** 9n);
      case 'eth_gasPrice':
        return numberToHex(2n * 10n ** 9n);
      case 'eth_getBlockByNumber':
        return {
          number: '0x10',
          hash: `0x${'11'.repeat(32)}`,
          parentHash: `0x${'22'.repeat(32)}`,
          timestamp: '0x0',
          baseFeePerGas: numberToHex(10n ** 9n),
          gasLimit: numberToHex(30_000_000),
          gasUsed: '0x0',
          transactions: [],
        };
      case 'eth_sendRawTransaction': {
        const [raw] = params as [Hex];
        rawTransactions.push(raw);
        return keccak256(raw);
      }
      default:
        throw Object.assign(new Error(`fake chain: no ${method}`), { code: -32601 });
    }
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const body = JSON.parse(String(init?.body)) as RpcBody;
    calls.push({ url, method: body.method, params: body.params });
    const failure = failures.get(body.method);
    if (failure) {
      failures.delete(body.method);
      return Response.json({ jsonrpc: '2.0', id: body.id, error: failure });
    }
    try {
      return Response.json({ jsonrpc: '2.0', id: body.id, result: answer(url, body.method, body.params) });
    } catch (error) {
      const { code, message } = error as { code: number; message: string };
      return Response.json({ jsonrpc: '2.0', id: body.id, error: { code, message } });
    }
  };

  return {
    fetch: fetchFn as typeof fetch,
    calls,
    rawTransactions,
    failNext: (method, error) => failures.set(method, error),
  };
}
