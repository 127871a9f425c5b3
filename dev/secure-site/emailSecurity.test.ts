/**
 * Attacks on the secure site's email login and device approval, each performed over HTTP
 * against the running site: a code request that makes an account, a stranger's device that burns the
 * owner's code, mail floods per address and per IP, account enumeration, an approval link that never
 * expires or approves on a plain GET (link scanners, cross-site forms, framing), and sessions and
 * devices that outlive an email change or a sign-out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SiteStore } from './db.ts';
import type { RunningSecureSite } from './server.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODES_PER_HOUR,
  DEVICE_LINK_TTL_MS,
  MAILS_PER_ADDRESS_PER_DAY,
  MAILS_PER_IP_PER_HOUR,
} from './service.ts';
import { type Answer, FrameClient, HOST_ORIGIN, PROJECT, startTestSite } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const HOUR_MS = 60 * 60 * 1000;

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const service of open.splice(0)) await service.close();
});

async function site(options: Parameters<typeof startTestSite>[0] = {}) {
  const s = await startTestSite(options);
  open.push(s);
  return s;
}

/** A wrong 6-digit code. */
function wrongOf(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** The newest device link mailed to `email`. */
async function deviceLink(frame: FrameClient, email: string): Promise<string> {
  const link = (await frame.mailbox(email)).filter((m) => m.kind === 'device').at(-1)?.link;
  if (!link) throw new Error(`no device link in the mailbox of ${email}`);
  return link;
}

/** The hidden fields of the approval page's form (empty when the page has no form). */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return fields;
}

/** POSTs the approval form as a browser on the site's own page does. */
function postApproval(
  s: RunningSecureSite,
  fields: Record<string, string>,
  origin = s.url,
): Promise<Response> {
  return fetch(`${s.url}/device/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The owner opens the link and presses Approve (a GET alone must not approve). */
async function approveByLink(s: RunningSecureSite, link: string): Promise<number> {
  const page = await fetch(link);
  const fields = formFields(await page.text());
  if (Object.keys(fields).length === 0) return page.status;
  return (await postApproval(s, fields)).status;
}

/** A second device of `email`'s user, approved by the mailed link and signed in with the mailed code. */
async function secondDevice(s: RunningSecureSite, email: string): Promise<FrameClient> {
  const frame = new FrameClient(s);
  expect((await frame.post('/api/email/start', { email })).body).toEqual({ action: 'VERIFY_OTP' });
  expect(await approveByLink(s, await deviceLink(frame, email))).toBe(200);
  const verify = await frame.post<{ token: string }>('/api/otp/verify', {
    email,
    otp: await frame.lastCode(email),
  });
  expect(verify.status).toBe(200);
  frame.token = verify.body.token;
  return frame;
}

/** A frame API call from another loopback address (another IP), as FrameClient.post makes it. */
function postFrom(localAddress: string, frame: FrameClient, path: string, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${frame.site.url}${path}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'x-project-id': PROJECT,
          'x-portico-origin': HOST_ORIGIN,
          'x-device': frame.device,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('row 6: codes prove the address before anything is made or trusted', () => {
  test('a first CONNECT_EMAIL for an address makes no user and trusts no device; the proven code does', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    expect((await frame.post('/api/email/start', { email: 'new@example.com' })).body).toEqual({
      action: 'VERIFY_OTP',
    });
    // Anyone can ask for a code for any address: that alone must not make an account.
    expect(s.store.userByEmail('new@example.com')).toBeUndefined();

    const verify = await frame.post<{ token: string }>('/api/otp/verify', {
      email: 'new@example.com',
      otp: await frame.lastCode('new@example.com'),
    });
    expect(verify.status).toBe(200);
    const user = s.store.userByEmail('new@example.com');
    expect(user).toBeDefined();
    frame.token = verify.body.token;
    expect((await frame.post('/api/user', { chainId: 31337 })).body.email).toBe('new@example.com');
    // The device that proved the code is trusted now: the next login is a code, not a device link.
    const again = new FrameClient(s);
    again.device = frame.device;
    expect((await again.post('/api/email/start', { email: 'new@example.com' })).body).toEqual({
      action: 'VERIFY_OTP',
    });
  });

  test("an unapproved device's wrong guesses never consume the owner's live code", async () => {
    const s = await site();
    const owner = new FrameClient(s);
    await owner.signIn('own@example.com');
    owner.token = undefined;
    await owner.post('/api/email/start', { email: 'own@example.com' });
    const code = await owner.lastCode('own@example.com');

    // The attacker's request mails the owner a code of its own, bound to the attacker's device: the
    // guesses spend that one, never the owner's.
    const attacker = new FrameClient(s);
    expect((await attacker.post('/api/email/start', { email: 'own@example.com' })).body).toEqual({
      action: 'VERIFY_OTP',
    });
    for (let i = 1; i <= CODE_MAX_ATTEMPTS; i++) {
      expect(
        await attacker.post('/api/otp/verify', { email: 'own@example.com', otp: wrongOf(code) }),
      ).toEqual(
        i < CODE_MAX_ATTEMPTS
          ? { status: 400, body: { message: 'Invalid code' } }
          : { status: 429, body: { message: 'Too many attempts: request a new code' } },
      );
    }
    // The owner's code is not the attacker device's to try.
    expect(await attacker.post('/api/otp/verify', { email: 'own@example.com', otp: code })).toEqual({
      status: 400,
      body: { message: 'No code requested: request a new code' },
    });
    expect((await owner.post('/api/otp/verify', { email: 'own@example.com', otp: code })).status).toBe(200);
  });

  test("a known address's code from a device its owner has not approved connects only once the mailed link approves it", async () => {
    const s = await site();
    await new FrameClient(s).signIn('dev@example.com');
    const device = new FrameClient(s);
    expect((await device.post('/api/email/start', { email: 'dev@example.com' })).body).toEqual({
      action: 'VERIFY_OTP',
    });
    // One mail to the owner: the code and the link that approves the device asking.
    const mail = (await device.mailbox('dev@example.com')).at(-1);
    expect(mail).toMatchObject({ kind: 'device', code: expect.stringMatching(/^\d{6}$/) });
    expect(mail?.link).toContain(`${s.url}/device/approve?token=`);
    const code = mail?.code ?? '';
    // The right code alone is refused, and stays live (only the mailbox's owner can get this far).
    expect(await device.post('/api/otp/verify', { email: 'dev@example.com', otp: code })).toEqual({
      status: 403,
      body: { message: 'Device not approved: open the link sent by email' },
    });
    expect(await approveByLink(s, mail?.link ?? '')).toBe(200);
    const verify = await device.post<{ token: string }>('/api/otp/verify', {
      email: 'dev@example.com',
      otp: code,
    });
    expect(verify.status).toBe(200);
    device.token = verify.body.token;
    expect((await device.post('/api/user', { chainId: 31337 })).body.email).toBe('dev@example.com');
  });

  test("for a new address, only the device that asked for the code can use it (a stranger's guesses burn nothing)", async () => {
    const s = await site();
    const visitor = new FrameClient(s);
    await visitor.post('/api/email/start', { email: 'fresh@example.com' });
    const code = await visitor.lastCode('fresh@example.com');
    const attacker = new FrameClient(s);
    const noCode = { status: 400, body: { message: 'No code requested: request a new code' } };
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      expect(
        await attacker.post('/api/otp/verify', { email: 'fresh@example.com', otp: wrongOf(code) }),
      ).toEqual(noCode);
    }
    expect(await attacker.post('/api/otp/verify', { email: 'fresh@example.com', otp: code })).toEqual(noCode);
    expect(s.store.userByEmail('fresh@example.com')).toBeUndefined();
    expect((await visitor.post('/api/otp/verify', { email: 'fresh@example.com', otp: code })).status).toBe(
      200,
    );
  });

  test('at most MAILS_PER_ADDRESS_PER_DAY mails to one address in a day, however they are spread over the hours', async () => {
    let now = 10_000_000;
    const s = await site({ now: () => now });
    const frame = new FrameClient(s);
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_DAY; i++) {
      if (i > 0 && i % CODES_PER_HOUR === 0) now += HOUR_MS;
      expect((await frame.post('/api/email/start', { email: 'day@example.com' })).status).toBe(200);
    }
    now += HOUR_MS;
    expect(await frame.post('/api/email/start', { email: 'day@example.com' })).toEqual({
      status: 429,
      body: { message: 'Too many codes requested: try again later' },
    });
    expect(await frame.mailbox('day@example.com')).toHaveLength(MAILS_PER_ADDRESS_PER_DAY);
    now += 24 * HOUR_MS;
    expect((await frame.post('/api/email/start', { email: 'day@example.com' })).status).toBe(200);
  });

  test('at most MAILS_PER_IP_PER_HOUR mails asked from one IP in an hour, over any addresses; another IP is not held back', async () => {
    let now = 20_000_000;
    const s = await site({ now: () => now });
    const frame = new FrameClient(s);
    for (let i = 0; i < MAILS_PER_IP_PER_HOUR; i++) {
      expect((await frame.post('/api/email/start', { email: `spray${i}@example.com` })).status).toBe(200);
    }
    expect(await frame.post('/api/email/start', { email: 'one-more@example.com' })).toEqual({
      status: 429,
      body: { message: 'Too many emails requested from this network: try again later' },
    });
    expect(await frame.mailbox('one-more@example.com')).toEqual([]);
    expect(
      (await postFrom('127.0.0.2', frame, '/api/email/start', { email: 'elsewhere@example.com' })).status,
    ).toBe(200);
    now += HOUR_MS;
    expect((await frame.post('/api/email/start', { email: 'one-more@example.com' })).status).toBe(200);
  });
});

describe('row 7: no account enumeration; device mails are capped', () => {
  test('from a stranger device, a known and an unknown address get the same answers', async () => {
    const s = await site();
    const owner = new FrameClient(s);
    await owner.signIn('known@example.com');
    owner.token = undefined;
    // The owner's code is live, so a probe that checked codes first would tell it apart.
    await owner.post('/api/email/start', { email: 'known@example.com' });

    const probe = new FrameClient(s);
    const answers = async (email: string) => {
      const start = await probe.post('/api/email/start', { email });
      return {
        start: { status: start.status, body: start.body },
        connect: await probe.post('/api/device/connect', { email }),
        verify: await probe.post('/api/otp/verify', { email, otp: '123456' }),
      };
    };
    // The probe asks about the unknown address without asking for its code first.
    const unknown = {
      connect: await probe.post('/api/device/connect', { email: 'nobody@example.com' }),
      verify: await probe.post('/api/otp/verify', { email: 'nobody@example.com', otp: '123456' }),
    };
    const known = await answers('known@example.com');
    expect(unknown.connect).toEqual(known.connect);
    expect(known.connect).toEqual({ status: 200, body: { approved: false } });
    const other = await answers('nobody2@example.com');
    // CONNECT_EMAIL answers VERIFY_OTP for both (production's VERIFY_DEVICE would name the account).
    expect(other.start).toEqual(known.start);
    expect(known.start).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } });
    // A wrong code: the same answer, with or without a code asked for first.
    expect(other.verify).toEqual(known.verify);
    expect(known.verify).toEqual({ status: 400, body: { message: 'Invalid code' } });
    expect(unknown.verify).toEqual({
      status: 400,
      body: { message: 'No code requested: request a new code' },
    });
  });

  test('device-approval mails (a code and a link) to one address are capped like code mails', async () => {
    const s = await site();
    const owner = new FrameClient(s);
    await owner.signIn('target@example.com');
    const before = (await owner.mailbox('target@example.com')).length;
    const attacker = new FrameClient(s);
    // The owner's own sign-in code counts in the same hour.
    for (let i = 1; i < CODES_PER_HOUR; i++) {
      expect((await attacker.post('/api/email/start', { email: 'target@example.com' })).status).toBe(200);
    }
    expect(await attacker.post('/api/email/start', { email: 'target@example.com' })).toEqual({
      status: 429,
      body: { message: 'Too many codes requested: try again later' },
    });
    expect(await owner.mailbox('target@example.com')).toHaveLength(before + CODES_PER_HOUR - 1);
  });
});

describe('row 13: the approval link, and sessions after an email change or a sign-out', () => {
  test('a GET of the link only shows an Approve form (POST, CSRF token, not frameable); a POST without the token or from another site is refused', async () => {
    const s = await site();
    await new FrameClient(s).signIn('link@example.com');
    const device = new FrameClient(s);
    await device.post('/api/email/start', { email: 'link@example.com' });
    const link = await deviceLink(device, 'link@example.com');

    // A mail scanner or a prefetch opens the link: nothing is approved.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/device/approve">');
    expect(html).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(html).toContain('link@example.com');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect((await device.post('/api/device/connect', { email: 'link@example.com' })).body).toEqual({
      approved: false,
    });

    const fields = formFields(html);
    expect(Object.keys(fields).sort()).toEqual(['csrf', 'token']);
    expect((await postApproval(s, { token: fields.token ?? '' })).status).toBe(403);
    expect((await postApproval(s, { ...fields, csrf: 'x'.repeat(64) })).status).toBe(403);
    expect((await postApproval(s, fields, 'https://evil.example')).status).toBe(403);
    expect((await device.post('/api/device/connect', { email: 'link@example.com' })).body).toEqual({
      approved: false,
    });

    const approved = await postApproval(s, fields);
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('Device approved');
    expect((await postApproval(s, fields)).status).toBe(404);
    expect((await fetch(link)).status).toBe(404);
    expect((await device.post('/api/device/connect', { email: 'link@example.com' })).body).toEqual({
      approved: true,
    });
  });

  test('the link expires after DEVICE_LINK_TTL_MS', async () => {
    let now = 30_000_000;
    const s = await site({ now: () => now });
    await new FrameClient(s).signIn('late@example.com');
    const device = new FrameClient(s);
    await device.post('/api/email/start', { email: 'late@example.com' });
    const link = await deviceLink(device, 'late@example.com');
    const fields = formFields(await (await fetch(link)).text());
    now += DEVICE_LINK_TTL_MS;

    const page = await fetch(link);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Link expired');
    expect((await postApproval(s, fields)).status).toBe(410);
    expect((await device.post('/api/device/connect', { email: 'late@example.com' })).body).toEqual({
      approved: false,
    });
    // A new CONNECT_EMAIL mails a new link, which works.
    await device.post('/api/email/start', { email: 'late@example.com' });
    expect(await approveByLink(s, await deviceLink(device, 'late@example.com'))).toBe(200);
  });

  test("an email change ends the user's other sessions and forgets the other trusted devices", async () => {
    const s = await site();
    const first = new FrameClient(s);
    await first.signIn('was@example.com');
    const second = await secondDevice(s, 'was@example.com');
    expect((await second.post('/api/session')).body).toEqual({ isConnected: true });

    await first.post('/api/email/update', { email: 'is@example.com' });
    await first.post('/api/email/update/primary', { otp: await first.lastCode('was@example.com') });
    expect(
      (await first.post('/api/email/update/secondary', { otp: await first.lastCode('is@example.com') })).body,
    ).toEqual({ newEmail: 'is@example.com' });

    expect((await first.post('/api/session')).body).toEqual({ isConnected: true });
    expect((await second.post('/api/session')).body).toEqual({ isConnected: false });
    second.token = undefined;
    expect((await second.post('/api/email/start', { email: 'is@example.com' })).body).toEqual({
      action: 'VERIFY_OTP',
    });
    // Forgotten: its login needs the owner's approval again (the mail carries a link).
    expect((await second.mailbox('is@example.com')).at(-1)?.kind).toBe('device');
  });

  test("a sign-out ends the user's other sessions too", async () => {
    const s = await site();
    const first = new FrameClient(s);
    await first.signIn('out@example.com');
    const second = await secondDevice(s, 'out@example.com');
    expect((await first.post('/api/sign-out')).status).toBe(200);
    expect((await first.post('/api/session')).body).toEqual({ isConnected: false });
    expect((await second.post('/api/session')).body).toEqual({ isConnected: false });
  });
});

test('a database made before these columns opens with them added and every stored row kept', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secure-site-'));
  try {
    const path = join(dir, 'old.sqlite');
    const old = new Database(path);
    old.exec(`
      CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL);
      CREATE TABLE codes (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        spent INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE devices (user_id TEXT NOT NULL REFERENCES users (id), device_hash TEXT NOT NULL,
        approved INTEGER NOT NULL, approve_token_hash TEXT, created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, device_hash));
      CREATE TABLE mail (id INTEGER PRIMARY KEY AUTOINCREMENT, to_address TEXT NOT NULL, kind TEXT NOT NULL,
        code TEXT, link TEXT, at INTEGER NOT NULL);
      INSERT INTO users VALUES ('u1', 'kept@example.com', 1);
      INSERT INTO codes (email, purpose, code_hash, expires_at) VALUES ('kept@example.com', 'login', 'h', 99);
      INSERT INTO devices VALUES ('u1', 'd1', 1, NULL, 1);
      INSERT INTO mail (to_address, kind, code, link, at) VALUES ('kept@example.com', 'otp', '123456', NULL, 5);
    `);
    old.close();
    const store = new SiteStore(path);
    expect(store.userByEmail('kept@example.com')?.id).toBe('u1');
    expect(store.liveCode('kept@example.com', 'login')).toMatchObject({ code_hash: 'h', device_hash: null });
    expect(store.device('u1', 'd1')).toMatchObject({ approved: 1, approve_expires_at: null });
    expect(store.mail('kept@example.com')).toEqual([
      { to: 'kept@example.com', kind: 'otp', code: '123456', link: null, at: 5 },
    ]);
    expect(store.countMail({ to: 'kept@example.com', since: 0 })).toBe(1);
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
