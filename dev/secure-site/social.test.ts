/**
 * Social login on the secure site, over HTTP against the running site: each local
 * provider's authorization-code flow (authorize → consent → callback → connect) and the user it
 * makes, redirect mode, and the attacks on it, each performed.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SOCIAL_PROVIDERS } from '../../domain/socialProviders.ts';
import type { RunningSecureSite } from './server.ts';
import { SOCIAL_MESSAGES } from './social/messages.ts';
import { SOCIAL_STATE_TTL_MS } from './social/socialLogin.ts';
import {
  connectSocial,
  consent,
  formFields,
  postForm,
  redirectUri,
  socialLogin,
} from './social/test-flows.ts';
import { FrameClient, HOST_ORIGIN, startTestSite } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// One site for the file (starting one builds the frame bundle): every test uses its own devices, and
// the clock only moves forward.
let clock = Date.now();
let s: RunningSecureSite;
beforeAll(async () => {
  s = await startTestSite({ now: () => clock });
});
afterAll(async () => {
  await s?.close();
});

describe('the code flow of each provider', () => {
  test.each(SOCIAL_PROVIDERS)(
    '%s: Allow logs the person in as a user with the username and no email',
    async (provider) => {
      const frame = new FrameClient(s);
      const user = await socialLogin(frame, provider, 'alice');
      expect(user.userName).toBe('alice');
      expect(user.email).toBeNull();
      expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    },
  );

  test('the same person by the same provider gets the same wallet on every login, on any device', async () => {
    const first = await socialLogin(new FrameClient(s), 'github', 'alice');
    const again = await socialLogin(new FrameClient(s), 'github', 'Alice');
    expect(again.address).toBe(first.address);
    expect(again.userName).toBe('alice');
  });

  test('another provider with the same username, or another username, is another user', async () => {
    const github = await socialLogin(new FrameClient(s), 'github', 'alice');
    const google = await socialLogin(new FrameClient(s), 'google', 'alice');
    const bob = await socialLogin(new FrameClient(s), 'github', 'bob');
    expect(new Set([github.address, google.address, bob.address]).size).toBe(3);
  });

  test('Deny gives a result with error=access_denied, which connects nobody', async () => {
    const frame = new FrameClient(s);
    const callback = await consent(s, await redirectUri(frame, 'discord'), 'deny');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const answer = await connectSocial(frame, callback);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.denied);
    expect((await frame.post('/api/user', {})).status).toBe(401);
  });

  test('a social user cannot start an email update (it has no email)', async () => {
    const frame = new FrameClient(s);
    await socialLogin(frame, 'x', 'alice');
    const answer = await frame.post('/api/email/update', { email: 'new@example.com' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.noEmailToUpdate);
  });
});

describe('pages', () => {
  test('/loading is a neutral same-origin page titled "Loading…"', async () => {
    const res = await fetch(`${s.url}/loading`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Loading…</title>');
  });

  test('the consent page names the provider and has Username (prefilled), Allow and Deny', async () => {
    const html = await (await fetch(await redirectUri(new FrameClient(s), 'github'))).text();
    expect(html).toContain('<h1>Sign in with GitHub</h1>');
    expect(html).toMatch(
      /<label for="username">Username<\/label>\s*<input id="username" name="username" value="alice"/,
    );
    expect(html).toContain('value="allow">Allow</button>');
    expect(html).toContain('value="deny">Deny</button>');
  });

  test('the callback page posts to the host origin the login was started from, never to "*"', async () => {
    const frame = new FrameClient(s);
    const callback = await consent(s, await redirectUri(frame, 'apple'), 'allow');
    const res = await fetch(callback);
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const html = await res.text();
    expect(html).toContain(`<meta name="portico-host-origin" content="${HOST_ORIGIN}">`);
    const script = await (await fetch(`${s.url}/social/callback.js`)).text();
    expect(script).toContain('window.opener.postMessage({ resultUri: location.href }, target)');
    expect(script).toContain('window.close()');
    expect(script).not.toContain("'*'");
  });
});

describe('redirect mode (messaging mini-apps)', () => {
  test('with returnTo, the callback goes back to the host page with result_uri, which connects', async () => {
    const frame = new FrameClient(s);
    const returnTo = `${HOST_ORIGIN}/app?tab=1`;
    const callback = await consent(s, await redirectUri(frame, 'facebook', returnTo), 'allow', 'carol');
    const res = await fetch(callback, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${HOST_ORIGIN}/app`);
    expect(back.searchParams.get('tab')).toBe('1');
    const resultUri = back.searchParams.get('result_uri') ?? '';
    expect(resultUri).toBe(callback);
    expect((await connectSocial(frame, resultUri)).status).toBe(200);
    expect((await frame.post<{ userName: string }>('/api/user', {})).body.userName).toBe('carol');
  });

  test("production's convention: a `--<host page>` suffix on the state returns there", async () => {
    const frame = new FrameClient(s);
    const uri = new URL(await redirectUri(frame, 'google'));
    uri.searchParams.set(
      'state',
      `${uri.searchParams.get('state')}--${encodeURIComponent(`${HOST_ORIGIN}/mini`)}`,
    );
    const callback = await consent(s, uri.href, 'allow');
    const res = await fetch(callback, { redirect: 'manual' });
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${HOST_ORIGIN}/mini`);
    expect((await connectSocial(frame, back.searchParams.get('result_uri') ?? '')).status).toBe(200);
  });
});

describe('attacks', () => {
  test('a forged state is refused', async () => {
    const frame = new FrameClient(s);
    const callback = new URL(await consent(s, await redirectUri(frame, 'github'), 'allow'));
    callback.searchParams.set('state', 'f'.repeat(64));
    const answer = await connectSocial(frame, callback.href);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.loginNotValid);
    expect(answer.body.token).toBeUndefined();
  });

  test("another device cannot use a victim's result URI, and the victim still can", async () => {
    const victim = new FrameClient(s);
    const callback = await consent(s, await redirectUri(victim, 'github'), 'allow', 'victim');
    const attacker = new FrameClient(s);
    const stolen = await connectSocial(attacker, callback);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(SOCIAL_MESSAGES.otherDevice);
    expect((await attacker.post('/api/user', {})).status).toBe(401);
    expect((await connectSocial(victim, callback)).status).toBe(200);
  });

  test('a result URI started from another host origin is refused', async () => {
    const victim = new FrameClient(s);
    const callback = await consent(s, await redirectUri(victim, 'google'), 'allow');
    // The same device secret, but the frame embedded by another (allowed) page.
    const otherPage = new FrameClient(s, 'http://127.0.0.1:4444');
    otherPage.device = victim.device;
    const answer = await connectSocial(otherPage, callback);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.otherDevice);
  });

  test('a code replayed with a fresh state of the same device is refused', async () => {
    const frame = new FrameClient(s);
    const first = new URL(await consent(s, await redirectUri(frame, 'github'), 'allow', 'alice'));
    expect((await connectSocial(frame, first.href)).status).toBe(200);
    const fresh = new URL(await redirectUri(frame, 'github'));
    const replay = new URL(first.href);
    replay.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    const answer = await connectSocial(frame, replay.href);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.codeNotValid);
  });

  test("a code is bound to its own state: another login's state cannot redeem it", async () => {
    const frame = new FrameClient(s);
    const issued = new URL(await consent(s, await redirectUri(frame, 'github'), 'allow', 'mallory'));
    const other = new URL(await redirectUri(frame, 'github'));
    const swapped = new URL(issued.href);
    swapped.searchParams.set('state', other.searchParams.get('state') ?? '');
    const answer = await connectSocial(frame, swapped.href);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.codeNotValid);
    // The leaked code was spent by that try: its own login cannot use it either.
    expect((await connectSocial(frame, issued.href)).status).toBe(400);
  });

  test('a result URI used once cannot log in again', async () => {
    const frame = new FrameClient(s);
    const callback = await consent(s, await redirectUri(frame, 'discord'), 'allow');
    expect((await connectSocial(frame, callback)).status).toBe(200);
    const again = await connectSocial(frame, callback);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SOCIAL_MESSAGES.loginNotValid);
  });

  test("a result URI on another origin than the site's callback is refused", async () => {
    const frame = new FrameClient(s);
    const callback = new URL(await consent(s, await redirectUri(frame, 'github'), 'allow'));
    for (const forged of [
      `https://evil.example${callback.pathname}${callback.search}`,
      `${s.url}/social/elsewhere${callback.search}`,
      'not a url',
    ]) {
      const answer = await connectSocial(frame, forged);
      expect(answer.status, forged).toBe(400);
      expect(answer.body.message, forged).toBe(SOCIAL_MESSAGES.notOurCallback);
    }
    // Nothing was spent by those tries.
    expect((await connectSocial(frame, callback.href)).status).toBe(200);
  });

  test("an authorize request whose redirect_uri is not the site's callback shows no consent and redirects nowhere", async () => {
    const uri = new URL(await redirectUri(new FrameClient(s), 'github'));
    uri.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await fetch(uri, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain(SOCIAL_MESSAGES.invalidRedirectUri);
    // Nor does a consent form posted with it (the form token of the real request does not help).
    const real = await fetch(await redirectUri(new FrameClient(s), 'github'));
    const fields = {
      ...formFields(await real.text()),
      redirect_uri: 'https://evil.example/steal',
      decision: 'allow',
    };
    const posted = await postForm(s, '/idp/github/authorize', fields);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  test('an authorize request of another client or another response_type shows no consent', async () => {
    for (const [param, value, message] of [
      ['client_id', 'someone-else', SOCIAL_MESSAGES.invalidClient],
      ['response_type', 'token', SOCIAL_MESSAGES.invalidResponseType],
    ] as const) {
      const uri = new URL(await redirectUri(new FrameClient(s), 'google'));
      uri.searchParams.set(param, value);
      const page = await fetch(uri, { redirect: 'manual' });
      expect(page.status, param).toBe(400);
      const html = await page.text();
      expect(html, param).toContain(message);
      expect(html, param).not.toContain('Allow</button>');
    }
  });

  test('a consent form posted from another site, or without its form token, issues no code', async () => {
    const html = await (await fetch(await redirectUri(new FrameClient(s), 'github'))).text();
    const fields = { ...formFields(html), decision: 'allow' };
    const crossSite = await postForm(s, '/idp/github/authorize', fields, 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('location')).toBeNull();
    const noToken = await postForm(s, '/idp/github/authorize', { ...fields, csrf: 'forged' });
    expect(noToken.status).toBe(403);
    expect(noToken.headers.get('location')).toBeNull();
  });

  test('returnTo on a foreign origin is refused (no open redirect)', async () => {
    const frame = new FrameClient(s);
    for (const returnTo of ['https://evil.example/', 'javascript:alert(1)', 'http://127.0.0.1:4444/']) {
      const answer = await frame.post('/api/social/redirect', { provider: 'github', returnTo });
      expect(answer.status, returnTo).toBe(400);
      expect(answer.body.message, returnTo).toBe(SOCIAL_MESSAGES.returnToNotAllowed);
    }
  });

  test('a `--<foreign URL>` state suffix is no open redirect either', async () => {
    const uri = new URL(await redirectUri(new FrameClient(s), 'github'));
    uri.searchParams.set(
      'state',
      `${uri.searchParams.get('state')}--${encodeURIComponent('https://evil.example/')}`,
    );
    const callback = await consent(s, uri.href, 'allow');
    const res = await fetch(callback, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  test('the consent, loading and callback pages cannot be framed', async () => {
    const frame = new FrameClient(s);
    const uri = await redirectUri(frame, 'github');
    const callback = await consent(s, await redirectUri(frame, 'github'), 'allow');
    for (const url of [uri, `${s.url}/loading`, callback]) {
      const res = await fetch(url);
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('content-security-policy'), url).toContain("frame-ancestors 'none'");
    }
  });

  test('a state expires: its result URI no longer connects', async () => {
    const frame = new FrameClient(s);
    const callback = await consent(s, await redirectUri(frame, 'github'), 'allow');
    clock += SOCIAL_STATE_TTL_MS;
    const answer = await connectSocial(frame, callback);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.loginExpired);
  });
});
