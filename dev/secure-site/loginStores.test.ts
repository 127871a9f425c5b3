/**
 * The secure site's login stores are bounded per client and swept by expiry: OAuth states,
 * the providers' codes and Farcaster channels (in memory) hold at most a cap of live entries per
 * requesting IP, past which the site answers 429; email codes, mail and sessions (SQLite) are deleted
 * once no rule reads them. Each flood is performed over HTTP; time moves by an injected clock.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SiteStore } from './db.ts';
import { AUTH_CODES_PER_IP, FARCASTER_CHANNELS_PER_IP, SOCIAL_STATES_PER_IP } from './limits.ts';
import { Secrets } from './secrets.ts';
import type { RunningSecureSite } from './server.ts';
import { CODE_TTL_MS, CODES_PER_HOUR, SESSION_TTL_MS } from './service.ts';
import { FARCASTER_CHANNEL_TTL_MS, FarcasterSignIn } from './social/farcaster.ts';
import { AUTH_CODE_TTL_MS } from './social/identityProviders.ts';
import { SOCIAL_MESSAGES } from './social/messages.ts';
import { SOCIAL_STATE_TTL_MS } from './social/socialLogin.ts';
import { consent, redirectUri, socialLogin } from './social/test-flows.ts';
import { type Answer, FrameClient, startTestSite } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// One site for the file: every test uses its own devices, and the clock only moves forward (past
// every TTL at the end of each test, so one test's flood never holds the next one back).
let clock = Date.now();
let site: RunningSecureSite;
beforeAll(async () => {
  site = await startTestSite({ now: () => clock });
});
afterAll(() => site.close());

const HOUR_MS = 60 * 60 * 1000;

/** The frame's POST as FrameClient sends it, but from another loopback address (another client IP). */
function postFrom<T>(
  localAddress: string,
  frame: FrameClient,
  path: string,
  body: unknown,
): Promise<Answer<T>> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        'x-project-id': frame.projectId,
        'x-portico-origin': frame.origin,
        'x-device': frame.device,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T,
        }),
      );
    });
    req.on('error', reject);
    req.end(text);
  });
}

describe('OAuth states', () => {
  test(`one IP holds at most SOCIAL_STATES_PER_IP (${SOCIAL_STATES_PER_IP}) live logins, then gets 429; another IP does not`, async () => {
    // The flood rotates devices, as an attacker would: the cap counts the IP.
    for (let i = 0; i < SOCIAL_STATES_PER_IP; i += 1) await redirectUri(new FrameClient(site), 'google');
    const refused = await new FrameClient(site).post('/api/social/redirect', { provider: 'google' });
    expect(refused).toEqual({ status: 429, body: { message: SOCIAL_MESSAGES.tooManyLogins } });
    // Another client (another loopback address) still starts its login.
    const other = await postFrom<{ uri?: string }>(
      '127.0.0.2',
      new FrameClient(site),
      '/api/social/redirect',
      {
        provider: 'google',
      },
    );
    expect(other.status).toBe(200);
    expect(other.body.uri).toMatch(/\/idp\/google\/authorize\?/);
  });

  test('expired states are swept: a swept state is unknown (no longer "expired"), and the IP logs in again', async () => {
    // The flood above expires; nothing has written since, so nothing has swept it yet.
    clock += SOCIAL_STATE_TTL_MS;
    expect(site.sweep().inMemory).toBe(SOCIAL_STATES_PER_IP + 1);
    expect(site.sweep().inMemory).toBe(0);
    const stateOf = async () =>
      new URL(await redirectUri(new FrameClient(site), 'github')).searchParams.get('state') ?? '';
    const [first, second] = [await stateOf(), await stateOf()];
    clock += SOCIAL_STATE_TTL_MS;
    const callback = (state: string) => fetch(`${site.url}/social/callback?state=${state}&code=x`);
    // Expired and not swept: 410 'expired'. Swept: gone, 400 'not valid'.
    expect((await callback(first)).status).toBe(410);
    expect(site.sweep().inMemory).toBe(1);
    expect((await callback(second)).status).toBe(400);
    // Honest logins work again from the flooded IP.
    expect((await socialLogin(new FrameClient(site), 'google', 'honest')).userName).toBe('honest');
  });
});

describe("the providers' codes", () => {
  test(`one IP holds at most AUTH_CODES_PER_IP (${AUTH_CODES_PER_IP}) live codes; past it the consent page answers 429`, async () => {
    clock += SOCIAL_STATE_TTL_MS;
    site.sweep();
    // One authorize request, consented to again and again: each Allow issues a code.
    const uri = await redirectUri(new FrameClient(site), 'discord');
    for (let i = 0; i < AUTH_CODES_PER_IP; i += 1) await consent(site, uri, 'allow', 'flooder');
    await expect(consent(site, uri, 'allow', 'flooder')).rejects.toThrow(
      /^consent: 429 [\s\S]*Too many sign-in codes/,
    );
    // A minute on, the codes are swept and an honest login goes through.
    clock += AUTH_CODE_TTL_MS;
    expect(site.sweep().inMemory).toBeGreaterThanOrEqual(AUTH_CODES_PER_IP);
    expect((await socialLogin(new FrameClient(site), 'discord', 'honest2')).userName).toBe('honest2');
  });
});

describe('Farcaster channels', () => {
  test(`one IP holds at most FARCASTER_CHANNELS_PER_IP (${FARCASTER_CHANNELS_PER_IP}) live channels; swept ones are gone`, async () => {
    clock += SOCIAL_STATE_TTL_MS;
    site.sweep();
    let last = '';
    for (let i = 0; i < FARCASTER_CHANNELS_PER_IP; i += 1) {
      const answer = await new FrameClient(site).post<{ url: string }>('/api/farcaster/start', {});
      expect(answer.status).toBe(200);
      last = answer.body.url;
    }
    const refused = await new FrameClient(site).post('/api/farcaster/start', {});
    expect(refused).toEqual({ status: 429, body: { message: SOCIAL_MESSAGES.tooManyFarcaster } });
    clock += FARCASTER_CHANNEL_TTL_MS;
    expect(site.sweep().inMemory).toBe(FARCASTER_CHANNELS_PER_IP);
    // Swept, the channel's page says 'unknown' (404), no longer 'expired' (410).
    expect((await fetch(last)).status).toBe(404);
    const honest = await new FrameClient(site).post<{ url?: string }>('/api/farcaster/start', {});
    expect(honest.status).toBe(200);
  });
});

describe("Farcaster's pointer to each device's newest channel", () => {
  test('goes with its channel: a flood of devices leaves nothing once swept', () => {
    let now = 0;
    const store = new SiteStore(':memory:');
    const farcaster = new FarcasterSignIn({
      store,
      secrets: new Secrets('a test secret of the sweep'),
      now: () => now,
      baseUrl: () => 'http://127.0.0.1:1',
    });
    const binding = (i: number) => ({
      projectId: 'p',
      hostOrigin: 'http://localhost:5173',
      deviceHash: `d${i}`,
    });
    for (let i = 0; i < 50; i += 1) farcaster.start(binding(i), '127.0.0.1');
    expect(farcaster.size).toEqual({ channels: 50, devices: 50 });
    now += FARCASTER_CHANNEL_TTL_MS;
    expect(farcaster.sweep()).toBe(50);
    expect(farcaster.size).toEqual({ channels: 0, devices: 0 });
    store.close();
  });
});

describe('email codes, mail and sessions (SQLite)', () => {
  test("a code's row stays while the hourly cap counts it, and is swept after; day-old mail and expired sessions go", async () => {
    clock += HOUR_MS;
    site.sweep();
    const email = 'sweep@example.com';
    const frame = new FrameClient(site);
    for (let i = 0; i < CODES_PER_HOUR; i += 1)
      expect((await frame.post('/api/email/start', { email })).body).toEqual({ action: 'VERIFY_OTP' });
    expect((await frame.post('/api/email/start', { email })).status).toBe(429);
    // Expired, but the cap still counts them: the sweep keeps them, and the cap still holds.
    clock += CODE_TTL_MS;
    expect(site.sweep().codes).toBe(0);
    expect((await frame.post('/api/email/start', { email })).status).toBe(429);
    // Past the cap's hour they are swept, and the address gets a code again: it logs in.
    clock += HOUR_MS - CODE_TTL_MS;
    expect(site.sweep().codes).toBe(CODES_PER_HOUR);
    await frame.signIn(email);
    expect((await frame.post('/api/session', {})).body).toEqual({ isConnected: true });
    // A day on, the mail is swept (the daily cap no longer counts it); a week on, the session too.
    clock += 24 * HOUR_MS + 1;
    expect(site.sweep().mail).toBe(CODES_PER_HOUR + 1);
    expect(await frame.mailbox(email)).toEqual([]);
    clock += SESSION_TTL_MS;
    expect(site.sweep().sessions).toBeGreaterThanOrEqual(1);
    expect((await frame.post('/api/session', {})).body).toEqual({ isConnected: false });
    // And the address logs in again on its device.
    await frame.signIn(email);
    expect((await frame.post('/api/session', {})).body).toEqual({ isConnected: true });
  });
});
