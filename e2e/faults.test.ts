/**
 * Faults survived, in the browser: the embedded wallet's secure site goes down mid-session
 * and comes back on the same port and database (the demo's secure site on a SQLite file). An email
 * login on the demo's default page; with the secure site down, a personal_sign through the page's
 * provider is approved in the frame, then rejected with §8's frame error text 'An error occurred' and
 * the ApproveTransaction view closes (§4 "on error pop the stack or close"), the account still
 * connected; once the site is back, a reload restores the session with no new code and a signature
 * made through the frame verifies.
 */
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { MESSAGES } from '../domain/errors.ts';
import { decideInFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll } from './support/modal.ts';
import { connectedAccount } from './support/publicApi.ts';

// The frame waits 500 ms after its ready event and the secure site derives keys: allow for 2 noisy cores.
vi.setConfig({ testTimeout: 120_000 });

const fx = setupDemo({}, { secureSiteOnFile: true });

/** personal_sign through the page's provider (what useProvider gives): its signature or its rejection's text. */
function personalSign(address: Hex, message: string): Promise<{ signature: Hex } | { error: string }> {
  return fx.page.evaluate(
    `Promise.resolve(window.porticoDemo).then(({ modal }) => modal.engine.provider('eip155').request({
      method: 'personal_sign',
      params: ['${stringToHex(message)}', '${address}'],
    })).then((signature) => ({ signature }), (error) => ({ error: error.message }))`,
  ) as Promise<{ signature: Hex } | { error: string }>;
}

describe('the secure site down mid-session and back', () => {
  test("a request while it is down is rejected with 'An error occurred' and its view closes; once back, a reload restores the session and a signature verifies", async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.url);
    const email = `faults-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const address = (await loginByEmail(page, demo.secureSiteUrl, email)) as Hex;
    // The login is over once the modal closed after it: a request asked before may see that close
    // (it would reject the request with 'Request was aborted', as a close by the visitor does).
    await dialog(page).waitFor({ state: 'detached' });

    // Down; whatever happens next, it runs again for the tests after this one.
    onTestFinished(() => demo.restartSecureSite());
    await demo.secureSite.close();
    const failing = personalSign(address, 'signed while the secure site is down');
    // The frame (already loaded) asks the site which account the request goes from before it shows
    // its panel (frame/main.ts RPC_REQUEST): the site cannot answer, so there is nothing to approve.
    await expect(failing).resolves.toEqual({ error: MESSAGES.frameErrorFallback });
    await dialog(page).waitFor({ state: 'detached' });
    await expect(connectedAccount(page, 'eip155')).resolves.toBe(`auth ${address}`);

    await demo.restartSecureSite();
    await page.reload();
    // Restored from the secure site's file database: no new code was asked for.
    await poll(() => connectedAccount(page, 'eip155')).toBe(`auth ${address}`);
    const message = 'signed once the secure site is back';
    const signing = personalSign(address, message);
    await decideInFrame(page, 'Sign message');
    const signed = await signing;
    if (!('signature' in signed)) throw new Error(`personal_sign was rejected: ${signed.error}`);
    await expect(verifyMessage({ address, message, signature: signed.signature })).resolves.toBe(true);
  });
});
