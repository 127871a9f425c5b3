import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { parseModalOptions } from '../headless/options.ts';
import { MASKED } from '../inspector/model/mask.ts';
import { eventually } from '../test-support/eventually.ts';
import { statelyInspector, webSocketInspector } from './index.ts';

/** A small OTP flow: the code and the e-mail travel in events and sit in context. */
const otpFlow = setup({
  types: {} as {
    context: { email: string; code: string };
    events: { type: 'otp.submit'; code: string; email: string };
  },
}).createMachine({
  id: 'otp',
  initial: 'awaitingOtp',
  context: { email: '', code: '' },
  states: {
    awaitingOtp: {
      on: {
        'otp.submit': {
          target: 'verifying',
          actions: assign(({ event }) => ({ code: event.code, email: event.email })),
        },
      },
    },
    verifying: {},
  },
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A local WebSocket server that keeps every text message its clients send. */
async function inspectorServer(): Promise<{ url: string; messages: string[] }> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const messages: string[] = [];
  server.on('connection', (socket: WebSocket) => {
    socket.on('message', (data) => messages.push(String(data)));
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, messages };
}

/** Run the OTP flow under the host's inspector, as the engine does, submitting a code. */
function runOtpFlow(inspector: ReturnType<typeof webSocketInspector>) {
  const actor = createActor(otpFlow, { inspect: inspector.inspect }).start();
  actor.send({ type: 'otp.submit', code: '314159', email: 'ada@example.com' });
  return actor;
}

interface Received {
  type: string;
  event?: { type: string; code?: string; email?: string };
  snapshot?: { value?: unknown; context?: { code?: string; email?: string }; output?: unknown };
}

const parsed = (messages: readonly string[]) => messages.map((message) => JSON.parse(message) as Received);
const submitted = (messages: readonly string[]) =>
  parsed(messages).find((event) => event.type === '@xstate.event' && event.event?.type === 'otp.submit');
const verifying = (messages: readonly string[]) =>
  parsed(messages).find(
    (event) => event.type === '@xstate.snapshot' && event.snapshot?.value === 'verifying',
  );

describe('webSocketInspector', () => {
  it('is an inspector createModal accepts, sending a real actor’s events with the one-time code and the e-mail masked', async () => {
    const { url, messages } = await inspectorServer();
    const inspector = webSocketInspector({ url });
    cleanups.push(() => inspector.stop?.());
    expect(parseModalOptions({ projectId: 'p', inspect: inspector }).inspect).toBe(inspector);
    const actor = runOtpFlow(inspector);
    await eventually(() => {
      expect(submitted(messages)).toBeDefined();
      expect(verifying(messages)).toBeDefined();
    });
    actor.stop();
    expect(submitted(messages)?.event).toEqual({ type: 'otp.submit', code: MASKED, email: MASKED });
    expect(verifying(messages)?.snapshot?.context).toEqual({ code: MASKED, email: MASKED });
    // Not anywhere else either (the actor's first snapshot, its definition…).
    const all = messages.join('\n');
    expect(all).not.toContain('314159');
    expect(all).not.toContain('ada@example.com');
  });

  it('with showPrivateData sends the e-mail as it is, and still masks the code', async () => {
    const { url, messages } = await inspectorServer();
    const inspector = webSocketInspector({ url, showPrivateData: true });
    cleanups.push(() => inspector.stop?.());
    const actor = runOtpFlow(inspector);
    await eventually(() => expect(verifying(messages)).toBeDefined());
    actor.stop();
    expect(verifying(messages)?.snapshot?.context).toEqual({ code: MASKED, email: 'ada@example.com' });
    expect(messages.join('\n')).not.toContain('314159');
  });
  it("masks a signature in an actor's output too, which is neither an event nor a context", async () => {
    const signature = `0x${'ab'.repeat(65)}`;
    const signing = setup({ actors: { sign: fromPromise(async () => signature) } }).createMachine({
      id: 'signing',
      initial: 'signing',
      states: { signing: { invoke: { src: 'sign', onDone: 'signed' } }, signed: { type: 'final' } },
    });
    const { url, messages } = await inspectorServer();
    const inspector = webSocketInspector({ url });
    cleanups.push(() => inspector.stop?.());
    const actor = createActor(signing, { inspect: inspector.inspect }).start();
    const outputs = () =>
      parsed(messages).flatMap((event) =>
        event.type === '@xstate.snapshot' && event.snapshot && 'output' in event.snapshot
          ? [event.snapshot.output]
          : [],
      );
    await eventually(() => expect(outputs()).toContain(MASKED));
    actor.stop();
    expect(messages.join('\n')).not.toContain(signature.slice(2));
  });
});

describe('statelyInspector', () => {
  it('on the server (no window) is an inspector that does nothing, which createModal accepts', () => {
    expect(typeof window).toBe('undefined');
    const inspector = statelyInspector();
    expect(parseModalOptions({ projectId: 'p', inspect: inspector }).inspect).toBe(inspector);
    expect(() => createActor(otpFlow, { inspect: inspector.inspect }).start().stop()).not.toThrow();
    expect(() => inspector.stop?.()).not.toThrow();
  });
});
