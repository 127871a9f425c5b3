/**
 * The inspector's feed server: a message over INSPECT_MAX_MESSAGE_BYTES closes its sender's
 * socket (1009) and is neither relayed nor replayed (ws's default let 100 MiB frames in, each kept in
 * a replay of 10 000), and the replay is bounded in bytes as well as in messages.
 */
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventually } from '../test-support/eventually.ts';
import { INSPECT_MAX_MESSAGE_BYTES, type InspectServer, startInspectServer } from './inspectServer.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function started(options: Parameters<typeof startInspectServer>[0] = {}): Promise<InspectServer> {
  const server = await startInspectServer({ port: 0, buildPage: false, ...options });
  cleanups.push(() => server.close());
  return server;
}

async function client(url: string): Promise<{ socket: WebSocket; received: string[] }> {
  const socket = new WebSocket(url);
  const received: string[] = [];
  socket.on('message', (data) => received.push(String(data)));
  await once(socket, 'open');
  cleanups.push(() => socket.terminate());
  return { socket, received };
}

const event = (n: number) =>
  JSON.stringify({ type: '@xstate.event', sessionId: 'x:0', event: { type: `e${n}` } });

describe('the inspector feed bounds what it keeps', () => {
  it('closes the socket of a client sending a message over the limit, and relays or replays none of it', async () => {
    const server = await started();
    const attacker = await client(server.wsUrl);
    const viewer = await client(server.wsUrl);
    const closed = once(attacker.socket, 'close');
    const big = JSON.stringify({ type: '@xstate.snapshot', pad: 'x'.repeat(INSPECT_MAX_MESSAGE_BYTES) });
    attacker.socket.send(big);
    const [code] = (await closed) as [number];
    expect(code).toBe(1009);
    // An honest host's event after it is the first and only thing the viewer and a late client get.
    const host = await client(server.wsUrl);
    host.socket.send(event(1));
    await eventually(() => expect(viewer.received).toEqual([event(1)]));
    const late = await client(server.wsUrl);
    await eventually(() => expect(late.received).toEqual([`[${event(1)}]`]));
  });

  it('keeps only the newest messages that fit in the replay bytes', async () => {
    const size = event(1).length;
    const server = await started({ replayBytes: 2 * size });
    const host = await client(server.wsUrl);
    const early = await client(server.wsUrl);
    for (const n of [1, 2, 3, 4]) host.socket.send(event(n));
    await eventually(() => expect(early.received).toHaveLength(4));
    const late = await client(server.wsUrl);
    await eventually(() => expect(late.received).toEqual([`[${event(3)},${event(4)}]`]));
  });
});
