import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createWebSocketInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  FLOW_CODE,
  FLOW_EMAIL,
  runEmailLogin,
  startEmailLogin,
  submitEmail,
} from './emailLoginFlow.fixture.ts';
import { MASKED } from './mask.ts';
import type { InspectorRecord, InspectorSource } from './types.ts';
import { RECONNECT_DELAY_MS, webSocketSource } from './webSocketSource.ts';

/**
 * A relay like the inspector's server page: what one client sends goes to the others, and each new
 * client first gets everything sent so far, as one JSON array (the replay buffer).
 */
async function startRelay(port = 0) {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  await once(server, 'listening');
  const buffer: string[] = [];
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    if (buffer.length > 0) socket.send(`[${buffer.join(',')}]`);
    socket.on('message', (data) => {
      const text = String(data);
      buffer.push(text);
      for (const client of server.clients)
        if (client !== socket && client.readyState === WebSocket.OPEN) client.send(text);
    });
  });
  return {
    server,
    buffer,
    port: (server.address() as AddressInfo).port,
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function connect(url: string) {
  const source = webSocketSource(url, { WebSocket: WebSocket as unknown as typeof globalThis.WebSocket });
  cleanup.push(() => source.stop());
  return source;
}

function collect(source: InspectorSource) {
  const records: InspectorRecord[] = [];
  source.subscribe((record) => records.push(record));
  return records;
}

/** A remote page inspecting its email login with @statelyai/inspect's WebSocket mode. */
function remotePage(url: string) {
  const inspector = createWebSocketInspector({ url });
  const actor = startEmailLogin(inspector.inspect.next);
  cleanup.push(() => {
    actor.stop();
    inspector.stop();
  });
  return actor;
}

const connected = (records: InspectorRecord[]) =>
  records.some((record) => record.type === '@xstate.snapshot' && record.snapshot.value === 'connected');

describe('webSocketSource', () => {
  it("reads a remote page's records as it sends them, masked", async () => {
    const relay = await startRelay();
    cleanup.push(relay.close);
    const source = connect(relay.url);
    const records = collect(source);
    await vi.waitFor(() => expect(relay.connections()).toBe(1));
    const actor = remotePage(relay.url);
    await runEmailLogin(actor);
    await vi.waitFor(() => expect(connected(records)).toBe(true));
    const json = JSON.stringify(records);
    expect(json).toContain('otp.submit');
    expect(json).toContain(MASKED);
    expect(json).not.toContain(FLOW_CODE);
    expect(json).not.toContain(FLOW_EMAIL);
  });

  it("rebuilds each machine actor's machine from its definition, once per definition", async () => {
    const relay = await startRelay();
    cleanup.push(relay.close);
    const source = connect(relay.url);
    const records = collect(source);
    await vi.waitFor(() => expect(relay.connections()).toBe(1));
    await submitEmail(remotePage(relay.url));
    const actorOf = (name: string) =>
      records.find((record) => record.type === '@xstate.actor' && record.name === name)?.sessionId ?? '';
    await vi.waitFor(() => expect(actorOf('otp')).not.toBe(''));
    const login = source.machineOf(actorOf('emailLogin'));
    expect(login?.id).toBe('emailLogin');
    expect(source.machineOf(actorOf('emailLogin'))).toBe(login);
    expect(source.machineOf(actorOf('otp'))?.id).toBe('otpEntry');
    // A promise actor's definition is only its name: it has no statechart.
    expect(actorOf('connectEmail')).not.toBe('');
    expect(source.machineOf(actorOf('connectEmail'))).toBeUndefined();
    expect(source.machineOf('x:unknown')).toBeUndefined();
  });

  it("reads the server's replay buffer (a JSON array), and gives a late subscriber the running actors first", async () => {
    const relay = await startRelay();
    cleanup.push(relay.close);
    const pageActor = remotePage(relay.url);
    await submitEmail(pageActor);
    await vi.waitFor(() => expect(relay.buffer.join('')).toContain('"value":"enteringCode"'));
    const source = connect(relay.url);
    const early = collect(source);
    await vi.waitFor(() =>
      expect(early.some((record) => record.type === '@xstate.actor' && record.name === 'otp')).toBe(true),
    );

    const late = collect(source);
    const running = late.flatMap((record) => (record.type === '@xstate.actor' ? [record.name] : []));
    expect(running).toEqual(['emailLogin', 'otp']);
    expect(late[0]).toMatchObject({ snapshot: { value: 'enteringCode', children: ['otp'] } });
    expect(late.every((record) => record.type === '@xstate.actor')).toBe(true);
  });

  it('reconnects a second after the server went away, without repeating what it already read', async () => {
    const relay = await startRelay();
    const source = connect(relay.url);
    const records = collect(source);
    const pageActor = remotePage(relay.url);
    const otp = await submitEmail(pageActor);
    await vi.waitFor(() =>
      expect(records.some((record) => record.type === '@xstate.actor' && record.name === 'otp')).toBe(true),
    );
    const before = records.length;
    const replay = [...relay.buffer];
    await relay.close();

    // The server restarts with the same replay buffer; the page's inspector reconnects on its own.
    const restarted = await startRelay(relay.port);
    cleanup.push(restarted.close);
    restarted.buffer.push(...replay);
    await vi.waitFor(() => expect(restarted.connections()).toBeGreaterThanOrEqual(1), {
      timeout: 3 * RECONNECT_DELAY_MS,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(records).toHaveLength(before);

    const message = JSON.stringify({
      type: '@xstate.event',
      sessionId: otp.sessionId,
      event: { type: 'otp.submit', otp: FLOW_CODE },
      createdAt: String(Date.now()),
    });
    for (const client of restarted.server.clients) client.send(message);
    await vi.waitFor(() => expect(records).toHaveLength(before + 1));
    expect(records.at(-1)).toMatchObject({
      type: '@xstate.event',
      event: { type: 'otp.submit', otp: MASKED },
    });
  });

  it('ignores frames that are not records, and reads a binary frame as text', async () => {
    const relay = await startRelay();
    cleanup.push(relay.close);
    const source = connect(relay.url);
    const records = collect(source);
    await vi.waitFor(() => expect(relay.connections()).toBe(1));
    const event = { type: '@xstate.event', sessionId: 'x:1', event: { type: 'go' }, createdAt: '7' };
    for (const client of relay.server.clients) {
      client.send('not json');
      client.send(JSON.stringify({ type: '@statelyai.connected' }));
      client.send(JSON.stringify([{ nonsense: true }, event]));
      client.send(Buffer.from(JSON.stringify({ ...event, event: { type: 'binary' } })), { binary: true });
    }
    await vi.waitFor(() =>
      expect(records.map((record) => record.type === '@xstate.event' && record.event.type)).toEqual([
        'go',
        'binary',
      ]),
    );
  });

  it('closes for good on stop: no reconnect, no more records', async () => {
    const relay = await startRelay();
    cleanup.push(relay.close);
    const source = connect(relay.url);
    const records = collect(source);
    await vi.waitFor(() => expect(relay.connections()).toBe(1));
    source.stop();
    await vi.waitFor(() => expect(relay.server.clients.size).toBe(0));
    relay.buffer.push(JSON.stringify({ type: '@xstate.event', sessionId: 'x:1', event: { type: 'go' } }));
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS + 300));
    expect(relay.connections()).toBe(1);
    expect(records).toEqual([]);
  });

  it('keeps trying while the server is not there yet', async () => {
    const probe = await startRelay();
    const { port } = probe;
    await probe.close();
    const source = connect(`ws://127.0.0.1:${port}`);
    const records = collect(source);
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS / 2));
    const relay = await startRelay(port);
    cleanup.push(relay.close);
    relay.buffer.push(
      JSON.stringify({ type: '@xstate.event', sessionId: 'x:1', event: { type: 'late' }, createdAt: '1' }),
    );
    await vi.waitFor(() => expect(records).toHaveLength(1), { timeout: 3 * RECONNECT_DELAY_MS });
  });
});
