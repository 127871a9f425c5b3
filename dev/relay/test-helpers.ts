import { createHash } from 'node:crypto';
import { once } from 'node:events';
import WebSocket from 'ws';
import * as z from 'zod';
import { type RelayOptions, type RunningRelay, startRelay } from './server.ts';

/** An unsigned JWT whose `iss` is the given client id (the relay reads `iss` and checks nothing else). */
export function fakeJwt(iss: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'test', iat: 0, exp: 9e9 })}.c2ln`;
}

/** The subscription id the relay (and the sign-client) compute: sha256(topic + client id) in hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

const pushSchema = z.object({
  id: z.number(),
  jsonrpc: z.literal('2.0'),
  method: z.literal('irn_subscription'),
  params: z.object({
    id: z.string(),
    data: z.object({
      topic: z.string(),
      message: z.string(),
      publishedAt: z.number(),
      tag: z.number(),
      attestation: z.string().optional(),
    }),
  }),
});

/** An `irn_subscription` push as received. */
export type Push = z.infer<typeof pushSchema>;

const answerSchema = z.object({
  id: z.union([z.string(), z.number(), z.null()]),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});

/** A JSON-RPC answer as received, with its raw text. */
export interface Answer extends z.infer<typeof answerSchema> {
  text: string;
}

/** The topic of `RawClient.sync()`'s round trip: no test subscribes or publishes to it. */
const SYNC_TOPIC = 'sync-barrier-topic';

/**
 * A raw WebSocket client of the relay for protocol tests: sends text frames, collects answers (by the raw
 * text of their id) and pushes, and acks pushes only when asked.
 */
export class RawClient {
  readonly pushes: Push[] = [];
  readonly frames: string[] = [];
  private nextId = 1;
  private waiters: Array<() => void> = [];
  private closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(data.toString('utf8'));
      const parsed = pushSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (parsed.success) this.pushes.push(parsed.data);
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects to `url` as the client `clientId` (a fake JWT in `auth`), or anonymously when null. */
  static async connect(url: string, clientId: string | null): Promise<RawClient> {
    const query = clientId ? `?auth=${fakeJwt(clientId)}&projectId=portico-dev-project&ua=test` : '';
    const ws = new WebSocket(`${url}/${query}`);
    await once(ws, 'open');
    return new RawClient(ws);
  }

  /**
   * Resolves once `test` is true of the collected frames (checked after each frame); rejects if the
   * socket closes first. No deadline of its own: a frame that never comes fails the test at its timeout.
   */
  async until(test: () => boolean): Promise<void> {
    while (!test()) {
      if (this.closed) throw new Error('the socket closed before the awaited frames arrived');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Sends raw text and resolves with the next answer whose raw id is `rawId`. */
  async sendRaw(text: string, rawId: string): Promise<Answer> {
    const from = this.frames.length;
    this.ws.send(text);
    let found: Answer | undefined;
    await this.until(() => {
      for (const frame of this.frames.slice(from)) {
        if (frame.includes('"method":"irn_subscription"')) continue;
        if (frame.startsWith(`{"id":${rawId},`)) {
          found = { ...answerSchema.parse(JSON.parse(frame)), text: frame };
          return true;
        }
      }
      return false;
    });
    if (!found) throw new Error('no answer');
    return found;
  }

  /** Calls a method with a fresh numeric id and resolves with the answer. */
  call(method: string, params: unknown): Promise<Answer> {
    const id = String(this.nextId++);
    return this.sendRaw(JSON.stringify({ id: Number(id), jsonrpc: '2.0', method, params }), id);
  }

  /** Acks a push the way the sign-client does. */
  ack(push: Push): void {
    this.ws.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }));
  }

  /**
   * A round trip on this socket (an unsubscribe from a topic nobody uses). The relay handles a socket's
   * frames in order and sends synchronously, so once this is answered it has handled every frame this
   * socket sent before (acks included), and every frame it sent this socket before has arrived.
   */
  async sync(): Promise<void> {
    await this.call('irn_unsubscribe', { topic: SYNC_TOPIC });
  }

  /**
   * The pushes received once a round trip on this socket is answered: call it after the answer to the
   * request that could have caused a push, to check that no (further) push came of it.
   */
  async settle(): Promise<Push[]> {
    await this.sync();
    return this.pushes;
  }

  close(): void {
    this.ws.terminate();
  }
}

/** A relay of a test, with a wait on what it has done. */
export interface WatchedRelay extends RunningRelay {
  /**
   * Resolves once `test` is true (checked now and after each event the relay logs: a socket opened or
   * closed, a subscribe, a publish…). No deadline of its own: the test's timeout is the limit.
   */
  until(test: () => boolean): Promise<void>;
}

/** `startRelay` (quiet) whose `until()` waits on the relay's own events rather than polling on a timer. */
export async function startWatchedRelay(
  options: Omit<RelayOptions, 'quiet' | 'log'> = {},
): Promise<WatchedRelay> {
  const waiters: Array<() => void> = [];
  const relay = await startRelay({
    ...options,
    // Every event the relay logs wakes the waiters; the lines themselves are not printed.
    log: () => {
      for (const wake of waiters.splice(0)) wake();
    },
  });
  return {
    ...relay,
    async until(test) {
      while (!test()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
