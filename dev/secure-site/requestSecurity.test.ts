/**
 * The secure site's request boundary, each attack performed against the running site:
 * - a host page names an `rpcUrl` (GET_USER, SWITCH_NETWORK, RPC_REQUEST carry one): the server must
 *   never POST to it, only to the chains it was started with;
 * - a host page sends GET_USER with a siwxMessage: the login's sign-in is signed once, right after the
 *   code, with no resources and a capped expiry; any other is refused.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SIGN_IN_WINDOW_MS } from './service.ts';
import { FrameClient, startTestSite } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const service of open.splice(0)) await service.close();
});

async function site(options: Parameters<typeof startTestSite>[0] = {}) {
  const s = await startTestSite(options);
  open.push(s);
  return s;
}

/** A tiny JSON-RPC endpoint on a loopback port that records every request it gets. */
async function rpcEndpoint(): Promise<{ url: string; hits: { method: string; body: string }[] }> {
  const hits: { method: string; body: string }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      hits.push({ method: req.method ?? '', body });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"jsonrpc":"2.0","id":1,"result":"0x2a"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hits };
}

describe('row 12: a page-supplied rpcUrl reaches nothing', () => {
  test('an rpcUrl naming another local port is never called: unknown chains fail, known chains use their own RPC', async () => {
    const trap = await rpcEndpoint();
    const chain = await rpcEndpoint();
    const s = await site({ chains: { 'eip155:31337': chain.url } });
    const frame = new FrameClient(s);
    await frame.signIn('rpc-trap@example.com');

    // A chain the site does not know: the page's URL is not a way in.
    expect(
      await frame.rpc({
        method: 'eth_blockNumber',
        chainNamespace: 'eip155',
        chainId: 31338,
        rpcUrl: trap.url,
      }),
    ).toEqual({ status: 400, body: { message: 'No RPC url provided for chainId' } });
    expect(
      await frame.rpc({
        method: 'eth_sendTransaction',
        params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
        chainNamespace: 'eip155',
        chainId: 31338,
        rpcUrl: trap.url,
      }),
    ).toEqual({ status: 400, body: { message: 'No RPC url provided for chainId' } });
    expect(
      await frame.rpc({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AQ' },
        chainNamespace: 'solana',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        rpcUrl: trap.url,
      }),
    ).toMatchObject({ status: 400 });
    // A known chain goes to its configured RPC, whatever URL the page names.
    expect(
      await frame.rpc({
        method: 'eth_blockNumber',
        chainNamespace: 'eip155',
        chainId: 31337,
        rpcUrl: trap.url,
      }),
    ).toEqual({ status: 200, body: { result: '0x2a' } });
    expect(await frame.post('/api/user', { chainId: 31338, rpcUrl: trap.url })).toMatchObject({
      status: 200,
    });

    expect(chain.hits).toHaveLength(1);
    expect(trap.hits).toEqual([]);
  });
});

describe('row 9: GET_USER with siwxMessage signs only the login it belongs to', () => {
  const HOST = 'http://localhost:5173';
  const T0 = Date.parse('2026-11-25T07:00:00.000Z');
  const iso = (ms: number) => new Date(ms).toISOString();
  /** The sign-in data the modal sends (headless/siwx: 7-day messages), issued at `at`. */
  const data = (at: number, extra: Record<string, unknown> = {}) => ({
    accountAddress: '0x0000000000000000000000000000000000000000',
    chainId: 'eip155:31337',
    domain: 'localhost:5173',
    uri: HOST,
    version: '1',
    nonce: `n${at}abcdef`,
    statement: 'Sign in to the Portico demo',
    issuedAt: iso(at),
    expirationTime: iso(at + 7 * 24 * 60 * 60 * 1000),
    ...extra,
  });

  async function loggedIn(email: string) {
    let now = T0;
    const s = await site({ now: () => now });
    const frame = new FrameClient(s, HOST);
    await frame.signIn(email);
    return { s, frame, tick: (ms: number) => (now += ms), now: () => now };
  }

  test("the login's sign-in is signed once with no prompt; a second GET_USER with a siwxMessage is refused", async () => {
    const { frame, tick, now } = await loggedIn('siwx-once@example.com');
    tick(2_000);
    const first = await frame.post<{ message: string; signature: string }>('/api/sign-in', {
      siwxMessage: data(now()),
    });
    expect(first.status).toBe(200);
    const address = (await frame.post<{ address: string }>('/api/user', { chainId: 31337 })).body.address;
    const { parseSiweMessage, verifySiweMessage } = await import('viem/siwe');
    const { createPublicClient, custom } = await import('viem');
    expect(parseSiweMessage(first.body.message)).toMatchObject({ address, domain: 'localhost:5173' });
    const offline = createPublicClient({ transport: custom({ request: async () => null }) });
    await expect(
      verifySiweMessage(offline, {
        message: first.body.message,
        signature: first.body.signature as `0x${string}`,
        // At the site's clock, not the machine's: the message expires a week after the test's T0.
        time: new Date(now()),
      }),
    ).resolves.toBe(true);

    tick(1_000);
    expect(await frame.post('/api/sign-in', { siwxMessage: data(now(), { statement: 'Pay me' }) })).toEqual({
      status: 403,
      body: { message: 'Sign-in refused: the embedded wallet signs only the sign-in of a login just made' },
    });
  });

  test('a GET_USER with a siwxMessage long after the code (a reload, a reconnect) is refused', async () => {
    const { frame, tick, now } = await loggedIn('siwx-late@example.com');
    tick(SIGN_IN_WINDOW_MS + 1);
    expect(await frame.post('/api/sign-in', { siwxMessage: data(now()) })).toEqual({
      status: 403,
      body: { message: 'Sign-in refused: the embedded wallet signs only the sign-in of a login just made' },
    });
  });

  test('the host cannot pick resources or a long expiry, nor spend the login on them', async () => {
    const { frame, tick, now } = await loggedIn('siwx-fields@example.com');
    tick(1_000);
    expect(
      await frame.post('/api/sign-in', {
        siwxMessage: data(now(), { resources: ['https://bank.example/transfer-all'] }),
      }),
    ).toEqual({
      status: 400,
      body: { message: 'Sign-in refused: a sign-in message with resources is not signed' },
    });
    expect(
      await frame.post('/api/sign-in', {
        siwxMessage: data(now(), { expirationTime: iso(now() + 365 * 24 * 60 * 60 * 1000) }),
      }),
    ).toEqual({ status: 400, body: { message: 'Sign-in refused: the message must expire within 7 days' } });
    const { expirationTime: _none, ...forever } = data(now());
    expect(await frame.post('/api/sign-in', { siwxMessage: forever })).toEqual({
      status: 400,
      body: { message: 'Sign-in refused: the message must expire within 7 days' },
    });
    expect(
      await frame.post('/api/sign-in', {
        siwxMessage: data(now(), { domain: 'bank.example', uri: 'https://bank.example' }),
      }),
    ).toEqual({ status: 400, body: { message: 'The sign-in message is not for localhost:5173' } });
    // None of them spent the login's one sign-in.
    expect((await frame.post('/api/sign-in', { siwxMessage: data(now()) })).status).toBe(200);
  });

  test('a device that reconnects with no code (CONNECT) gets no silent sign-in', async () => {
    const { frame, tick, now } = await loggedIn('siwx-connect@example.com');
    tick(SIGN_IN_WINDOW_MS + 1);
    expect((await frame.post('/api/email/start', { email: 'siwx-connect@example.com' })).body).toEqual({
      action: 'CONNECT',
    });
    expect((await frame.post('/api/sign-in', { siwxMessage: data(now()) })).status).toBe(403);
  });
});
