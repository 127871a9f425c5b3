import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { declaresBodyOver, refuseTooLarge } from '../shared/bodyLimit.ts';
import { clientIdFromJwt } from './auth.ts';
import { type RelayConnection, RelayHub, type RelayStats } from './hub.ts';

/** Options of `startRelay`. */
export interface RelayOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** No log lines. */
  quiet?: boolean;
  /** Where log lines go; default console.log. */
  log?: (line: string) => void;
  /** Stored messages in all (default 10 000); the oldest is dropped first. */
  maxMessages?: number;
  /** Stored bytes in all (default 64 MiB); the oldest message is dropped first. */
  maxBytes?: number;
  /** Largest WebSocket frame accepted (default {@link RELAY_MAX_MESSAGE_BYTES}); bigger ones close the socket (1009). */
  maxFrameBytes?: number;
  /** Interval of the WebSocket pings (default 15 000 ms; a Node sign-client drops a socket silent for 35 s). */
  pingIntervalMs?: number;
  /** Clock in ms, for TTL tests (default Date.now). */
  now?: () => number;
}

/** A running relay. */
export interface RunningRelay {
  /** `ws://127.0.0.1:<port>`, the sign-client's `relayUrl`. */
  url: string;
  port: number;
  /** Counters: connections, subscriptions, stored messages, pushes, acks, errors. */
  stats(): RelayStats;
  /** Drops expired messages now (a timer does it every second anyway). */
  sweep(): number;
  /** Closes every socket and stops listening. Stored messages are lost. */
  close(): Promise<void>;
}

const MAX_INFLIGHT = 10_000;

/**
 * The largest WebSocket frame (and published message) the relay takes by default, in bytes. Its largest
 * honest message is a session request carrying a contract deployment or a batch of transactions,
 * encrypted and base64'd (a third larger) inside an irn_publish frame: 1 MiB holds about 750 KB of
 * request, three times the secure site's largest body. ws checks it from the frame's header, before
 * reading the payload.
 */
export const RELAY_MAX_MESSAGE_BYTES = 1024 * 1024;

/** A frame's text (the relay speaks JSON text; binary frames are read as UTF-8 too). */
function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * The relay's HTTP side reads no body (GET /health, the WebSocket upgrade): any request declaring one
 * is refused 413 unread, and the closed connection drops the rest instead of Node discarding it all.
 */
const RELAY_MAX_HTTP_BODY_BYTES = 0;

/** `GET /health` → `{ ok: true, ...stats }`; anything else over plain HTTP → 426 (use a WebSocket). */
function httpHandler(hub: RelayHub) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (declaresBodyOver(req, RELAY_MAX_HTTP_BODY_BYTES)) {
      refuseTooLarge(res, RELAY_MAX_HTTP_BODY_BYTES);
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, ...hub.stats() }));
      return;
    }
    res.writeHead(426, { 'content-type': 'application/json', upgrade: 'websocket' });
    res.end(JSON.stringify({ message: 'This is a WalletConnect relay: connect with a WebSocket' }));
  };
}

/**
 * Starts the dev relay on 127.0.0.1: the irn JSON-RPC over WebSocket that @walletconnect/sign-client speaks.
 * Any path and query is accepted (`?auth=<JWT>&projectId=…&ua=…`); the JWT's `iss` names the client and is
 * not verified. Resolves once listening.
 */
export async function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const log = options.quiet ? undefined : (options.log ?? ((line: string) => console.log(line)));
  const now = options.now ?? Date.now;
  const hub = new RelayHub({
    maxMessages: options.maxMessages ?? 10_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    maxMessageChars: options.maxFrameBytes ?? RELAY_MAX_MESSAGE_BYTES,
    maxInflight: MAX_INFLIGHT,
    now,
    ...(log ? { log } : {}),
  });
  const server = createServer(httpHandler(hub));
  const wss = new WebSocketServer({ server, maxPayload: options.maxFrameBytes ?? RELAY_MAX_MESSAGE_BYTES });
  // ws re-emits the HTTP server's errors: without a listener an EADDRINUSE on listen crashed the process as
  // an unhandled 'error' event. Listen errors reject startRelay below; later ones are logged.
  let listening = false;
  wss.on('error', (err) => {
    if (listening) log?.(`server error: ${err.message}`);
  });
  const alive = new WeakMap<WebSocket, boolean>();
  let counter = 0;

  wss.on('connection', (ws, req) => {
    counter += 1;
    const query = new URL(req.url ?? '/', 'ws://relay').searchParams;
    const name = `c${counter}`;
    const iss = clientIdFromJwt(query.get('auth'));
    const conn: RelayConnection = {
      id: name,
      clientId: iss ?? `anon:${name}`,
      send(frame) {
        if (ws.readyState === ws.OPEN) ws.send(frame);
      },
    };
    hub.open(conn);
    alive.set(ws, true);
    const who = iss ? `${iss.slice(0, 16)}…${iss.slice(-6)}` : 'anonymous (no auth JWT)';
    log?.(`${name} open client=${who} project=${query.get('projectId') ?? '-'} ua=${query.get('ua') ?? '-'}`);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('message', (data) => {
      alive.set(ws, true);
      hub.receive(conn, textOf(data));
    });
    ws.on('error', (err) => log?.(`${name} socket error: ${err.message}`));
    ws.on('close', (code) => {
      hub.close(conn);
      log?.(`${name} close ${code}`);
    });
  });

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, options.pingIntervalMs ?? 15_000);
  const sweeper = setInterval(() => hub.sweep(), 1000);
  pinger.unref();
  sweeper.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((err: unknown) => {
    clearInterval(pinger);
    clearInterval(sweeper);
    wss.close();
    throw err;
  });
  listening = true;
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    stats: () => hub.stats(),
    sweep: () => hub.sweep(),
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(pinger);
        clearInterval(sweeper);
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
        log?.('relay closed');
      });
      return closing;
    },
  };
}
