/**
 * Clickjacking of the secure site's approval panel, attacked in Chromium: a host page embeds
 * the real frame (e2e/fixtures/secureSiteHost.ts, the frame protocol only), logs a visitor in by email
 * and then does what a hostile page can: asks while the cursor is already on Approve, queues two
 * requests for a double click, swaps the request with RPC_ABORT under the cursor, and covers or fades
 * the frame. None of it approves: Approve works only once the panel has been in sight and still for
 * APPROVE_ARM_MS. The page's clock is Playwright's and paused, so "right when it appears" is exact and
 * the arming wait is run forward, not slept; IntersectionObserver v2's reports still come in real time.
 */
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPROVE_ARM_MS } from '../dev/secure-site/frame/approveArming.ts';
import { MESSAGES } from '../domain/errors.ts';
import { HIDDEN_CHARACTERS_WARNING } from '../headless/approval/readableRequest.ts';
import { REFUSALS } from '../headless/approval/refusals.ts';
import { launchChromium } from './support/browser.ts';
import { poll, WAIT_MS } from './support/modal.ts';
import {
  hostRequest,
  mailboxOf,
  type SecureSiteHost,
  type Settled,
  startSecureSiteHost,
} from './support/secureSiteHost.ts';

/** The host shows the frame at a size where the whole panel fits, as the modal's slot does. */
const HOST_PAGE =
  '<!doctype html><title>host</title><style>body{margin:0}iframe{width:420px;height:560px;border:0}</style>' +
  '<body><script type="module" src="/host.js"></script></body>';

let host: SecureSiteHost;
let hostUrl: string;
let browser: Browser;

beforeAll(async () => {
  host = await startSecureSiteHost(HOST_PAGE);
  hostUrl = host.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

interface Visitor {
  page: Page;
  frame: FrameLocator;
  address: Hex;
  /** Ask the frame to sign `text` (a personal_sign): resolves with the frame's answer. */
  sign(text: string): Promise<Settled>;
}

/** A host page with the frame and a visitor logged in by email; then the page's clock is paused. */
async function loggedIn(): Promise<Visitor> {
  const context = await browser.newContext({ viewport: { width: 800, height: 700 } });
  // A locator that never settles fails with its name within a poll's wait, not at the test's timeout.
  context.setDefaultTimeout(WAIT_MS);
  // Installed before any page loads, as Playwright advises: the clock runs as the real one until it
  // is paused, so every timer of the page and the frame is the clock's from the start.
  await context.clock.install();
  const page = await context.newPage();
  await page.goto(`${hostUrl}/?${new URLSearchParams({ site: host.site.url })}`);
  await page.waitForFunction(() => 'portico' in window);
  const email = `clickjack-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await hostRequest(page, 'CONNECT_EMAIL', { email });
  await hostRequest(page, 'CONNECT_OTP', { otp: (await mailboxOf(host.site.url, email)).at(-1)?.code });
  const user = await hostRequest(page, 'GET_USER', { chainId: 31337 });
  const address = (user.payload as { address: Hex }).address;
  await page.clock.pauseAt(Date.now() + 1_000);
  const sign = (text: string) =>
    hostRequest(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(text), address],
      chainNamespace: 'eip155',
      chainId: 31337,
    });
  return { page, frame: page.frameLocator('iframe[title="secure site"]'), address, sign };
}

/** The panel showing `text`. */
const panelOf = (frame: FrameLocator, text: string) =>
  frame.getByRole('region', { name: 'Sign message' }).filter({ hasText: text });

const approveOf = (panel: Locator) => panel.getByRole('button', { name: 'Approve' });

/** Where a visitor's cursor on Approve is, in the page. */
async function spotOf(button: Locator): Promise<{ x: number; y: number }> {
  const box = await button.boundingBox();
  if (!box) throw new Error('Approve is not on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The frame's window with the count of pointer moves it saw (inputReaches). */
type Probed = Window & { __pointerMoves?: number };

/**
 * Wait until the page's input reaches the frame at `spot`. The frame is a process of its own, and
 * for a moment after it draws a new panel Chromium may route no input into it: a click sent then is
 * lost (neither approves nor rejects), which made a click prove nothing and a Reject hang the test
 * until its timeout (in CI since stop 31, here in about half the runs of this file). The pointer is
 * moved over the spot, a pixel back and forth, until the frame sees it; the page's paused clock does
 * not move, so the panel is as armed as it was.
 */
async function inputReaches(page: Page, frame: FrameLocator, spot: { x: number; y: number }): Promise<void> {
  await frame.locator('body').evaluate(() => {
    const probed = window as Probed;
    if (probed.__pointerMoves === undefined)
      document.addEventListener('pointermove', () => {
        probed.__pointerMoves = (probed.__pointerMoves ?? 0) + 1;
      });
    probed.__pointerMoves = 0;
  });
  let nudge = 0;
  await poll(async () => {
    nudge = 1 - nudge;
    await page.mouse.move(spot.x + nudge, spot.y);
    return frame.locator('body').evaluate(() => (window as Probed).__pointerMoves ?? 0);
  }).toBeGreaterThan(0);
}

/**
 * Click `button` in the frame as a visitor would, once the page's input reaches it there. A plain
 * mouse click, not the locator's: with the page's clock paused, the locator's click was seen to deliver
 * its pointer move into the frame but not its press (1 run in 9), so a Reject never answered.
 */
async function clickInFrame(page: Page, frame: FrameLocator, button: Locator): Promise<void> {
  const spot = await spotOf(button);
  await inputReaches(page, frame, spot);
  await page.mouse.click(spot.x, spot.y);
}

/** What the frame answered to `request` so far: undefined until it answers. */
function answerSoFar(request: Promise<Settled>): () => Settled | undefined {
  let answer: Settled | undefined;
  void request.then((settled) => {
    answer = settled;
  });
  return () => answer;
}

const rejected = { kind: 'error', payload: { message: MESSAGES.userRejectedRequest } };

/** The frame's answer to `request`, polled: a request never answered fails within a poll's wait. */
const answered = (request: Promise<Settled>) => poll(answerSoFar(request));

/**
 * The visitor clicks Reject on `panel` and the frame answers `request` with a rejection. The click is
 * sent again while the panel stays: Chromium may still drop a press into the frame (CI, stops 31 to 35,
 * the test then waited for the answer until its timeout). A second Reject on the same panel is a no-op.
 */
async function rejectIn(page: Page, frame: FrameLocator, panel: Locator, request: Promise<Settled>) {
  const answer = answerSoFar(request);
  await poll(async () => {
    if (answer() === undefined && (await panel.count()) > 0)
      await clickInFrame(page, frame, panel.getByRole('button', { name: 'Reject' }));
    return answer();
  }).toEqual(rejected);
}

/**
 * Wait until the frame sees the panel in sight, then run the page's clock through the arming wait
 * until Approve is enabled. Again and again if need be: on a busy machine the frame's own resize or a
 * visibility report can arrive after the clock ran, and it rightly starts the 700 ms over.
 */
async function arm(panel: Locator): Promise<void> {
  await poll(() => panel.getAttribute('data-arming')).toMatch(/^(arming|armed)$/);
  await poll(async () => {
    if (!(await approveOf(panel).isEnabled())) await panel.page().clock.runFor(APPROVE_ARM_MS);
    return approveOf(panel).isEnabled();
  }).toBe(true);
}

/**
 * Arm the panel, then `click` where Approve is, until the panel is gone (approved). A visibility report
 * that lands between arming and the click rightly disarms the panel, so the click approves nothing and
 * the panel stays; then it is armed and clicked again, as a visitor would.
 */
async function approveOnceArmed(panel: Locator, click: (spot: { x: number; y: number }) => Promise<void>) {
  await poll(async () => {
    await arm(panel);
    await click(await spotOf(approveOf(panel)));
    return panel.count();
  }).toBe(0);
}

// An attack's click into the frame first waits for inputReaches; the visitor's own clicks are sent
// again until they take (approveOnceArmed until the panel goes, rejectIn until the frame answers).
describe("the secure site's approval panel against clickjacking", () => {
  test("the panel names the requesting site (host in bold) and shows the request's warnings first; a refused request is answered with its refusal and never shown", async () => {
    const { page, frame, sign } = await loggedIn();
    // A sign-in message not in the standard form is refused before the visitor is asked.
    await answered(sign('example.com wants you to sign in with your Ethereum account:\nnot really')).toEqual({
      kind: 'error',
      payload: { message: REFUSALS.siweNotCanonical },
    });
    await expect(frame.locator('.approval').count()).resolves.toBe(0);

    const answer = sign('Pay \u202Eattention');
    const panel = panelOf(frame, 'Pay');
    await panel.waitFor();
    await expect(panel.locator('.requester').textContent()).resolves.toBe(`Requested by ${hostUrl}`);
    await expect(panel.locator('.requester strong').textContent()).resolves.toBe(new URL(hostUrl).host);
    await expect(panel.getByRole('alert').textContent()).resolves.toBe(HIDDEN_CHARACTERS_WARNING.text);
    // Right under who asks and what kind of request it is, above the message and its fields.
    const order = await panel.evaluate((section) =>
      [...section.children].map((child) => child.className || child.tagName),
    );
    expect(order.slice(0, 3)).toEqual(['dapp', 'H1', 'warning']);
    expect(order).toContain('message');
    await rejectIn(page, frame, panel, answer);
    await page.context().close();
  });

  test('a click on Approve the instant the panel appears approves nothing; once armed, a click approves', async () => {
    const { page, frame, address, sign } = await loggedIn();
    const answer = sign('Instant click');
    const panel = panelOf(frame, 'Instant click');
    await panel.waitFor();

    const spot = await spotOf(approveOf(panel));
    await inputReaches(page, frame, spot);
    await page.mouse.click(spot.x, spot.y);
    // Still waiting: an approved request's panel would be gone at once.
    await expect(panel.count()).resolves.toBe(1);
    await expect(approveOf(panel).isDisabled()).resolves.toBe(true);

    await approveOnceArmed(panel, (at) => page.mouse.click(at.x, at.y));
    await answered(answer).toMatchObject({ kind: 'success' });
    const signed = await answer;
    await expect(
      verifyMessage({ address, message: 'Instant click', signature: signed.payload as Hex }),
    ).resolves.toBe(true);
    await page.context().close();
  });

  test('two queued requests and a double click on Approve: only the first is approved, the next one shows disarmed', async () => {
    const { page, frame, sign } = await loggedIn();
    const first = sign('First of two');
    const second = sign('Second of two');
    const firstPanel = panelOf(frame, 'First of two');
    // Each double click is on an armed first panel; its second click lands on the next request's panel.
    await approveOnceArmed(firstPanel, (at) => page.mouse.dblclick(at.x, at.y));

    await answered(first).toMatchObject({ kind: 'success' });
    const secondPanel = panelOf(frame, 'Second of two');
    await expect(secondPanel.count()).resolves.toBe(1);
    await expect(approveOf(secondPanel).isDisabled()).resolves.toBe(true);
    await rejectIn(page, frame, secondPanel, second);
    await page.context().close();
  });

  test('RPC_ABORT then a new request under the cursor: a click in the same spot right after the swap approves nothing', async () => {
    const { page, frame, sign } = await loggedIn();
    const aborted = sign('Harmless looking');
    const before = panelOf(frame, 'Harmless looking');
    await arm(before);
    const spot = await spotOf(approveOf(before));

    // The host swaps the request under the visitor's cursor.
    await answered(hostRequest(page, 'RPC_ABORT')).toMatchObject({ kind: 'success' });
    await answered(aborted).toEqual({
      kind: 'error',
      payload: { message: MESSAGES.rpcRequestAborted },
    });
    const swapped = sign('Swapped in');
    const after = panelOf(frame, 'Swapped in');
    await after.waitFor();
    await inputReaches(page, frame, spot);
    await page.mouse.click(spot.x, spot.y);
    await expect(after.count()).resolves.toBe(1);
    await expect(approveOf(after).isDisabled()).resolves.toBe(true);
    await rejectIn(page, frame, after, swapped);
    await page.context().close();
  });

  test('a host page that covers the frame with its own element, or fades it to opacity 0.1, never gets Approve armed; shown plainly, it arms', async () => {
    const { page, frame, sign } = await loggedIn();
    // A decoy over the frame that lets clicks through to it: the classic clickjacking overlay.
    await page.evaluate(() => {
      const decoy = document.createElement('div');
      decoy.id = 'decoy';
      decoy.textContent = 'Click to claim your prize';
      decoy.style.cssText =
        'position:fixed;inset:0;background:rgba(255,255,255,.02);pointer-events:none;z-index:10';
      document.body.append(decoy);
    });
    const answer = sign('Covered');
    const panel = panelOf(frame, 'Covered');
    await poll(() => panel.getAttribute('data-arming')).toBe('covered');
    await page.clock.runFor(10 * APPROVE_ARM_MS);
    await expect(panel.getAttribute('data-arming')).resolves.toBe('covered');
    await expect(approveOf(panel).isDisabled()).resolves.toBe(true);
    const spot = await spotOf(approveOf(panel));
    await inputReaches(page, frame, spot);
    await page.mouse.click(spot.x, spot.y);
    await expect(panel.count()).resolves.toBe(1);

    // The decoy goes, the frame is faded instead before the wait ends.
    await page.evaluate(() => document.getElementById('decoy')?.remove());
    await poll(() => panel.getAttribute('data-arming')).toBe('arming');
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe');
      iframe?.style.setProperty('opacity', '0.1');
    });
    await poll(() => panel.getAttribute('data-arming')).toBe('covered');
    await page.clock.runFor(10 * APPROVE_ARM_MS);
    await expect(approveOf(panel).isDisabled()).resolves.toBe(true);
    await page.mouse.click(spot.x, spot.y);
    await expect(panel.count()).resolves.toBe(1);

    // Shown plainly, the panel arms after the wait and the visitor's click approves.
    await page.evaluate(() => document.querySelector('iframe')?.style.removeProperty('opacity'));
    await approveOnceArmed(panel, (at) => page.mouse.click(at.x, at.y));
    await answered(answer).toMatchObject({ kind: 'success' });
    await page.context().close();
  });
});
