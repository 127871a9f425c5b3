import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventually } from '../test-support/eventually.ts';
import { inlineCodeIn } from './inspectPage.ts';
import { type InspectServer, startInspectServer } from './inspectServer.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(options: Parameters<typeof startInspectServer>[0] = {}): Promise<InspectServer> {
  const server = await startInspectServer({ port: 0, buildPage: false, ...options });
  cleanups.push(() => server.close());
  return server;
}

/** A connected WebSocket client and every text message it has received. */
async function client(url: string, origin?: string): Promise<{ socket: WebSocket; received: string[] }> {
  const socket = new WebSocket(url, origin === undefined ? {} : { origin });
  const received: string[] = [];
  socket.on('message', (data) => received.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  cleanups.push(() => socket.terminate());
  return { socket, received };
}

const event = (n: number) =>
  JSON.stringify({ type: '@xstate.event', sessionId: 'x:0', event: { type: `e${n}` } });

/** A fixture page, and beside it (outside the page) a file nobody may read through the server. */
async function fixturePage(): Promise<string> {
  const base = await mkdtemp(join(tmpdir(), 'portico-inspect-test-'));
  cleanups.push(() => rm(base, { recursive: true, force: true }));
  await mkdir(join(base, 'page', 'assets'), { recursive: true });
  await writeFile(
    join(base, 'page', 'index.html'),
    '<!doctype html><script type="module" src="/assets/a.js"></script>',
  );
  await writeFile(join(base, 'page', 'assets', 'a.js'), 'console.log(1);');
  await writeFile(join(base, 'secret.txt'), 'TOP-SECRET');
  return join(base, 'page');
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP request with the path sent exactly as written (no client-side normalisation). */
function get(url: string, path: string, options: { method?: string; host?: string } = {}): Promise<Reply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.host ? { host: options.host } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the relay', () => {
  it("forwards each client's message to every other client, not back to its sender", async () => {
    const server = await started();
    const host = await client(server.wsUrl);
    const viewer = await client(server.wsUrl);
    host.socket.send(event(1));
    await eventually(() => expect(viewer.received).toEqual([event(1)]));
    viewer.socket.send(event(2));
    await eventually(() => expect(host.received).toEqual([event(2)]));
  });

  it('replays what it relayed to a client that connects late, as one JSON array, then goes live', async () => {
    const server = await started();
    const host = await client(server.wsUrl);
    const early = await client(server.wsUrl);
    for (const n of [1, 2, 3]) host.socket.send(event(n));
    await eventually(() => expect(early.received).toHaveLength(3));
    const late = await client(`${server.wsUrl}/any/path`);
    await eventually(() => expect(late.received).toHaveLength(1));
    expect(JSON.parse(late.received[0] ?? '')).toEqual([1, 2, 3].map((n) => JSON.parse(event(n))));
    host.socket.send(event(4));
    await eventually(() => expect(late.received).toEqual([late.received[0], event(4)]));
  });

  it('keeps only the newest messages for the replay, and only JSON text', async () => {
    const server = await started({ replayLimit: 2 });
    const host = await client(server.wsUrl);
    const early = await client(server.wsUrl);
    host.socket.send('not json');
    host.socket.send(Buffer.from(event(0)), { binary: true });
    for (const n of [1, 2, 3]) host.socket.send(event(n));
    await eventually(() => expect(early.received).toEqual([event(1), event(2), event(3)]));
    const late = await client(server.wsUrl);
    await eventually(() => expect(late.received).toEqual([`[${event(2)},${event(3)}]`]));
  });

  it('refuses a page of another site the developer has open (it could read the events or forge some); a local page, a program and an allowed origin join', async () => {
    const server = await started({ allowOrigins: ['https://app.example'] });
    const host = await client(server.wsUrl);
    host.socket.send(event(1));
    const forged = new WebSocket(server.wsUrl, { origin: 'https://evil.example' });
    cleanups.push(() => forged.terminate());
    const refusal = await new Promise<string>((resolve) => {
      forged.once('unexpected-response', (_request, response) => resolve(String(response.statusCode)));
      forged.once('error', (error) => resolve(error.message));
      forged.once('open', () => resolve('open'));
    });
    expect(refusal).toMatch(/403/);
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4000', 'https://app.example']) {
      const joined = await client(server.wsUrl, origin);
      await eventually(() => expect(joined.received).toEqual([`[${event(1)}]`]));
    }
  });

  it('sends a newcomer nothing while there is nothing to replay', async () => {
    const server = await started();
    const first = await client(server.wsUrl);
    const second = await client(server.wsUrl);
    second.socket.send(event(1));
    await eventually(() => expect(first.received).toEqual([event(1)]));
  });
});

describe('the page', () => {
  it('serves the page and its files from its directory, with their types', async () => {
    const server = await started({ pageDir: await fixturePage() });
    const page = await get(server.url, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('/assets/a.js');
    const script = await get(server.url, '/assets/a.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe('console.log(1);');
  });

  it('refuses every path that leaves the page directory', async () => {
    const server = await started({ pageDir: await fixturePage() });
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00index.html',
      '/%E0%A4%A',
    ]) {
      const reply = await get(server.url, path);
      expect([path, reply.status]).toEqual([path, 404]);
      expect(reply.body).not.toContain('TOP-SECRET');
    }
  });

  it('sends the strict CSP and nosniff with every response, found or not', async () => {
    const server = await started({ pageDir: await fixturePage() });
    const { host } = new URL(server.url);
    const csp = `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ws://${host}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    for (const reply of [
      await get(server.url, '/'),
      await get(server.url, '/missing.js'),
      await get(server.url, '/', { method: 'POST' }),
    ]) {
      expect(reply.headers['content-security-policy']).toBe(csp);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("names the host the page was asked by in connect-src, never a Host header's smuggled directive", async () => {
    const server = await started({ pageDir: await fixturePage() });
    const byName = await get(server.url, '/', { host: 'localhost:9999' });
    expect(byName.headers['content-security-policy']).toContain("connect-src 'self' ws://localhost:9999;");
    const smuggled = await get(server.url, '/', { host: "evil; script-src 'unsafe-inline'" });
    const { host } = new URL(server.url);
    expect(smuggled.headers['content-security-policy']).toContain(`connect-src 'self' ws://${host};`);
    expect(smuggled.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('answers 503 while no page is there, and 405 to anything but GET and HEAD', async () => {
    const relayOnly = await started();
    expect((await get(relayOnly.url, '/')).status).toBe(503);
    const server = await started({ pageDir: await fixturePage() });
    expect((await get(server.url, '/', { method: 'DELETE' })).status).toBe(405);
    const head = await get(server.url, '/', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
  });
});

describe('inlineCodeIn (the built page must run under the CSP)', () => {
  it('accepts what Vite writes: module scripts and stylesheets by URL', () => {
    const vite =
      '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
    expect(inlineCodeIn(vite)).toEqual([]);
  });

  it('finds inline scripts, style elements, style attributes and event handlers', () => {
    const html = '<script>boot()</script><style>p{}</style><div style="color:red"></div><img onload="x()">';
    expect(inlineCodeIn(html)).toEqual([
      'inline script: <script>',
      'inline style: <style>',
      'inline attribute: style="color:red"',
      'inline attribute: onload="x()"',
    ]);
  });
});
