/** The demo's secure site mailbox (`GET /mailbox?email=`), as the e2e tests read their codes from it. */
import type { Browser, Locator, Page } from 'playwright-core';
import { eventually } from '../../test-support/eventually.ts';
import { connectButton, dialog, poll } from './modal.ts';
import { accountIn } from './publicApi.ts';

interface MailboxMessage {
  to: string;
  kind: string;
  code: string | null;
  at: number;
}

/** Kinds of mail the secure site sends: a login code, a device link, the update's two codes. */
export type MailKind = 'otp' | 'device' | 'update-primary' | 'update-secondary';

/**
 * The newest 6-digit code of this kind mailed to `email` by the secure site (waits for it to arrive).
 * A wait that also runs in a beforeAll (the screenshot tests log in there), where Vitest refuses polls.
 */
export function codeFor(siteUrl: string, email: string, kind: MailKind = 'otp'): Promise<string> {
  return eventually(async () => {
    const response = await fetch(`${siteUrl}/mailbox?email=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    const code = messages.filter((message) => message.kind === kind).at(-1)?.code ?? '';
    if (!/^\d{6}$/.test(code)) throw new Error(`no ${kind} code mailed to ${email} yet`);
    return code;
  });
}

/**
 * Send `email` from an email field of the modal (Connect's, or EmailLogin's after "Change email"):
 * the address, then the field's own Continue (the arrow inside it; not "Continue with Google").
 */
export async function submitEmailIn(scope: Locator, email: string, label = 'Email'): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(email);
  await scope.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** The code entry's boxes, one per digit, in the group named "Code" (default-ui CodeForm). */
export function codeBoxes(scope: Locator): Locator {
  return scope.getByRole('group', { name: 'Code', exact: true }).getByRole('textbox');
}

/**
 * Enter a code as the browser's one-time-code autofill (or a paste into the first box) does: the
 * whole code in the first box, which spreads it over the boxes and submits it.
 */
export async function enterCode(scope: Locator, code: string): Promise<void> {
  await codeBoxes(scope).first().fill(code);
}

/**
 * The owner approves a device from the link mailed to them, in a browser of their own: opening the link
 * only shows the page (a GET approves nothing); the Approve button POSTs its form.
 */
export async function approveDeviceLink(browser: Browser, link: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Device approved' }).waitFor();
  } finally {
    await context.close();
  }
}

/**
 * Log in with a new email as a visitor does: Connect's email field, the code from the mailbox. Resolves
 * once the embedded wallet's eip155 connection is up, with its address.
 */
export async function loginByEmail(page: Page, siteUrl: string, email: string): Promise<string> {
  // The email field needs no wallet list: any page's Connect view has it (a single-namespace one too).
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
  await submitEmailIn(dialog(page), email);
  await enterCode(dialog(page), await codeFor(siteUrl, email));
  // Connected as the host app reads it (getAccount): the embedded wallet's (auth) account.
  let address = '';
  await poll(async () => {
    const account = await accountIn(page, 'eip155');
    address = account.isConnected && account.connectorId === 'auth' ? (account.address ?? '') : '';
    return address;
  }).toMatch(/^0x[0-9a-fA-F]{40}$/);
  return address;
}
