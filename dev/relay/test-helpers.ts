import { createHash } from 'node:crypto';
import { once } from 'node:events';
import WebSocket from 'ws';
import * as z from 'zod';

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

/**
 * A raw WebSocket client of the relay for protocol tests: sends text frames, collects answers (by the raw
 * text of their id) and pushes, and acks pushes only when asked.
 */
export class RawClient {
  readonly pushes: Push[] = [];
  readonly frames: string[] = [];
  private nextId = 1;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(data.toString('utf8'));
      const parsed = pushSchema.safeParse(JSON.parse(data.toString('utf8')));
      if (parsed.success) this.pushes.push(parsed.data);
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

  /** Resolves once `test` is true of the collected frames (checked after each frame), or rejects after `ms`. */
  async until(test: () => boolean, ms = 2000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!test()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('timed out waiting for frames');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
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

  /** Waits a little and returns the pushes received so far (to check that nothing more arrives). */
  async settle(ms = 100): Promise<Push[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.pushes;
  }

  close(): void {
    this.ws.terminate();
  }
}
