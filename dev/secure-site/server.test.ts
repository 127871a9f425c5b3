/**
 * The secure site over HTTP: email codes (6 digits, 10 min, 5 attempts), device approval by the mailbox
 * link, device-bound sessions, keys sealed at rest, the email update, and the origin allow-list.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startCloud } from '../cloud/server.ts';
import type { RunningSecureSite } from './server.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, CODES_PER_HOUR } from './service.ts';
import { FrameClient, PROJECT, startTestSite } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const service of open.splice(0)) await service.close();
});

async function site(options: Parameters<typeof startTestSite>[0] = {}) {
  const s = await startTestSite(options);
  open.push(s);
  return s;
}

describe('email codes', () => {
  test('a new address gets VERIFY_OTP and a 6-digit code in the mailbox (also logged); the code opens a session', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    const start = await frame.post('/api/email/start', { email: 'ada@example.com' });
    expect(start).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } });
    const mail = await frame.mailbox('ada@example.com');
    expect(mail).toEqual([
      {
        to: 'ada@example.com',
        kind: 'otp',
        code: expect.stringMatching(/^\d{6}$/),
        link: null,
        at: expect.any(Number),
      },
    ]);
    expect(s.lines).toContain(`mail to ada@example.com: otp code ${mail[0]?.code}`);

    const verify = await frame.post<{ token: string }>('/api/otp/verify', {
      email: 'ada@example.com',
      otp: mail[0]?.code,
    });
    expect(verify.status).toBe(200);
    frame.token = verify.body.token;
    expect((await frame.post('/api/session')).body).toEqual({ isConnected: true });
    const user = await frame.post('/api/user', { chainId: 31337 });
    expect(user.body).toMatchObject({
      email: 'ada@example.com',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 31337,
      preferredAccountType: 'eoa',
    });
    // A code works once.
    const again = await frame.post('/api/otp/verify', { email: 'ada@example.com', otp: mail[0]?.code });
    expect(again).toEqual({ status: 400, body: { message: 'No code requested: request a new code' } });
  });

  test('a wrong code is refused; the fifth wrong attempt spends the code, so even the right one then fails', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    await frame.post('/api/email/start', { email: 'bob@example.com' });
    const code = await frame.lastCode('bob@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      expect(await frame.post('/api/otp/verify', { email: 'bob@example.com', otp: wrong })).toEqual({
        status: 400,
        body: { message: 'Invalid code' },
      });
    }
    expect(await frame.post('/api/otp/verify', { email: 'bob@example.com', otp: wrong })).toEqual({
      status: 429,
      body: { message: 'Too many attempts: request a new code' },
    });
    expect((await frame.post('/api/otp/verify', { email: 'bob@example.com', otp: code })).status).toBe(400);
    // A new code works.
    await frame.post('/api/email/start', { email: 'bob@example.com' });
    const fresh = await frame.lastCode('bob@example.com');
    expect((await frame.post('/api/otp/verify', { email: 'bob@example.com', otp: fresh })).status).toBe(200);
  });

  test('a code expires after 10 minutes; only the newest code counts', async () => {
    let now = 1_000_000;
    const s = await site({ now: () => now });
    const frame = new FrameClient(s);
    await frame.post('/api/email/start', { email: 'cy@example.com' });
    const first = await frame.lastCode('cy@example.com');
    await frame.post('/api/email/start', { email: 'cy@example.com' });
    const second = await frame.lastCode('cy@example.com');
    if (first !== second) {
      expect((await frame.post('/api/otp/verify', { email: 'cy@example.com', otp: first })).body).toEqual({
        message: 'Invalid code',
      });
    }
    now += CODE_TTL_MS;
    expect(await frame.post('/api/otp/verify', { email: 'cy@example.com', otp: second })).toEqual({
      status: 410,
      body: { message: 'Code expired: request a new code' },
    });
    await frame.post('/api/email/start', { email: 'cy@example.com' });
    now += CODE_TTL_MS - 1;
    const third = await frame.lastCode('cy@example.com');
    expect((await frame.post('/api/otp/verify', { email: 'cy@example.com', otp: third })).status).toBe(200);
  });
});

test('at most 10 codes per address in an hour', async () => {
  let now = 5_000_000;
  const s = await site({ now: () => now });
  const frame = new FrameClient(s);
  for (let i = 0; i < CODES_PER_HOUR; i++) {
    expect((await frame.post('/api/email/start', { email: 'flood@example.com' })).status).toBe(200);
  }
  expect(await frame.post('/api/email/start', { email: 'flood@example.com' })).toEqual({
    status: 429,
    body: { message: 'Too many codes requested: try again later' },
  });
  expect(await frame.mailbox('flood@example.com')).toHaveLength(CODES_PER_HOUR);
  now += 60 * 60 * 1000;
  expect((await frame.post('/api/email/start', { email: 'flood@example.com' })).status).toBe(200);
});

describe('devices and sessions', () => {
  test('a known address on a new device gets VERIFY_OTP and a mail with its code and an approval link; the code connects once the link approved it', async () => {
    const s = await site();
    const first = new FrameClient(s);
    await first.signIn('dee@example.com');
    const second = new FrameClient(s);
    expect((await second.post('/api/email/start', { email: 'dee@example.com' })).body).toEqual({
      action: 'VERIFY_OTP',
    });
    const mail = (await second.mailbox('dee@example.com')).at(-1);
    expect(mail).toMatchObject({
      kind: 'device',
      code: expect.stringMatching(/^\d{6}$/),
      link: expect.stringContaining(`${s.url}/device/approve?token=`),
    });
    expect((await second.post('/api/device/connect', { email: 'dee@example.com' })).body).toEqual({
      approved: false,
    });
    const code = mail?.code ?? '';
    expect((await second.post('/api/otp/verify', { email: 'dee@example.com', otp: code })).status).toBe(403);

    // Opening the link shows an Approve button (a GET approves nothing); the button POSTs its form.
    const page = await fetch(String(mail?.link));
    expect(page.status).toBe(200);
    const form = new URLSearchParams(
      [...(await page.text()).matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name ?? '', value ?? ''],
      ),
    );
    const approve = await fetch(`${s.url}/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.url },
      body: form.toString(),
    });
    expect(approve.status).toBe(200);
    expect(await approve.text()).toContain('Device approved');
    expect((await fetch(String(mail?.link))).status).toBe(404);

    const verify = await second.post<{ token: string }>('/api/otp/verify', {
      email: 'dee@example.com',
      otp: code,
    });
    expect(verify.status).toBe(200);
    second.token = verify.body.token;
    // Both devices reach the same account.
    const a = await first.post('/api/user', { chainId: 31337 });
    const b = await second.post('/api/user', { chainId: 31337 });
    expect(b.body.address).toBe(a.body.address);
  });

  test('a session token reconnects with no new code, only on its own device, and ends at sign-out', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    await frame.signIn('eve@example.com');
    const mailCount = (await frame.mailbox('eve@example.com')).length;
    // A reload: the same device and token, nothing else.
    const reloaded = new FrameClient(s);
    reloaded.device = frame.device;
    reloaded.token = frame.token;
    expect((await reloaded.post('/api/session')).body).toEqual({ isConnected: true });
    expect((await reloaded.post('/api/email/start', { email: 'eve@example.com' })).body).toEqual({
      action: 'CONNECT',
    });
    expect(await reloaded.mailbox('eve@example.com')).toHaveLength(mailCount);
    // The token alone, from another device, is worth nothing.
    const thief = new FrameClient(s);
    thief.token = frame.token;
    expect((await thief.post('/api/session')).body).toEqual({ isConnected: false });
    expect(await thief.post('/api/user', {})).toEqual({
      status: 401,
      body: { message: 'Not connected to email or social' },
    });

    expect((await frame.post('/api/sign-out')).status).toBe(200);
    expect((await reloaded.post('/api/session')).body).toEqual({ isConnected: false });
  });

  test('keys: one eip155 and one solana address per user, sealed at rest, never answered', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    await frame.signIn('fay@example.com');
    const evm = await frame.post('/api/user', { chainId: 31337 });
    const sol = await frame.post('/api/user', {
      chainNamespace: 'solana',
      chainId: '5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq',
    });
    expect(sol.body.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(sol.body.address).not.toBe(evm.body.address);
    const user = s.store.userByEmail('fay@example.com');
    const key = user && s.store.key(user.id, 'eip155');
    expect(key?.address).toBe(evm.body.address);
    // AES-GCM output: base64 of IV (12) + tag (16) + ciphertext of the 66-character hex key.
    expect(Buffer.from(String(key?.sealed_secret), 'base64')).toHaveLength(12 + 16 + 66);
    expect(key?.sealed_secret).not.toMatch(/^0x/);
    expect(JSON.stringify([evm.body, sol.body])).not.toMatch(/secret|private/i);
  });
});

describe('email update', () => {
  test('primary code to the current address, secondary code to the new one; then the email is the new one', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    await frame.signIn('old@example.com');
    expect((await frame.post('/api/email/update', { email: 'new@example.com' })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    });
    expect((await frame.post('/api/email/update/status')).body).toEqual({
      email: 'old@example.com',
      pending: true,
    });
    // GET_USER, which the host polls, shows the current email until the change is made.
    expect((await frame.post('/api/user', {})).body.email).toBe('old@example.com');
    const primary = (await frame.mailbox('old@example.com')).at(-1);
    expect(primary?.kind).toBe('update-primary');
    expect((await frame.post('/api/email/update/primary', { otp: primary?.code })).status).toBe(200);
    const secondary = (await frame.mailbox('new@example.com')).at(-1);
    expect(secondary?.kind).toBe('update-secondary');
    expect((await frame.post('/api/email/update/secondary', { otp: secondary?.code })).body).toEqual({
      newEmail: 'new@example.com',
    });
    expect((await frame.post('/api/email/update/status')).body).toEqual({
      email: 'new@example.com',
      pending: false,
    });
    expect((await frame.post('/api/user', {})).body.email).toBe('new@example.com');
  });
  test('asked again once the current address was verified (a resend), only the new address gets a new code', async () => {
    const s = await site();
    const frame = new FrameClient(s);
    await frame.signIn('before@example.com');
    await frame.post('/api/email/update', { email: 'after@example.com' });
    const primary = (await frame.mailbox('before@example.com')).at(-1);
    expect((await frame.post('/api/email/update/primary', { otp: primary?.code })).status).toBe(200);
    const first = (await frame.mailbox('after@example.com')).at(-1);
    const toCurrent = (await frame.mailbox('before@example.com')).length;
    expect((await frame.post('/api/email/update', { email: 'after@example.com' })).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    const mails = await frame.mailbox('after@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['update-secondary', 'update-secondary']);
    // No new code to the current address: it was verified already.
    expect(await frame.mailbox('before@example.com')).toHaveLength(toCurrent);
    // The first code is spent by the resend; the newest one changes the email.
    expect((await frame.post('/api/email/update/secondary', { otp: first?.code })).status).toBe(400);
    expect((await frame.post('/api/email/update/secondary', { otp: mails.at(-1)?.code })).body).toEqual({
      newEmail: 'after@example.com',
    });
  });
});

describe('origins', () => {
  test("a host origin outside the allow-list gets 'Unauthorized: origin not allowed' (INVALID_APP_CONFIGURATION)", async () => {
    const s = await site();
    const evil = new FrameClient(s, 'https://evil.example');
    expect(await evil.post('/api/email/start', { email: 'x@example.com' })).toEqual({
      status: 403,
      body: { message: 'Unauthorized: origin not allowed' },
    });
    expect(await evil.mailbox('x@example.com')).toEqual([]);
    // localhost and 127.0.0.1 on any port pass by default.
    expect((await new FrameClient(s, 'http://127.0.0.1:4321').post('/api/origin-check')).status).toBe(200);
    expect((await new FrameClient(s, 'http://localhost:1').post('/api/origin-check')).status).toBe(200);
    // A browser page of another origin cannot call the API itself, whatever it claims.
    const direct = await new FrameClient(s).post(
      '/api/origin-check',
      {},
      { origin: 'http://localhost:5173' },
    );
    expect(direct).toEqual({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
    // Without a host origin, nothing.
    const res = await fetch(`${s.url}/api/origin-check`, {
      method: 'POST',
      headers: { 'x-project-id': PROJECT },
    });
    expect(res.status).toBe(403);
  });

  test('attack: a page on a free hosting service (*.vercel.app, *.pages.dev, *.ngrok-free.app) is refused unless its project opts in', async () => {
    const attackers = [
      'https://attacker.vercel.app',
      'https://attacker.pages.dev',
      'https://abc.ngrok-free.app',
    ];
    // Without a cloud, no project can have opted in.
    const alone = await site();
    for (const origin of attackers) {
      expect(await new FrameClient(alone, origin).post('/api/origin-check'), origin).toEqual({
        status: 403,
        body: { message: 'Unauthorized: origin not allowed' },
      });
    }
    // With a cloud: refused for a project that did not opt in, allowed for one that did.
    const cloud = await startCloud({
      port: 0,
      dbPath: ':memory:',
      quiet: true,
      projectIds: ['preview-project'],
    });
    open.push(cloud);
    const optIn = await fetch(`${cloud.url}/admin/projects/preview-project/preview-hosts`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cloud.adminToken}` },
      body: JSON.stringify({ allowPreviewHosts: true }),
    });
    expect(optIn.status).toBe(200);
    const s = await site({ cloudUrl: cloud.url });
    for (const origin of attackers) {
      expect((await new FrameClient(s, origin).post('/api/origin-check')).status, origin).toBe(403);
      expect(
        (await new FrameClient(s, origin, 'preview-project').post('/api/origin-check')).status,
        origin,
      ).toBe(200);
    }
  });

  test('--allow-origin patterns and the cloud project origins (/projects/v1/origins) are honoured', async () => {
    const cloud = await startCloud({ port: 0, dbPath: ':memory:', quiet: true });
    open.push(cloud);
    const put = await fetch(`${cloud.url}/admin/projects/${PROJECT}/origins`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cloud.adminToken}` },
      body: JSON.stringify({ allowedOrigins: ['https://app.example.com'] }),
    });
    expect(put.status).toBe(200);
    const s: RunningSecureSite = await site({
      allowOrigins: ['https://*.flag.example'],
      cloudUrl: cloud.url,
    });
    expect((await new FrameClient(s, 'https://app.example.com').post('/api/origin-check')).status).toBe(200);
    expect((await new FrameClient(s, 'https://a.flag.example').post('/api/origin-check')).status).toBe(200);
    expect((await new FrameClient(s, 'https://other.example.com').post('/api/origin-check')).body).toEqual({
      message: 'Unauthorized: origin not allowed',
    });
    expect(
      await new FrameClient(s, 'https://app.example.com', 'unknown-project').post('/api/origin-check'),
    ).toEqual({
      status: 401,
      body: { message: 'Unauthorized: invalid key' },
    });
  });
});

describe('pages', () => {
  test('the frame page loads its bundle and stylesheet under a strict CSP; the mailbox has a human page', async () => {
    const s = await site();
    const page = await fetch(`${s.url}/sdk?projectId=${PROJECT}&chainId=31337`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script type="module" src="/sdk/frame.js">');
    const script = await fetch(`${s.url}/sdk/frame.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('@w3m-frame/');
    // The approval panel's stylesheet, from the site's own origin (style-src 'self').
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
    const style = await fetch(`${s.url}/sdk/frame.css`);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await style.text()).toContain('.approval');
    const frame = new FrameClient(s);
    await frame.post('/api/email/start', { email: 'gil@example.com' });
    const html = await (await fetch(`${s.url}/mailbox`)).text();
    expect(html).toContain('gil@example.com');
    expect(html).toContain((await frame.mailbox('gil@example.com'))[0]?.code);
  });
  test('the frameNeverReady fault serves the frame page without its script (so no READY), until switched off', async () => {
    const s = await site();
    s.faults.frameNeverReady = true;
    const broken = await (await fetch(`${s.url}/sdk?projectId=${PROJECT}&chainId=31337`)).text();
    expect(broken).toContain('<title>Portico secure site (dev)</title>');
    expect(broken).not.toContain('/sdk/frame.js');
    s.faults.frameNeverReady = false;
    const page = await (await fetch(`${s.url}/sdk?projectId=${PROJECT}&chainId=31337`)).text();
    expect(page).toContain('<script type="module" src="/sdk/frame.js">');
  });
});
