/**
 * Farcaster login on the secure site, over HTTP against the running site: the channel, its
 * sign-in page (Approve / Reject as a username) and CONNECT_FARCASTER's poll, and the attacks on it,
 * each performed.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { RunningSecureSite } from './server.ts';
import { FARCASTER_CHANNEL_TTL_MS } from './social/farcaster.ts';
import { SOCIAL_MESSAGES } from './social/messages.ts';
import { formFields, postForm, socialLogin } from './social/test-flows.ts';
import { type Answer, FrameClient, HOST_ORIGIN, startTestSite } from './test-helpers.ts';

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

type Status = { status?: 'pending' | 'approved'; token?: string; message?: string };

/** GET_FARCASTER_URI through the API: the sign-in page URL. */
async function start(frame: FrameClient): Promise<string> {
  const answer = await frame.post<{ url?: string }>('/api/farcaster/start', {});
  if (!answer.body.url) throw new Error(`start: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.url;
}

/** Opens the sign-in page and presses Approve (as `username`) or Reject: the page answered. */
async function decide(url: string, decision: 'approve' | 'reject', username = 'alice') {
  const page = await fetch(url);
  const fields = { ...formFields(await page.text()), decision, username };
  const answer = await postForm(s, '/farcaster/sign-in', fields);
  return { status: answer.status, html: await answer.text() };
}

/** One poll of CONNECT_FARCASTER; an approval's token signs the frame in. */
async function poll(frame: FrameClient, channel?: string): Promise<Answer<Status>> {
  const answer = await frame.post<Status>('/api/farcaster/status', channel ? { channel } : {});
  if (answer.body.token) frame.token = answer.body.token;
  return answer;
}

function channelOf(url: string): string {
  return new URL(url).searchParams.get('channel') ?? '';
}

describe('sign-in', () => {
  test('the URL is the sign-in page on the secure site, pending until approved, then the user with userName', async () => {
    const frame = new FrameClient(s);
    const url = await start(frame);
    expect(`${new URL(url).origin}${new URL(url).pathname}`).toBe(`${s.url}/farcaster/sign-in`);
    expect((await poll(frame)).body).toEqual({ status: 'pending' });
    const approved = await decide(url, 'approve', 'dwr');
    expect(approved.status).toBe(200);
    expect(approved.html).toContain('<h1>Approved</h1>');
    const done = await poll(frame);
    expect(done.body.status).toBe('approved');
    const user = (
      await frame.post<{ userName: string; email: string | null; address: string }>('/api/user', {})
    ).body;
    expect(user.userName).toBe('dwr');
    expect(user.email).toBeNull();
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  test('the page names the site asking, has Username (prefilled "alice"), Approve and Reject', async () => {
    const html = await (await fetch(await start(new FrameClient(s)))).text();
    expect(html).toContain(`Requested by <strong>${HOST_ORIGIN}</strong>`);
    expect(html).toMatch(
      /<label for="username">Username<\/label>\s*<input id="username" name="username" value="alice"/,
    );
    expect(html).toContain('value="approve">Approve</button>');
    expect(html).toContain('value="reject">Reject</button>');
  });

  test('the same Farcaster username gets the same wallet again; another gets another', async () => {
    const login = async (username: string) => {
      const frame = new FrameClient(s);
      await decide(await start(frame), 'approve', username);
      expect((await poll(frame)).body.status).toBe('approved');
      return (await frame.post<{ address: string }>('/api/user', {})).body.address;
    };
    const first = await login('vitalik');
    expect(await login('vitalik')).toBe(first);
    expect(await login('varun')).not.toBe(first);
  });

  test('Farcaster and a social provider with the same username are different users', async () => {
    const frame = new FrameClient(s);
    await decide(await start(frame), 'approve', 'samename');
    await poll(frame);
    const farcaster = (await frame.post<{ address: string }>('/api/user', {})).body.address;
    const github = await socialLogin(new FrameClient(s), 'github', 'samename');
    expect(github.address).not.toBe(farcaster);
  });

  test('Reject shows "Rejected" and the poll answers an error', async () => {
    const frame = new FrameClient(s);
    const url = await start(frame);
    const rejected = await decide(url, 'reject');
    expect(rejected.html).toContain('<h1>Rejected</h1>');
    const answer = await poll(frame);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.farcasterRejected);
    expect((await frame.post('/api/user', {})).status).toBe(401);
  });
});

describe('attacks', () => {
  test('an approved channel logs its device in once: a replay of the poll gets nothing', async () => {
    const frame = new FrameClient(s);
    const url = await start(frame);
    await decide(url, 'approve');
    expect((await poll(frame, channelOf(url))).body.status).toBe('approved');
    const replay = await poll(frame, channelOf(url));
    expect(replay.status).toBe(404);
    expect(replay.body.message).toBe(SOCIAL_MESSAGES.farcasterNotValid);
    expect(replay.body.token).toBeUndefined();
  });

  test('a channel cannot be approved twice', async () => {
    const url = await start(new FrameClient(s));
    const page = await (await fetch(url)).text();
    expect(
      (await postForm(s, '/farcaster/sign-in', { ...formFields(page), decision: 'approve' })).status,
    ).toBe(200);
    const again = await postForm(s, '/farcaster/sign-in', { ...formFields(page), decision: 'approve' });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('<h1>Not valid</h1>');
  });

  test('another device polling an approved channel is refused, and the channel stays its owner’s', async () => {
    const owner = new FrameClient(s);
    const url = await start(owner);
    await decide(url, 'approve');
    const attacker = new FrameClient(s);
    const stolen = await poll(attacker, channelOf(url));
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe(SOCIAL_MESSAGES.farcasterOtherDevice);
    expect(stolen.body.token).toBeUndefined();
    // The same device secret from another host page is refused too.
    const otherPage = new FrameClient(s, 'http://127.0.0.1:4444');
    otherPage.device = owner.device;
    expect((await poll(otherPage, channelOf(url))).status).toBe(403);
    expect((await poll(owner)).body.status).toBe('approved');
  });

  test('a channel expires after 5 minutes: the page says Expired and the poll answers an error', async () => {
    const frame = new FrameClient(s);
    const url = await start(frame);
    const page = await (await fetch(url)).text();
    clock += FARCASTER_CHANNEL_TTL_MS;
    const late = await postForm(s, '/farcaster/sign-in', { ...formFields(page), decision: 'approve' });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('<h1>Expired</h1>');
    const answer = await poll(frame, channelOf(url));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.farcasterNotValid);
  });

  test('an expired channel, polled first, answers that it expired', async () => {
    const frame = new FrameClient(s);
    await start(frame);
    clock += FARCASTER_CHANNEL_TTL_MS;
    const answer = await poll(frame);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toBe(SOCIAL_MESSAGES.farcasterExpired);
  });

  test('an approval posted from another site or without the page’s form token approves nothing', async () => {
    const frame = new FrameClient(s);
    const url = await start(frame);
    const fields = { ...formFields(await (await fetch(url)).text()), decision: 'approve' };
    expect((await postForm(s, '/farcaster/sign-in', fields, 'https://evil.example')).status).toBe(403);
    const forged = await postForm(s, '/farcaster/sign-in', { ...fields, csrf: 'forged' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(SOCIAL_MESSAGES.farcasterForbidden);
    expect((await poll(frame)).body).toEqual({ status: 'pending' });
  });

  test('the sign-in page cannot be framed', async () => {
    const res = await fetch(await start(new FrameClient(s)));
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });
});
