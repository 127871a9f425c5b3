/**
 * Email login with the embedded wallet, end to end on the demo's default page: the visitor types an
 * email in the Connect view, reads the 6-digit code from the local secure site's mailbox, enters it,
 * and is connected with the embedded wallet (AUTH connector); Account shows its address, and the host
 * page's provider signs `personal_sign` through the secure site's frame, which viem verifies; the same
 * login connects the app's solana namespace, whose Wallet Standard wallet signs a message that
 * @solana/kit verifies; a reload restores both with no new code; Disconnect signs the user out of the secure
 * site.
 */
import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { describe, expect, test, vi } from 'vitest';
import { decideInFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { codeBoxes, codeFor, submitEmailIn } from './support/mailbox.ts';
import { dialog, gotoDemo, openModal, poll } from './support/modal.ts';
import { openAccount } from './support/networks.ts';
import { accountIn, connectedAccount } from './support/publicApi.ts';

// The frame waits 500 ms after its ready event and the secure site derives keys: allow for 2 noisy cores.
vi.setConfig({ testTimeout: 120_000 });

const fx = setupDemo();

describe('email login', () => {
  test('a code from the mailbox connects the embedded wallet on eip155 and solana; Account shows its address; both sign and verify; a reload restores both; Disconnect signs out', async () => {
    const { page, demo } = fx;
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await gotoDemo(page, demo.url);
    await openModal(page);

    await submitEmailIn(dialog(page), email);
    await page.getByRole('dialog', { name: 'Continue with email' }).waitFor();

    const code = await codeFor(demo.secureSiteUrl, email);
    // One box per digit of the 6-digit code, in the group named "Code".
    const boxes = codeBoxes(dialog(page));
    await poll(() => boxes.count()).toBe(6);
    // §5: a resend within 30 s of the login is held: its button is disabled and counts the seconds down.
    const resend = dialog(page).getByRole('button', { name: /^Resend code in \d+s$/ });
    await expect(resend.isDisabled()).resolves.toBe(true);
    const secondsLeft = async () => Number((await resend.textContent())?.match(/in (\d+)s$/)?.[1]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    await poll(secondsLeft).toBeLessThan(first);

    // Typed digit by digit: each digit moves focus on to the next box; the sixth submits the code.
    await boxes.first().focus();
    await page.keyboard.type(code.slice(0, 5));
    await poll(() =>
      boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([...code.slice(0, 5), '']);
    await expect(boxes.nth(5).evaluate((box) => box === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type(code.slice(5));

    // Connected: the modal closes (§2), and the account (getAccount, as the host reads it) is the
    // embedded wallet's.
    await poll(() => connectedAccount(page, 'eip155')).toMatch(/^auth 0x[0-9a-fA-F]{40}$/);
    const connected = (await accountIn(page, 'eip155')).address as Hex;

    await openAccount(page);
    // The Account view shows the embedded wallet's address (shortened, in the wallet's own case).
    const shown = `${connected.slice(0, 6)}…${connected.slice(-4)}`.toLowerCase();
    await poll(async () => (await dialog(page).textContent())?.toLowerCase()).toContain(shown);

    // The host page's provider (what useProvider gives) signs through the frame.
    const message = `Portico email login ${email}`;
    const signing = page.evaluate(
      `Promise.resolve(window.porticoDemo).then(({ modal }) => modal.engine.provider('eip155').request({
        method: 'personal_sign',
        params: ['${stringToHex(message)}', '${connected}'],
      }))`,
    ) as Promise<Hex>;
    // §4: the request waits on ApproveTransaction, approved in the frame's panel.
    await decideInFrame(page, 'Sign message');
    const signature = await signing;
    await expect(verifyMessage({ address: connected, message, signature })).resolves.toBe(true);

    // The same login connected the app's solana namespace: the user's Solana key at the secure site,
    // a Wallet Standard wallet over the frame whose signature verifies against its address.
    await poll(() => connectedAccount(page, 'solana')).toMatch(/^auth [1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const solana = (await accountIn(page, 'solana')).address ?? '';
    const solanaMessage = `Portico embedded Solana ${email}`;
    const solanaSigning = page.evaluate(`Promise.resolve(window.porticoDemo).then(async ({ modal }) => {
      const wallet = modal.engine.provider('solana');
      const [account] = wallet.accounts;
      const [output] = await wallet.features['solana:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(${JSON.stringify(solanaMessage)}),
      });
      return Array.from(output.signature);
    })`) as Promise<number[]>;
    // Approved in the frame too; the modal, open on Account, went back there after the first request.
    await decideInFrame(page, 'Sign message');
    const solanaSignature = await solanaSigning;
    const key = await getPublicKeyFromAddress(address(solana));
    await expect(
      verifySignature(
        key,
        new Uint8Array(solanaSignature) as SignatureBytes,
        new TextEncoder().encode(solanaMessage),
      ),
    ).resolves.toBe(true);

    // A reload restores the embedded wallet with no new code (IS_CONNECTED, then GET_USER).
    await page.reload();
    await poll(() => connectedAccount(page, 'eip155')).toBe(`auth ${connected}`);
    await poll(() => connectedAccount(page, 'solana')).toBe(`auth ${solana}`);

    // Disconnect ends both namespaces and, with the last, signs the user out of the secure site: the
    // embedded wallet's session is gone (its restore, as on a reload, finds no one).
    await openAccount(page);
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await poll(async () => {
      const [eip155, solana] = await Promise.all([accountIn(page, 'eip155'), accountIn(page, 'solana')]);
      return `${eip155.status} ${solana.status}`;
    }).toBe('disconnected disconnected');
    // The sign-out follows the last namespace's disconnection (a request to the frame): wait for it.
    await poll(() =>
      page.evaluate(`Promise.resolve(window.porticoDemo).then(({ modal }) =>
        modal.engine.connectors.getWalletConnector('auth').restore({ namespace: 'eip155', connectorId: 'auth' }))`),
    ).toBeNull();
  });

  test("§5: another email login within 30 s of the last is refused with 'Please try again after {n} seconds'", async () => {
    const { page, demo } = fx;
    const id = crypto.randomUUID().slice(0, 8);
    await gotoDemo(page, demo.url);
    await openModal(page);
    await submitEmailIn(dialog(page), `first-${id}@example.com`);
    const view = page.getByRole('dialog', { name: 'Continue with email' });
    await poll(() => codeBoxes(view).count()).toBe(6);

    // Back to the email field, and a second address at once: the login is held, and says how long.
    await view.getByRole('button', { name: 'Change email' }).click();
    await submitEmailIn(view, `second-${id}@example.com`);
    const refusal = view.getByText(/^Please try again after \d+ seconds$/);
    await refusal.waitFor();
    const seconds = Number((await refusal.textContent())?.match(/after (\d+) seconds/)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    // Said once, beside the field: the snackbar (raised in the same step, if it were) does not repeat it.
    await expect(
      page.locator('.portico-snackbar').filter({ hasText: 'Please try again' }).count(),
    ).resolves.toBe(0);
    // Still on the email field: no code was asked for the second address.
    await expect(codeBoxes(view).count()).resolves.toBe(0);
    await expect(view.getByRole('textbox', { name: 'Email', exact: true }).isVisible()).resolves.toBe(true);
  });
});
