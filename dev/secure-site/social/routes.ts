/**
 * The HTTP side of social and Farcaster login: the frame's API (behind the site's origin guard), the
 * local providers' authorize pages, the callback page, `/loading` and the Farcaster sign-in page.
 * Every page a person decides on cannot be framed (clickjacking) and leaks no URL as a referrer.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { SiteError } from '../errors.ts';
import type { Secrets } from '../secrets.ts';
import type { SiteEnv } from '../server.ts';
import type { FarcasterSignIn } from './farcaster.ts';
import type { IdentityProviders } from './identityProviders.ts';
import {
  CALLBACK_SCRIPT,
  callbackPage,
  consentPage,
  farcasterPage,
  loadingPage,
  messagePage,
} from './pages.ts';
import { providerSchema } from './providers.ts';
import { type LoginBinding, SOCIAL_CALLBACK_PATH, type SocialLogin } from './socialLogin.ts';

const redirectBody = z.object({ provider: providerSchema, returnTo: z.string().max(2048).optional() });
// `chainId` is read by the frame's own GET_USER afterwards; the connect needs only the result URI.
const connectBody = z.object({ uri: z.string().min(1).max(8192) });
const statusBody = z.object({
  channel: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
const consentForm = z.object({
  client_id: z.string().max(256),
  redirect_uri: z.string().max(2048),
  response_type: z.string().max(32),
  state: z.string().max(4096),
  csrf: z.string().max(256),
  decision: z.enum(['allow', 'deny']),
  username: z.string().max(256).optional(),
});
const farcasterForm = z.object({
  channel: z.string().max(256),
  csrf: z.string().max(256),
  decision: z.enum(['approve', 'reject']),
  username: z.string().max(256).default(''),
});

/** What the routes need from the site. */
export interface SocialRouteDeps {
  social: SocialLogin;
  providers: IdentityProviders;
  farcaster: FarcasterSignIn;
  secrets: Secrets;
  selfOrigin: () => string;
  /** The site's JSON body parser (zod, 400 on bad input). */
  bodyOf: <T>(c: Context<SiteEnv>, schema: z.ZodType<T>) => Promise<T>;
  /** The site's `x-device` reader (400 when missing or malformed). */
  deviceOf: (c: Context<SiteEnv>) => string;
  /** The requesting IP: what the login stores' caps count. */
  ipOf: (c: Context<SiteEnv>) => string;
}

/** Headers of a page a person decides on: not frameable, no referrer to other sites, not cached. */
function decisionPageHeaders(c: Context<SiteEnv>, extraCsp = ''): void {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; frame-ancestors 'none'; base-uri 'none'${extraCsp}`,
  );
  c.header('X-Frame-Options', 'DENY');
  // same-origin, not no-referrer: with no-referrer the browser sends `Origin: null` on the page's own form POST.
  c.header('Referrer-Policy', 'same-origin');
  c.header('Cache-Control', 'no-store');
}

/** A form POST from another site (by `Origin` or `Sec-Fetch-Site`): refused. */
function crossSite(c: Context<SiteEnv>, selfOrigin: string): boolean {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  return (
    (origin !== undefined && origin !== selfOrigin) ||
    (fetchSite !== undefined && fetchSite !== 'same-origin')
  );
}

/** The page of a refused request, with the error's status. */
function refusalPage(c: Context<SiteEnv>, err: unknown) {
  if (!(err instanceof SiteError)) throw err;
  return c.html(messagePage('Sign-in refused', err.message), err.status);
}

/** Registers the API routes (call after the `/api/*` guard) and the pages. */
export function registerSocialRoutes(app: Hono<SiteEnv>, deps: SocialRouteDeps): void {
  const { social, providers, farcaster, secrets } = deps;
  const bindingOf = (c: Context<SiteEnv>): LoginBinding => ({
    projectId: c.get('projectId'),
    hostOrigin: c.get('hostOrigin'),
    deviceHash: secrets.hash(deps.deviceOf(c)),
  });

  app.post('/api/social/redirect', async (c) => {
    const { provider, returnTo } = await deps.bodyOf(c, redirectBody);
    return c.json({ uri: social.start(bindingOf(c), provider, returnTo, deps.ipOf(c)) });
  });
  app.post('/api/social/connect', async (c) => {
    const { uri } = await deps.bodyOf(c, connectBody);
    return c.json(await social.connect(bindingOf(c), uri));
  });
  app.post('/api/farcaster/start', (c) => c.json(farcaster.start(bindingOf(c), deps.ipOf(c))));
  app.post('/api/farcaster/status', async (c) => {
    const { channel } = await deps.bodyOf(c, statusBody);
    return c.json(await farcaster.status(bindingOf(c), channel));
  });

  app.get('/loading', (c) => {
    decisionPageHeaders(c);
    return c.html(loadingPage());
  });

  app.get('/idp/:provider/authorize', (c) => {
    decisionPageHeaders(c);
    const provider = providerSchema.safeParse(c.req.param('provider'));
    if (!provider.success) return c.html(messagePage('Unknown provider', 'No such provider here.'), 404);
    try {
      const request = providers.check(provider.data, c.req.query());
      return c.html(consentPage(request, providers.formToken(request)));
    } catch (err) {
      return refusalPage(c, err);
    }
  });
  app.post('/idp/:provider/authorize', async (c) => {
    decisionPageHeaders(c);
    const provider = providerSchema.safeParse(c.req.param('provider'));
    const form = consentForm.safeParse(await c.req.parseBody());
    if (!provider.success || !form.success || crossSite(c, deps.selfOrigin()))
      return c.html(messagePage('Sign-in refused', 'Press Allow or Deny on the provider’s page.'), 403);
    try {
      const request = providers.check(provider.data, form.data);
      if (!providers.formTokenMatches(request, form.data.csrf))
        return c.html(messagePage('Sign-in refused', 'Press Allow or Deny on the provider’s page.'), 403);
      return c.redirect(providers.decide(request, form.data.decision, form.data.username, deps.ipOf(c)), 303);
    } catch (err) {
      return refusalPage(c, err);
    }
  });

  app.get(SOCIAL_CALLBACK_PATH, (c) => {
    decisionPageHeaders(c, "; script-src 'self'");
    const query = new URL(c.req.url).search;
    const target = social.callbackTarget(c.req.query('state') ?? '', `${social.callbackUrl()}${query}`);
    if (target.kind === 'redirect') return c.redirect(target.location, 303);
    if (target.kind === 'opener') return c.html(callbackPage(target.hostOrigin));
    const text =
      target.reason === 'expired'
        ? 'This sign-in expired: start again in the app.'
        : 'This sign-in is not valid.';
    return c.html(messagePage('Sign-in not valid', text), target.reason === 'expired' ? 410 : 400);
  });
  app.get('/social/callback.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(CALLBACK_SCRIPT);
  });

  app.get('/farcaster/sign-in', (c) => {
    decisionPageHeaders(c, "; form-action 'self'");
    const channel = c.req.query('channel') ?? '';
    const { view, hostOrigin } = farcaster.view(channel);
    if (view !== 'pending' || hostOrigin === undefined)
      return c.html(farcasterPage(view), view === 'expired' ? 410 : 404);
    return c.html(farcasterPage(view, { channel, formToken: farcaster.formToken(channel), hostOrigin }));
  });
  app.post('/farcaster/sign-in', async (c) => {
    decisionPageHeaders(c, "; form-action 'self'");
    const form = farcasterForm.safeParse(await c.req.parseBody());
    if (!form.success || crossSite(c, deps.selfOrigin()))
      return c.html(messagePage('Not approved', 'Press Approve or Reject on the sign-in page.'), 403);
    try {
      const view = farcaster.decide(
        form.data.channel,
        form.data.csrf,
        form.data.decision,
        form.data.username,
      );
      const status = view === 'approved' || view === 'rejected' ? 200 : view === 'expired' ? 410 : 404;
      return c.html(farcasterPage(view), status);
    } catch (err) {
      return refusalPage(c, err);
    }
  });
}
