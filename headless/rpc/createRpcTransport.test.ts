/**
 * The RPC transport against a real HTTP server (node:http, scripted per test): §8 retry statuses and
 * codes, Retry-After, the doubling backoff, §7 batching, proxy URL and fallback ranking.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RPC_RETRY_COUNT } from '../../domain/constants.ts';
import { poll } from '../../test-support/eventually.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import {
  answerAll,
  errorAll,
  type Script,
  startTestRpcServer,
  type TestRpcServer,
} from '../../test-support/testRpcServer.ts';
import { createEvmClient } from './createEvmClient.ts';

const NETWORK = testEvmNetwork(31337);
const servers: TestRpcServer[] = [];
const ok: Script = (call) =>
  answerAll(call, (request) => (request.method === 'net_listening' ? true : '0x7a69'));

async function serve(script: Script): Promise<TestRpcServer> {
  const server = await startTestRpcServer(script);
  servers.push(server);
  return server;
}

/** A client whose only endpoint is `server`, reached as the project's RPC proxy. */
const clientOf = (server: TestRpcServer) =>
  createEvmClient(NETWORK, { rpcBase: server.url, projectId: 'p1' });
const chainIdOf = (server: TestRpcServer) => clientOf(server).request({ method: 'eth_chainId' });

/** Fails the first `times` calls with `status` (and `headers`), then answers. */
const failFirst =
  (times: number, status: number, headers: Record<string, string> = {}): Script =>
  (call, attempt) =>
    attempt < times ? { status, headers, body: 'unavailable' } : ok(call, attempt);

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('createRpcTransport: the project proxy (§7)', () => {
  it('POSTs JSON-RPC to /v1/?chainId={caip}&projectId={id}', async () => {
    const server = await serve(ok);
    await expect(chainIdOf(server)).resolves.toBe('0x7a69');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toBe('/v1/?chainId=eip155%3A31337&projectId=p1');
    expect(server.calls[0]?.requests[0]).toMatchObject({ method: 'eth_chainId' });
  });
});

describe('createRpcTransport: RPC retry (§8)', () => {
  it('honours Retry-After on 429: waits the seconds it names, then succeeds', async () => {
    const server = await serve(failFirst(1, 429, { 'Retry-After': '1' }));
    const started = Date.now();
    await expect(chainIdOf(server)).resolves.toBe('0x7a69');
    // The backoff alone would have waited 150 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.calls).toHaveLength(2);
  });

  it('retries 503 with a backoff doubling from 150 ms (150 + 300 before the third attempt)', async () => {
    const server = await serve(failFirst(2, 503));
    const started = Date.now();
    await expect(chainIdOf(server)).resolves.toBe('0x7a69');
    expect(Date.now() - started).toBeGreaterThanOrEqual(440);
    expect(server.calls).toHaveLength(3);
  });

  it(`gives up after ${RPC_RETRY_COUNT} retries`, async () => {
    const server = await serve(() => ({ status: 503, headers: { 'Retry-After': '0' }, body: 'down' }));
    await expect(chainIdOf(server)).rejects.toMatchObject({ name: 'HttpRequestError', status: 503 });
    expect(server.calls).toHaveLength(RPC_RETRY_COUNT + 1);
  });

  // §8: the statuses RPC requests are retried on (viem's shouldRetry, which the transport keeps).
  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    // Retry-After: 0 skips the wait so the table stays fast; the backoff has its own test.
    const server = await serve(failFirst(1, status, { 'Retry-After': '0' }));
    await expect(chainIdOf(server)).resolves.toBe('0x7a69');
    expect(server.calls).toHaveLength(2);
  });

  it.each([400, 401, 404])('does not retry HTTP %i', async (status) => {
    const server = await serve(failFirst(1, status));
    await expect(chainIdOf(server)).rejects.toMatchObject({ name: 'HttpRequestError', status });
    expect(server.calls).toHaveLength(1);
  });

  it.each([
    [-1, 'unknown error'],
    [-32005, 'limit exceeded'],
  ])('retries JSON-RPC code %i (%s)', async (code, message) => {
    const server = await serve((call, attempt) =>
      attempt === 0 ? errorAll(call, code, message) : ok(call, attempt),
    );
    await expect(chainIdOf(server)).resolves.toBe('0x7a69');
    expect(server.calls).toHaveLength(2);
  });

  it('also retries -32603, which viem decides beyond §8 (documented in createRpcTransport.ts)', async () => {
    const server = await serve((call, attempt) =>
      attempt === 0 ? errorAll(call, -32603, 'internal') : ok(call, attempt),
    );
    await expect(chainIdOf(server)).resolves.toBe('0x7a69');
    expect(server.calls).toHaveLength(2);
  });

  it('does not retry other JSON-RPC errors (-32000 invalid input)', async () => {
    const server = await serve((call) => errorAll(call, -32000, 'execution reverted'));
    await expect(chainIdOf(server)).rejects.toMatchObject({ code: -32000 });
    expect(server.calls).toHaveLength(1);
  });
});

describe('createRpcTransport: batching (§7 "batches up to 1000")', () => {
  it('sends requests made together as one HTTP call', async () => {
    const server = await serve((call) =>
      answerAll(call, (request) => (request.method === 'eth_getBalance' ? '0x10' : '0x7a69')),
    );
    const client = clientOf(server);
    const [a, b, chainId] = await Promise.all([
      client.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
      client.getBalance({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
      client.request({ method: 'eth_chainId' }),
    ]);
    expect([a, b, chainId]).toEqual([16n, 16n, '0x7a69']);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.batch).toBe(true);
    expect(server.calls[0]?.requests.map((request) => request.method)).toEqual([
      'eth_getBalance',
      'eth_getBalance',
      'eth_chainId',
    ]);
  });
});

describe('createRpcTransport: fallback (§7)', () => {
  it('falls back to the second URL when the first fails, and ranks the failing one last by net_listening', async () => {
    const down = await serve(() => ({ status: 500, body: 'down' }));
    const up = await serve(ok);
    const client = createEvmClient(NETWORK, { extraUrls: [down.url, up.url] });

    // Sent before the first ranking: tries `down` first, then falls back.
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(down.callsOf('eth_chainId').length).toBeGreaterThanOrEqual(1);
    expect(up.callsOf('eth_chainId').length).toBeGreaterThanOrEqual(1);

    // Ranking pings both with net_listening (not eth_blockNumber) and puts the failing one last.
    await poll(() => down.callsOf('net_listening').length).toBeGreaterThanOrEqual(1);
    await poll(() => up.callsOf('net_listening').length).toBeGreaterThanOrEqual(1);
    expect([...down.calls, ...up.calls].flatMap((call) => call.requests.map((r) => r.method))).not.toContain(
      'eth_blockNumber',
    );
    const downBefore = down.callsOf('eth_chainId').length;
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(down.callsOf('eth_chainId')).toHaveLength(downBefore);
  });
});
