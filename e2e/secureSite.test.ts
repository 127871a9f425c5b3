/**
 * The dev secure site's frame in a real Chromium: a tiny host page on 127.0.0.1 embeds it and speaks the
 * frame protocol (e2e/fixtures/secureSiteHost.ts, built from the shared domain/embedded/frameProtocol.ts):
 * email code from the mailbox, user, personal_sign approved in the frame's panel and verified with viem, a reload that reconnects with no
 * new code; and messages from another origin, which are dropped on both sides, while a host origin
 * outside the allow-list gets only 'Unauthorized: origin not allowed'; and malformed messages from the
 * host itself, which the frame drops with a logged reason and never answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { RunningSecureSite } from '../dev/secure-site/server.ts';
import { launchChromium } from './support/browser.ts';
import { approveDeviceLink } from './support/mailbox.ts';
import {
  hostRequest,
  mailboxOf,
  type SecureSiteHost,
  startSecureSiteHost,
} from './support/secureSiteHost.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

/**
 * The other origin: 127.0.0.2, a loopback address outside the allow-list (127.0.0.1 and localhost are
 * in it). Its page talks to the host's frame, forges a reply to the host, and embeds the secure site's
 * frame under its own origin. (A made-up public host would not do: Chromium keeps a public page from
 * framing a loopback one.)
 */
const EVIL_PAGE = `<!doctype html><body><script>
        window.got = [];
        window.addEventListener('message', (e) => window.got.push({ origin: e.origin, data: e.data }));
        window.attackHostFrame = () => {
          parent.frames[0].postMessage({ type: '@w3m-app/GET_USER', id: 'evil-1', payload: { chainId: 31337 } }, '*');
          parent.postMessage({ type: '@w3m-frame/GET_USER_SUCCESS', id: 'evil-2', payload: { address: '0xdead', chainId: 1 } }, '*');
        };
        window.embedOwn = (site) => {
          const frame = document.createElement('iframe');
          frame.src = site + '/sdk?projectId=portico-dev-project&chainId=31337';
          window.addEventListener('message', (e) => {
            if (e.source === frame.contentWindow && e.data && e.data.type === '@w3m-frame/READY') {
              frame.contentWindow.postMessage({ type: '@w3m-app/CONNECT_EMAIL', id: 'evil-3', payload: { email: 'victim@example.com' } }, site);
            }
          });
          document.body.append(frame);
        };
      </script></body>`;
let evilServer: Server;
let EVIL_ORIGIN: string;

let host: SecureSiteHost;
let site: RunningSecureSite;
let hostUrl: string;
let browser: Browser;

beforeAll(async () => {
  host = await startSecureSiteHost();
  site = host.site;
  hostUrl = host.url;
  evilServer = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(EVIL_PAGE),
  );
  await new Promise<void>((resolve) => evilServer.listen(0, '127.0.0.2', resolve));
  EVIL_ORIGIN = `http://127.0.0.2:${(evilServer.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => evilServer?.close(resolve));
  await host?.close();
});

/** A page on the host with the frame, every console line of every frame collected. */
async function openHost(evil = false): Promise<{ page: Page; console: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  const query = new URLSearchParams({ site: site.url });
  if (evil) query.set('evil', `${EVIL_ORIGIN}/attack.html`);
  await page.goto(`${hostUrl}/?${query}`);
  await page.waitForFunction(() => 'portico' in window);
  await page.evaluate(() => (window as unknown as { portico: { ready: Promise<void> } }).portico.ready);
  return { page, console: lines };
}

/**
 * Polls `read` until `done` holds for its value, and returns that value. No deadline of its own: the
 * frame loads on 2 noisy cores, so only the test's own timeout bounds the wait.
 */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailbox = (email: string) => mailboxOf(site.url, email);

describe('secure site frame in Chromium', () => {
  test('CONNECT_EMAIL → code from /mailbox → CONNECT_OTP → GET_USER → personal_sign verified; a reload reconnects with no new code', async () => {
    const { page } = await openHost();
    const email = 'browser@example.com';
    expect(await hostRequest(page, 'CONNECT_EMAIL', { email })).toEqual({
      kind: 'success',
      payload: { action: 'VERIFY_OTP' },
    });
    const code = (await mailbox(email)).at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(await hostRequest(page, 'CONNECT_OTP', { otp: '000000' === code ? '111111' : '000000' })).toEqual({
      kind: 'error',
      payload: { message: 'Invalid code' },
    });
    expect((await hostRequest(page, 'CONNECT_OTP', { otp: code })).kind).toBe('success');
    const sessions = await page.evaluate(
      () => (window as unknown as { portico: { sessions: string[] } }).portico.sessions,
    );
    expect(sessions).toHaveLength(1);

    const user = await hostRequest(page, 'GET_USER', { chainId: 31337, preferredAccountType: 'eoa' });
    expect(user).toMatchObject({
      kind: 'success',
      payload: { email, chainId: 31337, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
    });
    const address = (user.payload as { address: Hex }).address;

    const message = 'Portico e2e';
    const signing = hostRequest(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), address],
      chainNamespace: 'eip155',
      chainId: 31337,
    });
    // §6: an unsafe request waits for the visitor's Approve in the frame's own panel, with the text shown.
    const panel = page
      .frameLocator('iframe[title="secure site"]')
      .getByRole('region', { name: 'Sign message' });
    await panel.getByText(message).waitFor();
    await panel.getByRole('button', { name: 'Approve' }).click();
    const signed = await signing;
    expect(signed.kind).toBe('success');
    await expect(verifyMessage({ address, message, signature: signed.payload as Hex })).resolves.toBe(true);

    const mailCount = (await mailbox(email)).length;
    await page.reload();
    await page.waitForFunction(() => 'portico' in window);
    expect(await hostRequest(page, 'IS_CONNECTED')).toEqual({
      kind: 'success',
      payload: { isConnected: true },
    });
    expect(await hostRequest(page, 'GET_USER', { chainId: 31337 })).toMatchObject({ payload: { address } });
    expect(await mailbox(email)).toHaveLength(mailCount);

    expect((await hostRequest(page, 'SIGN_OUT')).kind).toBe('success');
    expect(await hostRequest(page, 'IS_CONNECTED')).toEqual({
      kind: 'success',
      payload: { isConnected: false },
    });
    await page.context().close();
  });

  test('a new device: VERIFY_OTP as for any address, the mailed code refused until the mailed link approves the device; the email update in two steps', async () => {
    const email = 'second-device@example.com';
    const first = await openHost();
    await hostRequest(first.page, 'CONNECT_EMAIL', { email });
    await hostRequest(first.page, 'CONNECT_OTP', { otp: (await mailbox(email)).at(-1)?.code });
    const address = (
      (await hostRequest(first.page, 'GET_USER', { chainId: 31337 })).payload as { address: string }
    ).address;
    await first.page.context().close();

    // Another browser profile is another device.
    const { page } = await openHost();
    expect(await hostRequest(page, 'CONNECT_EMAIL', { email })).toEqual({
      kind: 'success',
      payload: { action: 'VERIFY_OTP' },
    });
    const mail = (await mailbox(email)).at(-1) as {
      kind: string;
      code?: string | null;
      link?: string | null;
    };
    expect(mail.kind).toBe('device');
    expect(await hostRequest(page, 'CONNECT_OTP', { otp: mail.code })).toEqual({
      kind: 'error',
      payload: { message: 'Device not approved: open the link sent by email' },
    });
    await approveDeviceLink(browser, String(mail.link));
    expect((await hostRequest(page, 'CONNECT_OTP', { otp: mail.code })).kind).toBe('success');
    expect(await hostRequest(page, 'GET_USER', { chainId: 31337 })).toMatchObject({ payload: { address } });

    const newEmail = 'renamed@example.com';
    expect(await hostRequest(page, 'UPDATE_EMAIL', { email: newEmail })).toEqual({
      kind: 'success',
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    });
    const primary = (await mailbox(email)).at(-1);
    expect(primary?.kind).toBe('update-primary');
    expect((await hostRequest(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: primary?.code })).kind).toBe(
      'success',
    );
    const secondary = (await mailbox(newEmail)).at(-1);
    expect(secondary?.kind).toBe('update-secondary');
    expect(await hostRequest(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary?.code })).toEqual({
      kind: 'success',
      payload: { newEmail },
    });
    // GET_USER, which the host polls, shows the new email once changed.
    expect(await hostRequest(page, 'GET_USER', { chainId: 31337 })).toMatchObject({
      kind: 'success',
      payload: { email: newEmail },
    });
    await page.context().close();
  });

  test('malformed messages from the host are dropped by the frame with a logged reason, and answered by nothing', async () => {
    const { page, console } = await openHost();
    const bad = [
      'hello',
      { type: '@w3m-app/CONNECT_EMAIL', id: 'bad-1', payload: { email: 'not-an-email' } },
      { type: '@w3m-app/NOT_AN_EVENT', id: 'bad-2', payload: {} },
      { type: '@w3m-app/CONNECT_OTP', payload: { otp: '123456' } },
    ];
    for (const data of bad)
      await page.evaluate(
        (message) =>
          (window as unknown as { portico: { postRaw(data: unknown): Promise<void> } }).portico.postRaw(
            message,
          ),
        data,
      );
    // A round trip after them: the frame handles messages in order, and still serves the host.
    expect(await hostRequest(page, 'GET_CHAIN_ID')).toEqual({ kind: 'success', payload: { chainId: 31337 } });
    const reasons = await until(
      () => console.filter((line) => line.includes(`dropped a message from ${hostUrl}`)),
      (lines) => lines.length >= bad.length,
    );
    expect(reasons).toEqual([
      `[secure-site] dropped a message from ${hostUrl}: not an object`,
      expect.stringMatching(
        new RegExp(`^\\[secure-site\\] dropped a message from ${hostUrl}: payload\\.email: `),
      ),
      `[secure-site] dropped a message from ${hostUrl}: type: unknown app event: @w3m-app/NOT_AN_EVENT`,
      expect.stringMatching(new RegExp(`^\\[secure-site\\] dropped a message from ${hostUrl}: id: `)),
    ]);
    const replied = await page.evaluate(
      () => (window as unknown as { portico: { replied: string[] } }).portico.replied,
    );
    expect(replied.filter((id) => id.startsWith('bad-'))).toEqual([]);
    expect(await mailbox('not-an-email')).toEqual([]);
    await page.context().close();
  });

  test('messages from another origin are dropped with a logged reason on both sides; an origin outside the allow-list gets only the origin error', async () => {
    const { page, console } = await openHost(true);
    const evil = page.frames().find((frame) => frame.url().startsWith(EVIL_ORIGIN));
    if (!evil) throw new Error('no evil frame');
    await evil.waitForFunction(() => 'attackHostFrame' in window);
    await evil.evaluate(() => (window as unknown as { attackHostFrame(): void }).attackHostFrame());
    // A round trip of the host after the attack: the frame handles messages in order.
    expect(await hostRequest(page, 'GET_CHAIN_ID')).toEqual({ kind: 'success', payload: { chainId: 31337 } });
    const frameLog = await until(
      () => console.find((line) => line.includes(`dropped a message from ${EVIL_ORIGIN}`)),
      (line) => line !== undefined,
    );
    expect(frameLog).toContain('not from the parent window');
    const hostDropped = await until(
      () => page.evaluate(() => (window as unknown as { portico: { dropped: string[] } }).portico.dropped),
      (reasons) => reasons.length > 0,
    );
    expect(hostDropped).toEqual([`origin ${EVIL_ORIGIN} is not the secure site's`]);

    // The frame under the other origin answers it nothing but the origin error.
    await evil.evaluate(
      (url) => (window as unknown as { embedOwn(url: string): void }).embedOwn(url),
      site.url,
    );
    const answered = await until(
      () =>
        evil.evaluate(() =>
          (window as unknown as { got: { data: { id?: string } }[] }).got.filter(
            (m) => m.data.id === 'evil-3',
          ),
        ),
      (replies) => replies.length > 0,
    ).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${console.join('\n')}`);
    });
    expect(answered).toEqual([
      {
        origin: site.url,
        data: {
          type: '@w3m-frame/CONNECT_EMAIL_ERROR',
          id: 'evil-3',
          payload: { message: 'Unauthorized: origin not allowed' },
        },
      },
    ]);
    const got = await evil.evaluate(() => (window as unknown as { got: { data: { id?: string } }[] }).got);
    expect(got.some((m) => m.data.id === 'evil-1')).toBe(false);
    expect(await mailbox('victim@example.com')).toEqual([]);
    await page.context().close();
  });
});
