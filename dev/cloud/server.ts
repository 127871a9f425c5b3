import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { limitBody } from '../shared/bodyLimit.ts';
import { registerConvertRoutes } from './convert/routes.ts';
import { Store } from './db.ts';
import { generateDirectory, type WalletEntry } from './directory.ts';
import { FAULT_MESSAGES, type FaultInput, FaultRegistry } from './faults.ts';
import { CLOUD_MAX_BODY_BYTES, type CloudDeps, type CloudEnv, jsonError } from './http.ts';
import { type FollowedChain, Indexer } from './indexer/indexer.ts';
import { NameStore } from './nameStore.ts';
import { registerOnrampRoutes } from './onramp/routes.ts';
import { DEV_PROJECT_ID } from './projects.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { adminOnly, registerAdminRoutes } from './routes/admin.ts';
import { registerChainRoutes } from './routes/chains.ts';
import { registerConfigRoutes } from './routes/config.ts';
import { registerEventRoutes } from './routes/events.ts';
import { registerFungibleRoutes } from './routes/fungible.ts';
import { registerIdentityRoutes } from './routes/identity.ts';
import { registerImageRoutes } from './routes/images.ts';
import { type NameLimits, registerProfileRoutes } from './routes/profile.ts';
import { registerSessionRoutes } from './routes/sessions.ts';
import { registerWalletRoutes } from './routes/wallets.ts';
import { type ChainRpcUrls, createSignatureVerifier } from './signatures.ts';

/** Options of the cloud app and server. */
export interface CloudOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** SQLite file; default `:memory:`. The CLI defaults to `.dev-data/cloud.sqlite`. */
  dbPath?: string;
  /** Project ids known besides `portico-dev-project`. */
  projectIds?: string[];
  /** Faults active from the start. */
  faults?: FaultInput[];
  /** No request log lines. */
  quiet?: boolean;
  /** Where log lines go; default console.log. */
  log?: (line: string) => void;
  /** The wallet directory; default the seeded one of directory.ts. */
  wallets?: readonly WalletEntry[];
  /**
   * Chain RPC URLs by CAIP-2 id (`{ 'eip155:31337': 'http://127.0.0.1:8545' }`, CLI `--chain`): the chains
   * whose signatures the cloud checks (contract accounts through the RPC). Sign-in refuses others.
   */
  chains?: ChainRpcUrls;
  /** Pause of the indexer between polls of a caught-up chain; default 200 ms. */
  indexerPollMs?: number;
  /** The name service's limits (names per address, registrations per IP and window, clock). */
  nameLimits?: NameLimits;
  /**
   * The admin routes' secret (sent as `Authorization: Bearer <token>`): 16-256 of `[A-Za-z0-9_-]`;
   * default a fresh random one, read back as `RunningCloud.adminToken`.
   */
  adminToken?: string;
}

/** A running cloud server. */
export interface RunningCloud {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** The fault switches, the same the admin API changes. */
  faults: FaultRegistry;
  /** The secret of the admin routes: send `Authorization: Bearer <adminToken>`. */
  adminToken: string;
  /** The SQLite store (projects, events). */
  store: Store;
  /** The chain indexer (its own tables, in the same database file). */
  indexer: Indexer;
  /** Stops listening, drops open connections and closes the database. */
  close(): Promise<void>;
}

/** Origins allowed by CORS: http(s) localhost, 127.0.0.1 or [::1] on any port. */
export function isLocalOrigin(origin: string): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin);
}

/** The shape of an admin token (given or generated). */
export const ADMIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Refuses (421) a request whose Host is not this server's own name (`127.0.0.1:<port>` or
 * `localhost:<port>`): a page on a name the attacker rebinds to 127.0.0.1 (DNS rebinding) gets nothing.
 */
function ownHostOnly(): MiddlewareHandler<CloudEnv> {
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    const port = c.env?.incoming?.socket?.localPort;
    // Without a socket (app.request in a test) there is no port to compare with.
    if (port !== undefined) {
      const own = [`127.0.0.1:${port}`, `localhost:${port}`];
      if (port === 80) own.push('127.0.0.1', 'localhost');
      if (!own.includes(host)) {
        return jsonError(c, 421, `Misdirected request: Host ${host || '(none)'} is not this server`);
      }
    }
    await next();
  };
}

function requestLog(log: (line: string) => void): MiddlewareHandler<CloudEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round(performance.now() - start);
    const url = new URL(c.req.url);
    const target = `${url.pathname}${url.search}`;
    log(
      `${c.req.method} ${target.length > 160 ? `${target.slice(0, 157)}...` : target} ${c.res.status} ${ms}ms`,
    );
  };
}

function injectFaults(faults: FaultRegistry): MiddlewareHandler<CloudEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/admin') || c.req.path === '/health') {
      return next();
    }
    const fault = faults.take(c.req.path);
    if (!fault) return next();
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.status === undefined) return next();
    if (fault.status === 429) c.header('Retry-After', String(fault.retryAfter ?? 1));
    return jsonError(c, fault.status, fault.message ?? FAULT_MESSAGES[fault.status]);
  };
}

/** The eip155 chains of `chains`, as the indexer follows them. */
function followedChains(chains: ChainRpcUrls | undefined): FollowedChain[] {
  return Object.entries(chains ?? {})
    .filter(([chain]) => chain.startsWith('eip155:'))
    .map(([chain, url]) => ({ chain, url }));
}

/** Builds the Hono app of the cloud stand-in on the given store, directory and faults. */
export function createCloudApp(
  deps: CloudDeps,
  options: { log?: (line: string) => void; nameLimits?: NameLimits } = {},
): Hono<CloudEnv> {
  const app = new Hono<CloudEnv>();
  if (options.log) app.use(requestLog(options.log));
  // Before any check or parse: an oversized body is refused unread.
  app.use(limitBody(CLOUD_MAX_BODY_BYTES));
  app.use(ownHostOnly());
  const publicCors = cors({
    origin: (origin) => (isLocalOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', 'x-project-id', 'x-sdk-type', 'x-sdk-version'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // The admin routes answer no CORS at all: no browser page may call them (routes/admin.ts).
  app.use((c, next) => (c.req.path.startsWith('/admin') ? next() : publicCors(c, next)));
  // Before any route: every /admin route, whichever file registers it, needs loopback, no page, the token.
  const adminGuard = adminOnly(deps.adminToken);
  app.use('/admin', adminGuard);
  app.use('/admin/*', adminGuard);
  app.use(injectFaults(deps.faults));
  app.get('/health', (c) => c.json({ ok: true }));
  registerWalletRoutes(app, deps);
  registerImageRoutes(app, deps);
  registerConfigRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerSessionRoutes(app, deps);
  const names = new NameStore(deps.store.database);
  registerProfileRoutes(app, deps, names, options.nameLimits);
  registerIdentityRoutes(app, deps, names);
  registerAdminRoutes(app, deps);
  registerAccountRoutes(app, deps, registerOnrampRoutes(app, deps));
  registerFungibleRoutes(app, deps);
  registerChainRoutes(app, deps);
  registerConvertRoutes(app, deps);
  app.notFound((c) => jsonError(c, 404, `Not found: ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    (options.log ?? console.error)(`error ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return jsonError(c, 500, 'Internal Server Error');
  });
  return app;
}

/**
 * Starts the cloud stand-in on 127.0.0.1 (port 0 = a free port) with its SQLite store, the dev project
 * and `projectIds` known. Resolves once listening.
 */
export async function startCloud(options: CloudOptions = {}): Promise<RunningCloud> {
  const adminToken = options.adminToken ?? randomBytes(32).toString('base64url');
  if (!ADMIN_TOKEN_PATTERN.test(adminToken)) {
    throw new Error('adminToken: must be 16-256 of [A-Za-z0-9_-]');
  }
  const store = new Store(options.dbPath ?? ':memory:');
  for (const id of [DEV_PROJECT_ID, ...(options.projectIds ?? [])]) store.ensureProject(id);
  const faults = new FaultRegistry();
  for (const f of options.faults ?? []) faults.add(f);
  const log = options.quiet ? undefined : (options.log ?? ((line: string) => console.log(line)));
  // The indexer follows the eip155 chains given (the Solana stand-in cannot be followed).
  const indexer = new Indexer({
    dbPath: options.dbPath ?? ':memory:',
    chains: followedChains(options.chains),
    pollMs: options.indexerPollMs,
    log,
  });
  const app = createCloudApp(
    {
      store,
      wallets: options.wallets ?? generateDirectory(),
      faults,
      signatures: createSignatureVerifier(options.chains),
      indexer,
      solanaChains: Object.fromEntries(
        Object.entries(options.chains ?? {}).filter(([chain]) => chain.startsWith('solana:')),
      ),
      adminToken,
    },
    { log, nameLimits: options.nameLimits },
  );

  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (err: unknown) => {
    await indexer.close();
    store.close();
    throw err;
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    adminToken,
    faults,
    store,
    indexer,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      }).then(() => indexer.close());
      return closing;
    },
  };
}
