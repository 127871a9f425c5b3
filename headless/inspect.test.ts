import { createServer } from 'node:net';
import { createInspectorServer } from '@statelyai/inspect/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createInspect } from './inspect.ts';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
});

/** A free local port: listen on port 0, read it, close. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
});

describe('createInspect', () => {
  it('is off for false and for no option', () => {
    expect(createInspect(false)).toBeUndefined();
    expect(createInspect(undefined)).toBeUndefined();
  });

  it('passes every XState inspection event to a custom callback', () => {
    const events: string[] = [];
    const inspect = createInspect((event) => events.push(event.type));
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'toggle' });
    actor.stop();
    expect(events).toContain('@xstate.actor');
    expect(events).toContain('@xstate.event');
    expect(events).toContain('@xstate.snapshot');
  });

  it("'console' logs one line per event through @statelyai/inspect, with no network", async () => {
    const lines: string[] = [];
    const inspect = createInspect('console', { log: (line) => lines.push(line) });
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'toggle' });
    // @statelyai/inspect loads on the first event; events sent meanwhile are delivered in order.
    await vi.waitFor(() => expect(lines).toContain('[portico] event toggle'));
    expect(lines).toContain('[portico] snapshot "on" (active)');
    actor.stop();
    inspect?.stop();
  });

  it('importing the module touches no window (SSR-safe)', async () => {
    vi.resetModules();
    const touched = vi.fn();
    Object.defineProperty(globalThis, 'window', { get: touched, configurable: true });
    cleanups.push(() => Reflect.deleteProperty(globalThis, 'window'));
    const module = await import('./inspect.ts');
    module.createInspect('console', { log: () => {} });
    expect(touched).not.toHaveBeenCalled();
  });

  it("'websocket' sends the events to a local inspector server (offline, no browser opened)", async () => {
    const port = await freePort();
    const server = createInspectorServer({ port, autoOpen: false });
    cleanups.push(() => server.stop());
    const url = `ws://localhost:${port}`;
    const inspect = createInspect('websocket', { url });
    if (!inspect) throw new Error('websocket mode returned no callback');
    cleanups.push(() => inspect.stop());
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'toggle' });
    actor.stop();
    // The server keeps what it relays and replays it to a client that connects later: read it back.
    const { createWebSocketReceiver } = await import('@statelyai/inspect');
    const toggled = new Promise<string>((resolve) => {
      createWebSocketReceiver({ server: url }).subscribe((event) => {
        if (event.type === '@xstate.event' && event.event.type === 'toggle') resolve(event.event.type);
      });
    });
    await expect(toggled).resolves.toBe('toggle');
  });
});
