/**
 * Over the socket: what `webSocketInspector` sends of a flow that carries a social login's
 * result URL (its `code` and `state`), the Farcaster sign-in URL (its channel token) and a signed Solana
 * transaction. None of them leaves the page; the URLs' other parts do.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { assign, createActor, setup } from 'xstate';
import { MASKED } from '../inspector/model/mask.ts';
import { eventually } from '../test-support/eventually.ts';
import { webSocketInspector } from './index.ts';

const AUTH_CODE = 'c0de-4f9a2b7e';
const STATE = 'st8e-91d0c3aa';
const CHANNEL = 'chan-77e1f0b2';
const SIGNED_TX = `AQ${'Zm9vYmFy'.repeat(30)}==`;
const RESULT_URI = `https://secure.example.com/social/callback?code=${AUTH_CODE}&state=${STATE}`;
const FARCASTER_URL = `https://warpcast.com/~/siwf?channelToken=${CHANNEL}`;

/** A flow holding what the social login, the Farcaster login and a Solana signature hold. */
const flow = setup({
  types: {} as {
    context: { resultUri: string; farcasterUrl: string; signed: { transaction: string } | undefined };
    events:
      | { type: 'social.result'; resultUri: string }
      | { type: 'farcaster.url'; url: string }
      | { type: 'frame.reply'; id: string; ok: true; result: { transaction: string } };
  },
}).createMachine({
  id: 'secrets',
  context: { resultUri: '', farcasterUrl: '', signed: undefined },
  on: {
    'social.result': { actions: assign(({ event }) => ({ resultUri: event.resultUri })) },
    'farcaster.url': { actions: assign(({ event }) => ({ farcasterUrl: event.url })) },
    'frame.reply': { actions: assign(({ event }) => ({ signed: event.result })) },
  },
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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

describe('webSocketInspector: secrets in URLs and signed transactions are not sent', () => {
  it('sends the events and contexts with the code, state, channel token and transaction masked', async () => {
    const { url, messages } = await inspectorServer();
    const inspector = webSocketInspector({ url });
    cleanups.push(() => inspector.stop?.());
    const actor = createActor(flow, { inspect: inspector.inspect }).start();
    actor.send({ type: 'social.result', resultUri: RESULT_URI });
    actor.send({ type: 'farcaster.url', url: FARCASTER_URL });
    actor.send({ type: 'frame.reply', id: 'r1', ok: true, result: { transaction: SIGNED_TX } });
    const contexts = () =>
      messages.flatMap((message) => {
        const event = JSON.parse(message) as { type: string; snapshot?: { context?: unknown } };
        return event.type === '@xstate.snapshot' && event.snapshot?.context ? [event.snapshot.context] : [];
      });
    // The last snapshot arrived: the one after the signed transaction was taken.
    await eventually(() =>
      expect(contexts()).toContainEqual({
        resultUri: `https://secure.example.com/social/callback?code=${MASKED}&state=${MASKED}`,
        farcasterUrl: `https://warpcast.com/~/siwf?channelToken=${MASKED}`,
        signed: { transaction: MASKED },
      }),
    );
    actor.stop();
    const sent = messages.join('\n');
    for (const secret of [AUTH_CODE, STATE, CHANNEL, SIGNED_TX]) expect(sent).not.toContain(secret);
  });
});
