/**
 * The server of `npm run inspect`, on one HTTP port:
 * - WebSocket upgrades, on any path, join a relay: each text message (JSON, as @statelyai/inspect's
 *   WebSocket inspector sends) from one client goes to every other client, and into a replay buffer
 *   (the newest `replayLimit`) that a client receives first, as one JSON array, when it connects, so
 *   a viewer opened late still sees the actor tree;
 * - GET serves the inspector page (built by inspectPage.ts, or a given directory), and nothing
 *   outside it, under a strict CSP: the page loads nothing from another host and runs no inline code.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { contentTypeOf } from './contentTypes.ts';
import { buildInspectorPage } from './inspectPage.ts';

export const DEFAULT_INSPECT_PORT = 8080;
export const DEFAULT_REPLAY_LIMIT = 10_000;
/**
 * The largest message a client may send, in bytes: an actor's snapshot with its whole
 * context, the Connect view's wallet list being the largest Portico holds (a few hundred KB). A
 * larger frame closes its sender's socket (1009), refused by ws from the frame's header, unread.
 */
export const INSPECT_MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** The replay's bytes at most (beside its count): the oldest messages are dropped first past it. */
export const DEFAULT_REPLAY_BYTES = 64 * 1024 * 1024;

export interface InspectServerOptions {
  /** Default 8080 (@statelyai/inspect's WebSocket default); 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: only this machine. */
  host?: string;
  /** Build the page with Vite at start-up (default true). Tests serve `pageDir` instead. */
  buildPage?: boolean;
  /** The page's directory when `buildPage` is false; without either, only the relay answers. */
  pageDir?: string;
  /** How many messages the replay buffer keeps, the oldest dropped first. */
  replayLimit?: number;
  /** How many bytes of messages the replay buffer keeps (default {@link DEFAULT_REPLAY_BYTES}). */
  replayBytes?: number;
  /**
   * Web pages on other hosts than this machine that may connect (`https://app.example`). Pages on
   * localhost, 127.0.0.1 and [::1], and clients that send no Origin (Node), always may.
   */
  allowOrigins?: readonly string[];
}

export interface InspectServer {
  /** The page, `http://host:port/`. */
  url: string;
  /** Where inspected pages send their events, `ws://host:port`. */
  wsUrl: string;
  close(): Promise<void>;
}

/** A Host header fit to be written into the CSP (no spaces, quotes or `;` to smuggle a directive). */
const SAFE_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The headers of every response: the page may reach only its own origin and its own relay. */
export function securityHeaders(wsHost: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `connect-src 'self' ws://${wsHost}`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/** The file under `root` a URL path names, or undefined when it would leave `root` or is malformed. */
export function fileUnder(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.includes('\\')) return undefined;
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  return file.startsWith(resolve(root) + sep) ? file : undefined;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a WebSocket client may join the relay. A browser always sends its page's Origin, so a page
 * of any other site the developer has open (which could read the events or inject false ones) is
 * refused unless allowed by name; clients without an Origin are programs on this machine or its
 * network, which the listening address already limits.
 */
export function isAllowedOrigin(origin: string | undefined, allowOrigins: readonly string[] = []): boolean {
  if (origin === undefined) return true;
  if (allowOrigins.includes(origin)) return true;
  try {
    const { hostname, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_HOSTNAMES.has(hostname);
  } catch {
    return false;
  }
}

/** The relay: every client's text messages to every other client, and replayed to newcomers. */
function attachRelay(server: WebSocketServer, replayLimit: number, replayBytes: number): void {
  const replay: string[] = [];
  let kept = 0;
  server.on('connection', (socket: WebSocket) => {
    if (replay.length > 0) socket.send(`[${replay.join(',')}]`);
    // ws reports a frame over maxPayload (and a broken frame) as an 'error' and closes the socket
    // (1009, 1002) itself: with no listener, that error would end the whole server.
    socket.on('error', () => undefined);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return;
      const text = data.toString();
      // Kept only if it is JSON: the replay array is the messages joined, so one bad one would spoil it.
      try {
        JSON.parse(text);
      } catch {
        return;
      }
      replay.push(text);
      kept += text.length;
      while (replay.length > replayLimit || kept > replayBytes) kept -= replay.shift()?.length ?? 0;
      for (const client of server.clients)
        if (client !== socket && client.readyState === client.OPEN) client.send(text);
    });
  });
}

/** Serve GET and HEAD from `pageDir()` (undefined while the page builds, or when there is none). */
function pageHandler(pageDir: () => string | undefined, fallbackHost: string) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host;
    const headers = securityHeaders(host && SAFE_HOST.test(host) ? host : fallbackHost);
    const end = (status: number, text: string) =>
      response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(text);
    if (request.method !== 'GET' && request.method !== 'HEAD') return end(405, 'Method not allowed');
    const dir = pageDir();
    if (!dir) return end(503, 'The inspector page is not built (yet).');
    const file = fileUnder(dir, new URL(request.url ?? '/', 'http://x').pathname);
    if (!file) return end(404, 'Not found');
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return end(404, 'Not found');
    response.writeHead(200, {
      ...headers,
      'content-type': contentTypeOf(extname(file)),
      'content-length': info.size,
      'cache-control': 'no-store',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}

/**
 * Start the inspector server: the relay answers as soon as the port is open; the promise resolves
 * once the page is built too (a request for it before then gets 503).
 */
export async function startInspectServer(options: InspectServerOptions = {}): Promise<InspectServer> {
  const {
    host = '127.0.0.1',
    buildPage = true,
    replayLimit = DEFAULT_REPLAY_LIMIT,
    replayBytes = DEFAULT_REPLAY_BYTES,
    allowOrigins = [],
  } = options;
  let pageDir = buildPage ? undefined : options.pageDir;
  const http = createServer();
  // noServer: the HTTP server's own errors (a port in use) reject the start below, not crash in ws.
  const relay = new WebSocketServer({ noServer: true, maxPayload: INSPECT_MAX_MESSAGE_BYTES });
  attachRelay(relay, replayLimit, replayBytes);
  http.on('upgrade', (request, socket, head) => {
    if (!isAllowedOrigin(request.headers.origin, allowOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    relay.handleUpgrade(request, socket, head, (client) => relay.emit('connection', client, request));
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port ?? DEFAULT_INSPECT_PORT, host, () => {
      http.off('error', fail);
      done();
    });
  });
  const { port } = http.address() as AddressInfo;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const listening = `${shownHost}:${port}`;
  http.on(
    'request',
    pageHandler(() => pageDir, listening),
  );

  let builtDir: string | undefined;
  const close = async () => {
    for (const client of relay.clients) client.terminate();
    await new Promise<void>((done) => relay.close(() => done()));
    http.closeAllConnections();
    await new Promise<void>((done) => http.close(() => done()));
    if (builtDir) await rm(builtDir, { recursive: true, force: true });
  };
  if (buildPage) {
    try {
      builtDir = await buildInspectorPage();
    } catch (error) {
      await close();
      throw error;
    }
    pageDir = builtDir;
  }
  return { url: `http://${listening}/`, wsUrl: `ws://${listening}`, close };
}
