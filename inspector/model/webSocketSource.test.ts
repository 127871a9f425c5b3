import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createWebSocketInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { eventually } from '../../test-support/eventually.ts';
import {
  FLOW_CODE,
  FLOW_EMAIL,
  runEmailLogin,
  startEmailLogin,
  submitEmail,
} from '../../test-support/inspectorEmailLoginFlow.ts';
import { MASKED } from './mask.ts';
import type { InspectorRecord, InspectorSource } from './types.ts';
import { webSocketSource } from './webSocketSource.ts';

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

/** A `ws` WebSocket that lists each socket made, so a test can see its close and count its attempts. */
function recordingSockets() {
  const sockets: WebSocket[] = [];
  class RecordedWebSocket extends WebSocket {
    constructor(address: string) {
      super(address);
      sockets.push(this);
    }
  }
  return { sockets, WebSocket: RecordedWebSocket as unknown as typeof globalThis.WebSocket };
}

function connect(url: string, made = recordingSockets()) {
  const source = webSocketSource(url, { WebSocket: made.WebSocket });
  cleanup.push(() => source.stop());
  return Object.assign(source, { sockets: made.sockets });
}

/** Resolves once `socket` has closed (at once if it already has). */
async function closed(socket: WebSocket | undefined): Promise<void> {
  if (!socket) throw new Error('no socket was made');
  // Not `once(socket, 'close')`: that rejects on the 'error' a refused connection emits first.
  if (socket.readyState !== WebSocket.CLOSED) await new Promise((resolve) => socket.once('close', resolve));
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
    await eventually(() => expect(relay.connections()).toBe(1));
    const actor = remotePage(relay.url);
    await runEmailLogin(actor);
    await eventually(() => expect(connected(records)).toBe(true));
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
    await eventually(() => expect(relay.connections()).toBe(1));
    await submitEmail(remotePage(relay.url));
    const actorOf = (name: string) =>
      records.find((record) => record.type === '@xstate.actor' && record.name === name)?.sessionId ?? '';
    await eventually(() => expect(actorOf('otp')).not.toBe(''));
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
    await eventually(() => expect(relay.buffer.join('')).toContain('"value":"enteringCode"'));
    const source = connect(relay.url);
    const early = collect(source);
    await eventually(() =>
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
    await eventually(() =>
      expect(records.some((record) => record.type === '@xstate.actor' && record.name === 'otp')).toBe(true),
    );
    const before = records.length;
    const replay = [...relay.buffer];
    await relay.close();

    // The server restarts with the same replay buffer; the page's inspector reconnects on its own.
    const restarted = await startRelay(relay.port);
    cleanup.push(restarted.close);
    restarted.buffer.push(...replay);
    await eventually(() => expect(restarted.connections()).toBeGreaterThanOrEqual(1));

    // The replay went first on this socket: once the message sent after it is read, so was the replay,
    // and it added nothing.
    const message = JSON.stringify({
      type: '@xstate.event',
      sessionId: otp.sessionId,
      event: { type: 'otp.submit', otp: FLOW_CODE },
      createdAt: String(Date.now()),
    });
    for (const client of restarted.server.clients) client.send(message);
    await eventually(() =>
      expect(records.at(-1)).toMatchObject({
        type: '@xstate.event',
        event: { type: 'otp.submit', otp: MASKED },
      }),
    );
    expect(records).toHaveLength(before + 1);
  });

  it('ignores frames that are not records, and reads a binary frame as text', async () => {
    const relay = await startRelay();
    cleanup.push(relay.close);
    const source = connect(relay.url);
    const records = collect(source);
    await eventually(() => expect(relay.connections()).toBe(1));
    const event = { type: '@xstate.event', sessionId: 'x:1', event: { type: 'go' }, createdAt: '7' };
    for (const client of relay.server.clients) {
      client.send('not json');
      client.send(JSON.stringify({ type: '@statelyai.connected' }));
      client.send(JSON.stringify([{ nonsense: true }, event]));
      client.send(Buffer.from(JSON.stringify({ ...event, event: { type: 'binary' } })), { binary: true });
    }
    await eventually(() =>
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
    // A second source, never stopped: it shows when a reconnect would have come.
    const control = connect(relay.url);
    await eventually(() => expect(relay.connections()).toBe(2));
    source.stop();
    await closed(source.sockets[0]);
    relay.buffer.push(JSON.stringify({ type: '@xstate.event', sessionId: 'x:1', event: { type: 'go' } }));
    // The control's socket closes after the stopped one did, so its retry (RECONNECT_DELAY_MS after its
    // close) comes after the stopped source's would have: once it has reconnected, that moment is past.
    for (const client of relay.server.clients) client.terminate();
    await closed(control.sockets[0]);
    await eventually(() => expect(relay.connections()).toBe(3));
    expect(control.sockets).toHaveLength(2);
    expect(source.sockets).toHaveLength(1);
    expect(records).toEqual([]);
  });

  it('keeps trying while the server is not there yet', async () => {
    const probe = await startRelay();
    const { port } = probe;
    await probe.close();
    const source = connect(`ws://127.0.0.1:${port}`);
    const records = collect(source);
    // The first attempt found no server: the one that reads the records is a retry.
    await closed(source.sockets[0]);
    const relay = await startRelay(port);
    cleanup.push(relay.close);
    relay.buffer.push(
      JSON.stringify({ type: '@xstate.event', sessionId: 'x:1', event: { type: 'late' }, createdAt: '1' }),
    );
    await eventually(() => expect(records).toHaveLength(1));
    expect(source.sockets.length).toBeGreaterThanOrEqual(2);
  });
});
