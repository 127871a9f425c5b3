/**
 * The body attacks on every dev server, for the dev servers' tests (never shipped): an oversized POST that
 * says its length, a chunked one that grows until the server answers, and one whose Content-Length
 * lies. Each streams one reused chunk, so the attacker's own memory stays flat and any growth of the
 * process is the server's.
 */
import { request } from 'node:http';
import { connect } from 'node:net';

/** The size of each written chunk. */
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/** What a body attack got back. */
export interface AttackAnswer {
  status: number;
  /** The answer's body, as text. */
  text: string;
  /** Bytes of body written when the answer's headers arrived (the server stopped reading by then). */
  sentWhenAnswered: number;
  /** Bytes the attack meant to send. */
  planned: number;
  /** The answer's Connection header: `close` when the server drops the rest of the body unread. */
  connection: string | undefined;
}

interface PostOptions {
  /** `http://127.0.0.1:<port>` */
  url: string;
  path: string;
  /** How many body bytes to send (at most: the attack stops once answered). */
  bytes: number;
  headers?: Record<string, string>;
  /** Declare `Content-Length: bytes` (default), or send chunked with no length. */
  declareLength?: boolean;
}

/**
 * POSTs `bytes` of body, waiting for each chunk to drain, and stops writing as soon as the answer's
 * headers arrive: a server that refuses at its limit answers long before `planned` bytes went out.
 */
export function postBody(options: PostOptions): Promise<AttackAnswer> {
  const declare = options.declareLength ?? true;
  const target = new URL(options.path, options.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declare ? { 'content-length': String(options.bytes) } : { 'transfer-encoding': 'chunked' }),
        ...options.headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          sentWhenAnswered,
          planned: options.bytes,
          connection: res.headers.connection,
        });
      });
      res.on('error', reject);
    });
    // Writing on after the server closed is expected (EPIPE, ECONNRESET): only an error before any
    // answer fails the attack.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < options.bytes) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, options.bytes - sent));
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** What the lying-length attack saw. */
export interface LyingLengthAnswer {
  /** Everything the server wrote back before it closed the connection. */
  text: string;
  /** Body bytes written in all (the declared ones and the rest) before the connection closed. */
  sent: number;
  planned: number;
}

/**
 * Declares `Content-Length: declared` and then writes `bytes` on the same connection: the server
 * must take only the declared bytes as the body (the rest is not a request: Node's parser answers
 * 400 and closes). Resolves once the server has closed the connection.
 */
export function postLyingLength(options: {
  url: string;
  path: string;
  declared: number;
  bytes: number;
  headers?: Record<string, string>;
}): Promise<LyingLengthAnswer> {
  const target = new URL(options.path, options.url);
  return new Promise((resolve) => {
    const socket = connect(Number(target.port), target.hostname);
    const received: Buffer[] = [];
    let sent = 0;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // The server closing while this side still writes shows as ECONNRESET or EPIPE: the close below tells.
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({ text: Buffer.concat(received).toString('utf8'), sent, planned: options.bytes }),
    );
    const extra = Object.entries(options.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `POST ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${options.declared}\r\n${extra}\r\n`,
    );
    const pump = () => {
      while (!socket.destroyed && sent < options.bytes) {
        const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, options.bytes - sent));
        sent += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!socket.destroyed) socket.end();
    };
    pump();
  });
}

/**
 * Runs `attack` and prints how much this process's resident set grew (the servers under test run in
 * it): the growth is measured and reported, never asserted against a clock.
 */
export async function reportRssGrowth<T>(label: string, attack: () => Promise<T>): Promise<T> {
  const before = process.memoryUsage().rss;
  const result = await attack();
  const after = process.memoryUsage().rss;
  const mib = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(`[rss] ${label}: ${mib(before)} → ${mib(after)} MiB (${mib(after - before)} MiB)`);
  return result;
}
