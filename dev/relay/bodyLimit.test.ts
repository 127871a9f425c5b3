/**
 * The relay's message sizes: its HTTP side (GET /health, the WebSocket upgrade) reads no
 * body, so any declared body is refused 413 unread; a WebSocket frame over RELAY_MAX_MESSAGE_BYTES
 * closes its socket (1009) without being kept; the relay goes on serving. Each attack is sent for real.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { postBody, reportRssGrowth } from '../shared/bodyAttacks.ts';
import { RELAY_MAX_MESSAGE_BYTES, type RunningRelay, startRelay } from './server.ts';
import { RawClient } from './test-helpers.ts';

// A 300 MB attempt on 2 shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000 });

const ATTEMPT_BYTES = 300 * 1024 * 1024;

let relay: RunningRelay;
beforeAll(async () => {
  relay = await startRelay({ quiet: true });
});
afterAll(() => relay.close());

/** The honest request after each attack: a client subscribes and gets its subscription id. */
async function stillServes(): Promise<void> {
  const client = await RawClient.connect(relay.url, 'honest-client');
  try {
    const answer = await client.call('irn_subscribe', { topic: 'a'.repeat(64) });
    expect(answer.result).toEqual(expect.any(String));
  } finally {
    client.close();
  }
}

describe('the relay bounds what it reads', () => {
  it('answers 413 to a POST declaring 300 MB, unread, and closes the connection', async () => {
    const answer = await reportRssGrowth('relay, 300 MB declared', () =>
      postBody({ url: relay.url.replace('ws:', 'http:'), path: '/', bytes: ATTEMPT_BYTES }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'body: larger than 0 bytes' });
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('answers 413 to a chunked POST (no length), unread, and closes the connection', async () => {
    const answer = await reportRssGrowth('relay, 300 MB chunked', () =>
      postBody({
        url: relay.url.replace('ws:', 'http:'),
        path: '/health',
        bytes: ATTEMPT_BYTES,
        declareLength: false,
      }),
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(answer.sentWhenAnswered).toBeLessThan(answer.planned);
    await stillServes();
  });

  it('closes a socket sending a frame over RELAY_MAX_MESSAGE_BYTES with 1009, and stores nothing of it', async () => {
    const ws = new WebSocket(`${relay.url}/`);
    await once(ws, 'open');
    const closed = once(ws, 'close');
    const publish = JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic: 'b'.repeat(64), message: 'x'.repeat(RELAY_MAX_MESSAGE_BYTES), ttl: 300, tag: 1 },
    });
    ws.send(publish);
    const [code] = (await closed) as [number];
    expect(code).toBe(1009);
    expect(relay.stats().messages).toBe(0);
    await stillServes();
  });

  it('relays an honest message just under the limit', async () => {
    const client = await RawClient.connect(relay.url, 'big-publisher');
    try {
      const envelope = {
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 'c'.repeat(64), message: '', ttl: 300, tag: 1 },
      };
      const room = RELAY_MAX_MESSAGE_BYTES - JSON.stringify(envelope).length;
      const answer = await client.call('irn_publish', { ...envelope.params, message: 'y'.repeat(room - 16) });
      expect(answer.error).toBeUndefined();
      expect(answer.result).toBe(true);
    } finally {
      client.close();
    }
  });
});
