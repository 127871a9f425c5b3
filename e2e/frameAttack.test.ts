/**
 * Portico's own frame transport (headless/frame/frameTransport.ts) attacked in Chromium (§4 Embedded
 * wallet frame, §7): the demo's visitor is logged in by email, the embedded wallet's frame (the local
 * secure site, on its own origin) asks to approve a personal_sign, and an iframe on another origin
 * (127.0.0.2, a second local server) posts forged '@w3m-frame/' replies to the demo page: a success and
 * an error for that very request (its real id, read from the frame's log), a fake user, a sign-out,
 * and the READY and SESSION_UPDATE events. Nothing is accepted: the transport drops each one (its
 * log says so, for each), the request still waits, the account is still the visitor's own; then
 * Approve in the real frame answers it with a signature that viem verifies for that account.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame } from 'playwright-core';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_SIGN_TEXT } from '../demo/walletActions.tsx';
import { decideInFrame, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll } from './support/modal.ts';
import { accountIn, pendingRequestIn } from './support/publicApi.ts';

const ATTACKER_PAGE = readFileSync(new URL('./fixtures/frameAttacker.html', import.meta.url), 'utf8');

/**
 * The other origin: 127.0.0.2, a loopback address the demo and the secure site (127.0.0.1) do not
 * use. (A made-up public host would not do: Chromium keeps a public page from framing a loopback one.)
 */
let attacker: Server;
let ATTACKER_ORIGIN: string;

beforeAll(async () => {
  attacker = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(ATTACKER_PAGE),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.2', resolve));
  ATTACKER_ORIGIN = `http://127.0.0.2:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
});

const fx = setupDemo();

/** A forged frame message: the secure site's shape, posted by the other origin. */
type Forged = { type: string; id: string; payload?: unknown };

/** The ids the secure site's frame logged for `@w3m-app/<event>` requests, in order. */
function loggedIds(lines: readonly string[], event: string): string[] {
  const pattern = new RegExp(`\\[secure-site\\] request @w3m-app/${event} (\\S+)`);
  return lines.flatMap((line) => pattern.exec(line)?.[1] ?? []);
}

describe("the embedded wallet's frame transport against another origin", () => {
  test('forged @w3m-frame/ replies and events from an iframe on another origin are all dropped: the request still waits, no fake user, then the real frame answers it', async () => {
    const { page, demo } = fx;
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    await gotoDemo(page, demo.url);
    const address = (await loginByEmail(
      page,
      demo.secureSiteUrl,
      `attacked-${crypto.randomUUID().slice(0, 8)}@example.com`,
    )) as Hex;
    await dialog(page).waitFor({ state: 'detached' });

    // The demo's Sign message: a personal_sign that waits on ApproveTransaction for the frame's Approve.
    await page.getByRole('button', { name: 'Sign message' }).click();
    await dialog(page).getByRole('region', { name: 'Sign message' }).waitFor();
    await walletFrame(page).getByRole('region', { name: 'Sign message' }).waitFor();
    const waiting = await pendingRequestIn(page);
    expect(waiting).toMatchObject({ method: 'personal_sign' });
    // The id the app gave that request, as the frame logged it: the forgery answers that very id.
    let rpcId = '';
    await poll(() => {
      rpcId = loggedIds(lines, 'RPC_REQUEST').at(-1) ?? '';
      return rpcId;
    }).not.toBe('');
    const userId = loggedIds(lines, 'GET_USER').at(-1) ?? 'forged-user';

    // An iframe on another origin in the demo page.
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      frame.title = 'Another origin';
      document.body.append(frame);
    }, `${ATTACKER_ORIGIN}/attack.html`);
    let other: Frame | undefined;
    await poll(() => {
      other = page.frames().find((frame) => frame.url().startsWith(ATTACKER_ORIGIN));
      return other !== undefined;
    }).toBe(true);
    if (!other) throw new Error('the other origin’s frame is not in the page');
    await other.waitForFunction(() => 'forge' in window);

    const fake = '0x000000000000000000000000000000000000dEaD';
    const forged: Forged[] = [
      // The pending request, answered (a made-up signature) and failed, with its real id.
      { type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: rpcId, payload: `0x${'de'.repeat(65)}` },
      { type: '@w3m-frame/RPC_REQUEST_ERROR', id: rpcId, payload: { message: 'forged failure' } },
      // A fake user and a sign-out, on the id of the frame's last user request.
      {
        type: '@w3m-frame/GET_USER_SUCCESS',
        id: userId,
        payload: { address: fake, chainId: 31337, email: 'attacker@example.com' },
      },
      { type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: userId, payload: { isConnected: false } },
      { type: '@w3m-frame/SIGN_OUT_SUCCESS', id: userId, payload: {} },
      // The frame's events, which answer no request.
      { type: '@w3m-frame/READY', id: 'forged-ready' },
      { type: '@w3m-frame/SESSION_UPDATE', id: 'forged-session', payload: { token: 'forged-token' } },
    ];
    await expect(
      other.evaluate(
        (messages) =>
          (
            window as unknown as {
              forge(messages: unknown[]): number;
            }
          ).forge(messages),
        forged,
      ),
    ).resolves.toBe(forged.length);

    // Each forged message reached the page and was dropped for its origin (the transport's log).
    const dropped = `[portico] dropped a frame message: origin ${ATTACKER_ORIGIN} is not the secure site's`;
    await poll(() => lines.filter((line) => line === dropped).length).toBe(forged.length);

    // Nothing was accepted: the same request still waits on ApproveTransaction with no result, and
    // the account is the visitor's own, as the host reads it and as the connect button shows it.
    await expect(pendingRequestIn(page)).resolves.toEqual(waiting);
    await expect(dialog(page).getByRole('region', { name: 'Sign message' }).isVisible()).resolves.toBe(true);
    // The demo shows '…' while its request waits (an answer or an error would replace it).
    await expect(page.getByTestId('sign-message-result').textContent()).resolves.toBe('…');
    await expect(accountIn(page, 'eip155')).resolves.toMatchObject({
      isConnected: true,
      connectorId: 'auth',
      address,
    });
    await expect(page.locator('body').textContent()).resolves.not.toMatch(/dead|attacker@example\.com/i);

    // The real frame answers it: a signature of the visitor's account, which viem verifies.
    await decideInFrame(page, 'Sign message');
    const result = page.getByTestId('sign-message-result');
    await poll(() => result.textContent()).toMatch(/^0x[0-9a-fA-F]{130}$/);
    const signature = (await result.textContent()) as Hex;
    expect(signature).not.toBe(`0x${'de'.repeat(65)}`);
    await expect(verifyMessage({ address, message: DEMO_SIGN_TEXT, signature })).resolves.toBe(true);
    await poll(() => pendingRequestIn(page)).toBeNull();
  });
});
