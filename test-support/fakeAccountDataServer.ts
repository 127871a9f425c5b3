/**
 * A stand-in for the blockchain data API and the RPC proxy on node:http, for the engine's benchmark:
 * the account holds as many tokens as asked (dev/cloud reads balances from a chain, where a thousand
 * tokens would take a thousand contracts). GET /v1/account/{address}/balance answers the tokens,
 * /history an empty page, and any POST is JSON-RPC answered as Ethereum mainnet. It records nothing,
 * so a long run does not grow it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `count` token balances on `chainId`, shaped like the §7 balance answer (18 decimals, none zero). */
export function manyTokenBalances(count: number, chainId = 'eip155:1') {
  return Array.from({ length: count }, (_, index) => ({
    name: `Bench Token ${index}`,
    symbol: `BT${index}`,
    chainId,
    address: `${chainId}:0x${(index + 1).toString(16).padStart(40, '0')}`,
    value: (index + 1) * 1.5,
    price: 1.5,
    quantity: { decimals: '18', numeric: `${index + 1}.000000000000000001` },
    iconUrl: `https://tokens.example/${index}.svg`,
  }));
}

const RPC_RESULTS: Record<string, unknown> = {
  eth_chainId: '0x1',
  eth_blockNumber: '0x1',
  eth_getBalance: '0xde0b6b3a7640000', // 1 ETH
};

function rpcReply(request: { id?: unknown; method?: unknown }) {
  const method = typeof request.method === 'string' ? request.method : '';
  return method in RPC_RESULTS
    ? { jsonrpc: '2.0', id: request.id, result: RPC_RESULTS[method] }
    : { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: `no ${method} here` } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A running stand-in: its base URL (for `endpoints.blockchainApi` and `endpoints.rpc`) and its stop. */
export interface FakeAccountDataServer {
  url: string;
  close(): Promise<void>;
}

/** Start the stand-in on a free local port; every account holds `tokenCount` tokens. */
export async function startFakeAccountDataServer(tokenCount: number): Promise<FakeAccountDataServer> {
  const balances = JSON.stringify({ balances: manyTokenBalances(tokenCount) });
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const json = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.method === 'POST') {
      const parsed = JSON.parse((await readBody(request)) || 'null') as unknown;
      const reply = Array.isArray(parsed) ? parsed.map(rpcReply) : rpcReply(Object(parsed));
      return json(200, JSON.stringify(reply));
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) return json(200, balances);
    if (/^\/v1\/account\/[^/]+\/history$/.test(path)) return json(200, '{"data":[],"next":null}');
    return json(404, JSON.stringify({ message: `Not found: ${request.method} ${path}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps connections alive; close them or close() waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
