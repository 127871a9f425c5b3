/**
 * The demo host app on Vite's dev server. Its pages learn the dev services' endpoints when served (an
 * inline script sets `__PORTICO_DEMO__` before the modules run), not when transformed, so one server
 * and its transform cache serve demo after demo: each `startDemo` hands it the endpoints of its own
 * services, in process or over HTTP with the server's token. The browser tests start one app for the
 * whole run (e2e/support/globalSetup.ts) and a fresh set of services per file: without it, every file
 * paid for transforming the whole app again (a third of the browser tests' time on 2 cores).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin, preview } from 'vite';
import * as z from 'zod';
import { readBodyWithin, refuseTooLarge } from '../dev/shared/bodyLimit.ts';
import { bodyLimitPlugin } from '../dev/shared/viteBodyLimit.ts';
import { listenOnLoopback, loopbackServer } from '../dev/viteLoopback.ts';

/** The endpoints the demo app gets, set in each page as `__PORTICO_DEMO__` (demo/env.d.ts). */
export const demoEndpointsSchema = z.strictObject({
  api: z.url(),
  pulse: z.url(),
  /** The local signing-protocol relay (ws://). */
  relay: z.url(),
  /** The embedded wallet's frame on the local secure site (`<site>/sdk`). */
  secureSite: z.url(),
  /** The local chains: two anvils and the Solana stand-in. */
  chains: z.strictObject({
    evm: z.array(z.strictObject({ chainId: z.number().int(), caip2Id: z.string(), url: z.url() })),
    solana: z.strictObject({ caip2Id: z.string(), url: z.url() }),
  }),
});
export type DemoEndpoints = z.infer<typeof demoEndpointsSchema>;

/** Where a running demo app is and the token that sets its endpoints; plain data, it crosses processes. */
export interface DemoAppAddress {
  url: string;
  token: string;
}

interface DemoAppState {
  endpoints: DemoEndpoints | undefined;
  readonly token: string;
}

export interface DemoAppServer extends DemoAppAddress {
  setEndpoints(endpoints: DemoEndpoints): void;
  close(): Promise<void>;
}

const DEMO_ROOT = fileURLToPath(new URL('.', import.meta.url));
const ENDPOINTS_PATH = '/__portico-demo/endpoints';
/**
 * The largest request body the demo app reads, on any route, in bytes: its one body is the endpoints
 * JSON of POST /__portico-demo/endpoints, a few URLs (about 400 bytes for the demo's own services).
 */
export const DEMO_MAX_BODY_BYTES = 16_384;

/** JSON inside a `<script>`: no `<` can end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The inline script that sets the endpoints before the page's modules run, or stops the page at once. */
function endpointsScript(endpoints: DemoEndpoints | undefined): string {
  return endpoints
    ? `window.__PORTICO_DEMO__ = ${scriptJson(endpoints)};`
    : `throw new Error('the demo app has no dev services yet: start them with startDemo');`;
}

/** Takes new endpoints by POST with the token (the same route on the dev server and on the built app's). */
function endpointsRoute(state: DemoAppState) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, text: string) => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/plain');
      res.end(text);
    };
    if (req.method !== 'POST') return send(405, 'POST only');
    // The body is bounded before the token is checked; the whole of it is read (up to
    // the limit) before any answer, so a refusal never leaves the rest of it to be drained.
    readBodyWithin(req, DEMO_MAX_BODY_BYTES).then(
      (body) => {
        if (body === undefined) return refuseTooLarge(res, DEMO_MAX_BODY_BYTES);
        if (!sameToken(req.headers.authorization ?? '', `Bearer ${state.token}`))
          return send(401, 'bad token');
        let json: unknown;
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          return send(400, 'not JSON');
        }
        const parsed = demoEndpointsSchema.safeParse(json);
        if (!parsed.success) return send(400, z.prettifyError(parsed.error));
        state.endpoints = parsed.data;
        send(204, '');
      },
      () => res.destroy(),
    );
  };
}

/** On the dev server: the endpoints route, and the endpoints written into every page as it is served. */
function endpointsPlugin(state: DemoAppState): Plugin {
  return {
    name: 'portico-demo-endpoints',
    configureServer(server) {
      server.middlewares.use(ENDPOINTS_PATH, endpointsRoute(state));
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'script', injectTo: 'head-prepend', children: endpointsScript(state.endpoints) },
      ],
    },
  };
}

/**
 * On the built app's server: the endpoints route, and each page read from the build with the endpoints
 * written first into its head (a built page is a file: nothing transforms it as it is served).
 */
function builtEndpointsPlugin(state: DemoAppState, outDir: string): Plugin {
  return {
    name: 'portico-demo-built-endpoints',
    configurePreviewServer(server) {
      server.middlewares.use(ENDPOINTS_PATH, endpointsRoute(state));
      server.middlewares.use((req, res, next) => {
        // The path without its query; leading slashes as one (`//?projectId=` is the index page too).
        const path = (req.url ?? '/').split('?')[0]?.replace(/^\/+/, '') ?? '';
        const page = path === '' ? 'index.html' : path;
        if (!page.endsWith('.html') || page.includes('/') || !existsSync(join(outDir, page))) return next();
        const html = readFileSync(join(outDir, page), 'utf8').replace(
          '<head>',
          `<head><script>${endpointsScript(state.endpoints)}</script>`,
        );
        res.setHeader('content-type', 'text/html');
        res.setHeader('cache-control', 'no-store');
        res.end(html);
      });
    },
  };
}

/** Options of `startDemoApp`. */
export interface DemoAppOptions {
  port?: number;
  quiet?: boolean;
  endpoints?: DemoEndpoints;
  /**
   * Serve the app built for production (`vite build`, then Vite's preview server) instead of the dev
   * server: a page is a dozen files, not the ~400 modules the dev server sends one by one (a page load
   * took about 2 s of every browser test). No hot reload. Default false (`npm run demo` edits live).
   */
  built?: boolean;
}

/** Start the demo app's server; `endpoints` now, or later through `setEndpoints` / `setDemoEndpoints`. */
export async function startDemoApp(options: DemoAppOptions = {}): Promise<DemoAppServer> {
  const state: DemoAppState = { endpoints: options.endpoints, token: randomBytes(24).toString('base64url') };
  const server = options.built ? await startBuilt(state, options) : await startDev(state, options);
  return {
    url: server.url,
    token: state.token,
    setEndpoints(endpoints) {
      state.endpoints = demoEndpointsSchema.parse(endpoints);
    },
    close: server.close,
  };
}

interface ServedApp {
  url: string;
  close(): Promise<void>;
}

async function startDev(state: DemoAppState, options: DemoAppOptions): Promise<ServedApp> {
  const vite = await createServer({
    configFile: false,
    root: DEMO_ROOT,
    // The body limit first: its middleware then runs before every other (Vite's own included).
    plugins: [bodyLimitPlugin(DEMO_MAX_BODY_BYTES), react(), endpointsPlugin(state)],
    logLevel: options.quiet ? 'error' : 'info',
    // Pre-bundled at start, so the first pairing does not meet a re-optimisation (504 Outdated Optimize Dep).
    optimizeDeps: { include: ['@walletconnect/sign-client', 'uqr', 'viem', '@solana/kit', 'xstate'] },
    server: loopbackServer(options.port),
  });
  return { url: await listenOnLoopback(vite), close: () => vite.close() };
}

/** Every page of the demo (index.html, custom.html, …): each is an entry of the build. */
function demoPages(): Record<string, string> {
  const pages = readdirSync(DEMO_ROOT).filter((name) => name.endsWith('.html'));
  return Object.fromEntries(pages.map((name) => [name.replace(/\.html$/, ''), join(DEMO_ROOT, name)]));
}

async function startBuilt(state: DemoAppState, options: DemoAppOptions): Promise<ServedApp> {
  // A build of its own per server, removed on close: two runs side by side never serve each other's.
  const outDir = await mkdtemp(join(tmpdir(), 'portico-demo-app-'));
  const logLevel = options.quiet ? 'error' : 'info';
  try {
    await build({
      configFile: false,
      root: DEMO_ROOT,
      plugins: [react()],
      logLevel,
      build: { outDir, emptyOutDir: true, rollupOptions: { input: demoPages() } },
    });
    const server = await preview({
      configFile: false,
      root: DEMO_ROOT,
      plugins: [bodyLimitPlugin(DEMO_MAX_BODY_BYTES), builtEndpointsPlugin(state, outDir)],
      logLevel,
      build: { outDir },
      preview: loopbackServer(options.port),
    });
    const address = server.httpServer.address();
    if (typeof address !== 'object' || !address) throw new Error('the preview server has no TCP address');
    return {
      url: `http://127.0.0.1:${address.port}/`,
      close: async () => {
        await server.close();
        await rm(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** Hand a demo app started in another process the endpoints of this process's services. */
export async function setDemoEndpoints(app: DemoAppAddress, endpoints: DemoEndpoints): Promise<void> {
  const res = await fetch(new URL(ENDPOINTS_PATH, app.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(endpoints),
  });
  if (res.status !== 204)
    throw new Error(`the demo app refused the endpoints: ${res.status} ${await res.text()}`);
}
