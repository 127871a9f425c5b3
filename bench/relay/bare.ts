/**
 * The relay alone, without sign-client work: two raw WebSocket clients bounce a message over a topic pair
 * (publish → push → ack, then the reply the same way). Separates the relay's own cost from the clients'.
 */
import { once } from 'node:events';
import WebSocket from 'ws';

const TOPIC_A = 'a'.repeat(64);
const TOPIC_B = 'b'.repeat(64);

function jwt(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ iss })}.x`;
}

async function open(url: string, iss: string): Promise<WebSocket> {
  const ws = new WebSocket(`${url}/?auth=${jwt(iss)}`);
  await once(ws, 'open');
  return ws;
}

/** Answers pushes with an ack and reports each pushed message text. */
function onPush(ws: WebSocket, handler: (message: string) => void): void {
  ws.on('message', (data: Buffer) => {
    const frame: unknown = JSON.parse(data.toString('utf8'));
    if (typeof frame !== 'object' || frame === null || !('method' in frame) || !('id' in frame)) return;
    ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }));
    const params = 'params' in frame ? frame.params : undefined;
    const pushed =
      typeof params === 'object' && params !== null && 'data' in params && typeof params.data === 'object'
        ? params.data
        : null;
    if (pushed !== null && 'message' in pushed && typeof pushed.message === 'string') handler(pushed.message);
  });
}

let nextId = 1;
function call(ws: WebSocket, method: string, params: object): void {
  ws.send(JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params }));
}

/** Round trips per second and p50 / p99 (ms) of publish → peer push → reply publish → push, for `ms`. */
export async function bareRoundTrips(
  url: string,
  ms: number,
): Promise<{ count: number; perSecond: number; p50: number; p99: number }> {
  const a = await open(url, 'did:key:bench-a');
  const b = await open(url, 'did:key:bench-b');
  call(a, 'irn_subscribe', { topic: TOPIC_B });
  call(b, 'irn_subscribe', { topic: TOPIC_A });
  await new Promise((resolve) => setTimeout(resolve, 50));
  onPush(b, (message) => call(b, 'irn_publish', { topic: TOPIC_B, message: `re:${message}`, ttl: 300 }));
  const latencies: number[] = [];
  const end = performance.now() + ms;
  let seq = 0;
  let sentAt = 0;
  const send = () => {
    seq += 1;
    sentAt = performance.now();
    call(a, 'irn_publish', { topic: TOPIC_A, message: `m${seq}`, ttl: 300 });
  };
  await new Promise<void>((resolve) => {
    onPush(a, () => {
      latencies.push(performance.now() - sentAt);
      if (performance.now() < end) send();
      else resolve();
    });
    send();
  });
  a.terminate();
  b.terminate();
  latencies.sort((x, y) => x - y);
  const pick = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
  return { count: latencies.length, perSecond: latencies.length / (ms / 1000), p50: pick(50), p99: pick(99) };
}
