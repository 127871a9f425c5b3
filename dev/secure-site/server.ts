/**
 * The dev secure site: a real HTTP server on 127.0.0.1 (Hono on @hono/node-server, SQLite) that serves
 * the embedded wallet's frame page and bundle, the API the frame calls, the device approval link and
 * the mailbox. See README.md.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { limitBody } from '../shared/bodyLimit.ts';
import { buildFrameBundle } from './bundle.ts';
import { SiteStore } from './db.ts';
import { SITE_MESSAGES, SiteError } from './errors.ts';
import { SECURE_SITE_MAX_BODY_BYTES } from './limits.ts';
import { OriginPolicy } from './origins.ts';
import { approvalPage, FRAME_STYLE, framePage, mailboxPage } from './pages.ts';
import { resolveSecret, Secrets } from './secrets.ts';
import { type Caller, SecureSiteService } from './service.ts';
import { registerSimulationRoute } from './simulationRoute.ts';
import { registerSmartAccountRoutes, smartAccountRpc, userWithSmartAccount } from './smartAccount/routes.ts';
import { SmartAccounts } from './smartAccount/smartAccounts.ts';
import { FarcasterSignIn } from './social/farcaster.ts';
import { IdentityProviders } from './social/identityProviders.ts';
import { registerSocialRoutes, type SocialRouteDeps } from './social/routes.ts';
import { SOCIAL_CALLBACK_PATH, SocialLogin } from './social/socialLogin.ts';
import { type SweepCount, startSweepTimer, sweepLoginRecords } from './sweep.ts';

/** Options of {@link startSecureSite}. */
export interface SecureSiteOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** SQLite file; default `:memory:`. */
  dbPath?: string;
  /** Server secret (≥ 16 characters) that keys are sealed with; default: the `<db>.secret` file or a random one. */
  secret?: string;
  /** RPC URL per EVM chain, keyed `eip155:<id>`. */
  chains?: Readonly<Record<string, string>>;
  /** RPC URL of the Solana stand-in. */
  solanaUrl?: string;
  /** ERC-4337 bundler URL per EVM chain, keyed `eip155:<id>`: smart accounts are enabled on these chains. */
  bundlers?: Readonly<Record<`eip155:${number}`, string>>;
  /** Extra allowed origin patterns (besides the §6 defaults and 127.0.0.1). */
  allowOrigins?: readonly string[];
  /** Base URL of dev/cloud: projects' allowed origins are read from its `/projects/v1/origins`. */
  cloudUrl?: string;
  /** No request log lines (codes are still logged). */
  quiet?: boolean;
  /** Where log lines go; default console.log. */
  log?: (line: string) => void;
  /** The clock (ms), for tests of expiry. */
  now?: () => number;
}

/** Faults a test switches on to see how the modal copes (all off by default). */
export interface SecureSiteFaults {
  /** The frame page loads without its script, so the frame never posts READY (§4 'iframe_load_failed'). */
  frameNeverReady: boolean;
}

/** A running secure site. */
export interface RunningSecureSite {
  /** Switch faults on and off while it runs. */
  faults: SecureSiteFaults;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  store: SiteStore;
  /** Sweeps the expired login records now (a timer does it every minute anyway). */
  sweep(): SweepCount;
  close(): Promise<void>;
}

/** The Hono environment of the site's routes (the guard sets the project and host origin). */
export type SiteEnv = { Bindings: HttpBindings; Variables: { projectId: string; hostOrigin: string } };

const emailBody = z.object({ email: z.email() });
const otpBody = z.object({ otp: z.string().max(64) });
const emailOtpBody = z.object({ email: z.email(), otp: z.string().max(64) });
const chainIdSchema = z.union([z.number().int().positive(), z.string().min(1).max(128)]);
// An `rpcUrl` the frame passes on from the host page is dropped here (z.object strips it): the site
// talks only to the RPC URLs it was started with.
const chainRefBody = z.object({
  chainNamespace: z.string().max(32).optional(),
  chainId: chainIdSchema.optional(),
});
// §3 sign-in message data (GET_USER's siwxMessage); the rules on its content are signIn.ts's.
const signInBody = z.object({
  siwxMessage: z.looseObject({
    accountAddress: z.string().max(128),
    chainId: z.string().max(128),
    domain: z.string().max(256),
    uri: z.string().max(2048),
    version: z.string().max(8),
    nonce: z.string().max(128),
  }),
});
const rpcBody = chainRefBody.extend({ method: z.string().min(1).max(128), params: z.unknown().optional() });
const deviceSchema = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/);
/** The Approve form of the device approval page: the link token and the page's form token. */
const approvalForm = z.object({ token: z.string().min(1).max(256), csrf: z.string().min(1).max(256) });
const APPROVAL_STATUS = { approved: 200, expired: 410, unknown: 404, forbidden: 403 } as const;

/** The requesting IP (the socket's peer; no forwarding header is trusted), for the mail caps. */
function ipOf(c: Context<SiteEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

async function bodyOf<T>(c: Context<SiteEnv>, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw new SiteError(400, 'body: invalid JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SiteError(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'body: invalid');
  }
  return result.data;
}

function deviceOf(c: Context<SiteEnv>): string {
  const device = c.req.header('x-device');
  if (!device || !deviceSchema.safeParse(device).success)
    throw new SiteError(400, 'x-device: missing or malformed');
  return device;
}

function tokenOf(c: Context<SiteEnv>): string | undefined {
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** Builds the Hono app of the secure site. */
export function createSecureSiteApp(deps: {
  service: SecureSiteService;
  store: SiteStore;
  policy: OriginPolicy;
  selfOrigin: () => string;
  frameScript: string;
  log?: ((line: string) => void) | undefined;
  faults?: SecureSiteFaults;
  /** Social and Farcaster login (social/routes.ts); none when absent. */
  socialLogin?: Pick<SocialRouteDeps, 'social' | 'providers' | 'farcaster' | 'secrets'>;
  /** The users' smart accounts (smartAccount/); none when absent. */
  smartAccounts?: SmartAccounts;
  /** dev/cloud, for the approval panel's fiat worth (simulationPrices.ts). */
  cloudUrl?: string | undefined;
}): Hono<SiteEnv> {
  const { service, store, policy } = deps;
  const app = new Hono<SiteEnv>();
  if (deps.log) {
    const log = deps.log;
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - start)}ms`);
    });
  }
  // Before the guard, any parse or form: an oversized body is refused unread.
  app.use(limitBody(SECURE_SITE_MAX_BODY_BYTES));

  // Every API call names its project and the host origin the frame checked (event.origin); a browser
  // call from any other origin than the site's own is refused, so a host page cannot call the API itself.
  const guard: MiddlewareHandler<SiteEnv> = async (c, next) => {
    const fetchOrigin = c.req.header('origin');
    if (fetchOrigin !== undefined && fetchOrigin !== deps.selfOrigin()) {
      throw new SiteError(403, SITE_MESSAGES.originNotAllowed);
    }
    const projectId = c.req.header('x-project-id');
    if (!projectId) throw new SiteError(400, 'x-project-id: missing');
    const hostOrigin = c.req.header('x-portico-origin');
    if (!hostOrigin) throw new SiteError(403, SITE_MESSAGES.originNotAllowed);
    await policy.check(hostOrigin, projectId);
    c.set('projectId', projectId);
    c.set('hostOrigin', hostOrigin);
    await next();
  };
  const signedIn = (c: Context<SiteEnv>): Caller => {
    const caller = service.caller(tokenOf(c), c.req.header('x-device'));
    if (!caller) throw new SiteError(401, SITE_MESSAGES.notSignedIn);
    return caller;
  };

  app.get('/health', (c) => c.json({ ok: true }));

  app.get('/sdk', (c) => {
    c.header(
      'Content-Security-Policy',
      // img-src: the app's icon in the approval panel (frame/frameLook.ts shows only these), from
      // https, data URLs, or a local dev app's origin (the dev origins allowed by default).
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src https: data: http://localhost:* http://127.0.0.1:*; base-uri 'none'; form-action 'none'",
    );
    c.header('Cache-Control', 'no-store');
    return c.html(framePage(!deps.faults?.frameNeverReady));
  });
  app.get('/sdk/frame.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(FRAME_STYLE);
  });
  app.get('/sdk/frame.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(deps.frameScript);
  });

  app.use('/api/*', guard);
  app.post('/api/origin-check', (c) => c.json({ allowed: true }));
  app.post('/api/email/start', async (c) => {
    const { email } = await bodyOf(c, emailBody);
    const device = deviceOf(c);
    const action = await service.startEmail(email, device, service.caller(tokenOf(c), device), ipOf(c));
    return c.json({ action });
  });
  app.post('/api/device/connect', async (c) => {
    const { email } = await bodyOf(c, emailBody);
    return c.json({ approved: service.connectDevice(email, deviceOf(c), ipOf(c)) });
  });
  app.post('/api/otp/verify', async (c) => {
    const { email, otp } = await bodyOf(c, emailOtpBody);
    const { token } = await service.verifyOtp(email, otp, deviceOf(c));
    return c.json({ token });
  });
  app.post('/api/session', (c) =>
    c.json({ isConnected: service.caller(tokenOf(c), c.req.header('x-device')) !== undefined }),
  );
  app.post('/api/user', async (c) => {
    const caller = signedIn(c);
    const ref = await bodyOf(c, chainRefBody);
    return c.json(await userWithSmartAccount(deps.smartAccounts, caller, ref, service.user(caller, ref)));
  });
  app.post('/api/rpc', async (c) => {
    const caller = signedIn(c);
    const request = await bodyOf(c, rpcBody);
    const smart = await smartAccountRpc(deps.smartAccounts, caller, request);
    return c.json({ result: (smart ? smart.result : await service.rpc(caller, request)) ?? null });
  });
  app.post('/api/sign-in', async (c) => {
    const caller = signedIn(c);
    const { siwxMessage } = await bodyOf(c, signInBody);
    return c.json(await service.signIn(caller, siwxMessage, c.get('hostOrigin')));
  });
  app.post('/api/email/update', async (c) => {
    const caller = signedIn(c);
    const { email } = await bodyOf(c, emailBody);
    return c.json({ action: service.startEmailUpdate(caller, email, ipOf(c)) });
  });
  app.post('/api/email/update/primary', async (c) => {
    const caller = signedIn(c);
    service.verifyPrimary(caller, (await bodyOf(c, otpBody)).otp, ipOf(c));
    return c.json({});
  });
  app.post('/api/email/update/secondary', async (c) => {
    const caller = signedIn(c);
    return c.json({ newEmail: service.verifySecondary(caller, (await bodyOf(c, otpBody)).otp) });
  });
  app.post('/api/email/update/status', (c) => c.json(service.emailUpdateStatus(signedIn(c))));
  if (deps.socialLogin)
    registerSocialRoutes(app, { ...deps.socialLogin, selfOrigin: deps.selfOrigin, bodyOf, deviceOf, ipOf });
  if (deps.smartAccounts) registerSmartAccountRoutes(app, { accounts: deps.smartAccounts, signedIn, bodyOf });
  registerSimulationRoute(app, {
    service,
    smartAccounts: deps.smartAccounts,
    signedIn,
    bodyOf,
    cloudUrl: deps.cloudUrl,
  });
  app.post('/api/sign-out', (c) => {
    const caller = service.caller(tokenOf(c), c.req.header('x-device'));
    if (caller) service.signOut(caller);
    return c.json({});
  });

  // The approval link: a GET (a person, or a mail scanner's prefetch) only shows the Approve button; the
  // button POSTs from this very page (same origin, with its form token). Not frameable (clickjacking);
  // the token in the URL is never sent as a referrer to another site.
  const approvalHeaders = (c: Context<SiteEnv>) => {
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cache-Control', 'no-store');
  };
  app.get('/device/approve', (c) => {
    approvalHeaders(c);
    const token = c.req.query('token') ?? '';
    const approval = service.approvalOf(token);
    if (approval.state !== 'pending') return c.html(approvalPage(approval), APPROVAL_STATUS[approval.state]);
    return c.html(
      approvalPage({
        state: 'pending',
        email: approval.email,
        token,
        formToken: service.approvalFormToken(token),
      }),
    );
  });
  app.post('/device/approve', async (c) => {
    approvalHeaders(c);
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const crossSite =
      (origin !== undefined && origin !== deps.selfOrigin()) ||
      (fetchSite !== undefined && fetchSite !== 'same-origin');
    const form = approvalForm.safeParse(await c.req.parseBody());
    if (crossSite || !form.success) return c.html(approvalPage({ state: 'forbidden' }), 403);
    const state = service.approveDevice(form.data.token, form.data.csrf);
    return c.html(approvalPage({ state }), APPROVAL_STATUS[state]);
  });

  app.get('/mailbox', (c) => {
    const email = c.req.query('email') || undefined;
    const html =
      c.req.query('format') === 'html' || (email === undefined && c.req.query('format') !== 'json');
    const messages = store.mail(email);
    if (html) return c.html(mailboxPage(messages, email));
    return c.json({ messages });
  });

  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => {
    if (err instanceof SiteError) return c.json({ message: err.message }, err.status);
    (deps.log ?? console.error)(`error ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return c.json({ message: err.message || 'Internal Server Error' }, 500);
  });
  return app;
}

/** Starts the secure site on 127.0.0.1; resolves once listening (the frame bundle is built first). */
export async function startSecureSite(options: SecureSiteOptions = {}): Promise<RunningSecureSite> {
  const dbPath = options.dbPath ?? ':memory:';
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const frameScript = await buildFrameBundle();
  const store = new SiteStore(dbPath);
  const secrets = new Secrets(resolveSecret(options.secret, dbPath));
  const rpcUrls = new Map<string, string>(Object.entries(options.chains ?? {}));
  if (options.solanaUrl) rpcUrls.set('solana', options.solanaUrl);
  let selfOrigin = '';
  const service = new SecureSiteService({ store, secrets, now, baseUrl: () => selfOrigin, log, rpcUrls });
  const policy = new OriginPolicy({
    allowOrigins: options.allowOrigins ?? [],
    cloudUrl: options.cloudUrl,
    now,
    log,
  });
  const faults: SecureSiteFaults = { frameNeverReady: false };
  const baseUrl = () => selfOrigin;
  const providers = new IdentityProviders({
    secrets,
    now,
    callbackUrl: () => `${selfOrigin}${SOCIAL_CALLBACK_PATH}`,
  });
  const socialLogin = {
    secrets,
    providers,
    social: new SocialLogin({ store, secrets, now, baseUrl, providers }),
    farcaster: new FarcasterSignIn({ store, secrets, now, baseUrl }),
  };
  const smartAccounts = new SmartAccounts({
    store,
    secrets,
    now,
    bundlers: new Map(Object.entries(options.bundlers ?? {})),
    rpcUrls,
  });
  const app = createSecureSiteApp({
    smartAccounts,
    socialLogin,
    faults,
    service,
    store,
    policy,
    selfOrigin: () => selfOrigin,
    frameScript,
    log: options.quiet ? undefined : log,
    cloudUrl: options.cloudUrl,
  });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((err: unknown) => {
    store.close();
    throw err;
  });
  const port = (server.address() as AddressInfo).port;
  selfOrigin = `http://127.0.0.1:${port}`;
  const sweep = () =>
    sweepLoginRecords(store, [socialLogin.social, socialLogin.providers, socialLogin.farcaster], now());
  const stopSweeps = startSweepTimer(sweep);
  let closing: Promise<void> | undefined;
  return {
    faults,
    url: selfOrigin,
    port,
    store,
    sweep,
    close() {
      stopSweeps();
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
