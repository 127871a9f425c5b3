/**
 * The default account signs: in Chromium on the demo, with the real dev services and a real
 * bundler (Alto) on anvil, a new email user is on the smart account (§9: eip155 defaults to
 * smartAccount), a Safe not yet deployed. Everything it signs is a contract account's signature that
 * viem verifies on the chain (ERC-6492 while the Safe has no code): the demo's Sign message, an
 * eth_signTypedData_v4, the registration of a name (the local name service verifies it too), and a
 * sign-in with the wallet (SIWX) that the local cloud verifies and keeps.
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, zeroAddress } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { parseErc6492Signature } from 'viem/utils';
import { describe, expect, test } from 'vitest';
import { DEMO_SIGN_TEXT } from '../demo/walletActions.tsx';
import { SAFE_PROXY_FACTORY } from '../dev/chain/seed/safe.ts';
import { DEV_PROJECT_ID } from '../dev/cloud/projects.ts';
import { decideInFrame, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { connectButton, dialog, gotoDemo, poll } from './support/modal.ts';
import { openAccount } from './support/networks.ts';
import { accountIn, withPublicApi } from './support/publicApi.ts';

const fx = setupDemo({}, { smartAccounts: true });

const MAIL = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: zeroAddress },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

const chain = () => createPublicClient({ transport: http(fx.demo.chains.evm[0]?.url) });
const email = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Call the embedded wallet's provider from the page; its result, or its error's code and text. */
function callProvider(page: Page, method: string, params: unknown[] = []) {
  // The page's own modal, which demo/modal.ts sets as `window.porticoDemo`.
  return page.evaluate(`Promise.resolve(window.porticoDemo).then(({ modal }) =>
    modal.engine.provider('eip155').request(${JSON.stringify({ method, params })}).then(
      (result) => ({ result }),
      (error) => ({ code: error.code, message: error.message }),
    ))`) as Promise<{ result?: unknown; code?: number; message?: string }>;
}

/** Logged in by email on the demo, on the smart account (Account says so); its address, not yet deployed. */
async function loginOnSmartAccount(page: Page, who: string): Promise<Address> {
  await gotoDemo(page, fx.demo.url);
  await loginByEmail(page, fx.demo.secureSiteUrl, email(who));
  await dialog(page).waitFor({ state: 'detached' });
  await openAccount(page);
  await dialog(page).getByText('Smart account', { exact: true }).waitFor();
  const smart = (await accountIn(page, 'eip155')).address as Address;
  expect(await chain().getCode({ address: smart })).toBeUndefined();
  return smart;
}

/** The From row of the frame's panel titled `title`. */
async function fromRow(page: Page, title: string): Promise<string> {
  const panel = walletFrame(page).getByRole('region', { name: title });
  await panel.waitFor();
  return panel.locator('dl').evaluate((list) => {
    const terms = [...list.querySelectorAll('dt')];
    const from = terms.find((dt) => dt.textContent === 'From');
    return from?.nextElementSibling?.textContent ?? '';
  });
}

describe('the smart account (the default eip155 account) signs', () => {
  test("the demo's Sign message and an eth_signTypedData_v4: ERC-6492 signatures from the Safe, verified by viem", async () => {
    const { page } = fx;
    const smart = await loginOnSmartAccount(page, 'sign');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign message' }).click();
    await expect(fromRow(page, 'Sign message')).resolves.toBe(`${smart} (smart account)`);
    await decideInFrame(page, 'Sign message');
    const output = page.getByTestId('sign-message-result');
    await poll(() => output.textContent()).toMatch(/^0x[0-9a-fA-F]{132,}$/);
    const signature = (await output.textContent()) as Hex;
    // Wrapped with the factory's call: the Safe is not deployed yet.
    expect(parseErc6492Signature(signature).address).toBe(SAFE_PROXY_FACTORY);
    await expect(chain().verifyMessage({ address: smart, message: DEMO_SIGN_TEXT, signature })).resolves.toBe(
      true,
    );

    const typed = callProvider(page, 'eth_signTypedData_v4', [smart, JSON.stringify(MAIL)]);
    await expect(fromRow(page, 'Sign typed data')).resolves.toBe(`${smart} (smart account)`);
    await decideInFrame(page, 'Sign typed data');
    const { result, message } = await typed;
    expect(message).toBeUndefined();
    await expect(
      chain().verifyTypedData({ address: smart, ...MAIL, signature: result as Hex }),
    ).resolves.toBe(true);
    expect(await chain().getCode({ address: smart })).toBeUndefined();
  });

  test('registers a name (RegisterAccountName): the name service verifies the Safe’s signature and answers the name for it', async () => {
    const { page, demo } = fx;
    const smart = await loginOnSmartAccount(page, 'name');
    const name = `safe-${crypto.randomUUID().slice(0, 8)}`;
    await dialog(page).getByRole('button', { name: 'Choose a name' }).click();
    await page.getByRole('dialog', { name: 'Choose a name' }).waitFor();
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(name);
    await poll(() => dialog(page).textContent()).toContain(`${name}.reown.id is available`);
    await dialog(page).getByRole('button', { name: 'Register' }).click();
    await expect(fromRow(page, 'Sign message')).resolves.toBe(`${smart} (smart account)`);
    await decideInFrame(page, 'Sign message');
    await page.getByRole('dialog', { name: 'Name registered' }).waitFor();
    await poll(() => dialog(page).getByTestId('registered-name').textContent()).toBe(`${name}.reown.id`);
    await dialog(page).getByRole('button', { name: 'Back to Account' }).click();
    await poll(() => connectButton(page).textContent()).toContain(`${name}.reown.id`);
    const identity = (await (
      await fetch(`${demo.cloud.url}/v1/identity/${smart}?projectId=${DEV_PROJECT_ID}`)
    ).json()) as { name: string | null };
    expect(identity.name).toBe(`${name}.reown.id`);
  });

  test('signs in with the wallet (SIWX, required): the EIP-4361 message for the Safe, verified by viem and kept by the cloud', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, demo.siwxUrl);
    await loginByEmail(page, demo.secureSiteUrl, email('siwx'));
    const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? '';
    // The host asks the login's silent sign-in for the account it first connects, the key, and only then
    // moves to the default smart account (headless: the account type is applied after GET_USER): the
    // silent one is spent on the key, so for the smart account the prompt asks, and the visitor signs in
    // the frame's panel (personal_sign from the Safe). Were the host to ask for the smart account first,
    // the site would sign in silently for it (smartAccount/signIn.ts) and no prompt would show.
    // Once the host is on the smart account (the public getAccountType), its address is the account.
    const smartAccountIn = () =>
      page.evaluate(
        withPublicApi(
          `portico.getAccountType(modal).type === 'smartAccount' ? portico.getAccount(modal).address : ''`,
        ),
      ) as Promise<string>;
    await poll(smartAccountIn).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const account = await smartAccountIn();
    await poll(() => text('siwx-status')).toMatch(/^(Signed in|Asked to sign)$/);
    if ((await text('siwx-status')) === 'Asked to sign') {
      await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(fromRow(page, 'Sign message')).resolves.toBe(`${account} (smart account)`);
      await decideInFrame(page, 'Sign message');
    }
    await poll(() => text('siwx-status')).toBe('Signed in');
    await poll(() => dialog(page).count()).toBe(0);
    await expect(text('siwx-address')).resolves.toBe(account);
    expect(await chain().getCode({ address: account as Address })).toBeUndefined();

    const message = await text('siwx-message');
    const signature = (await text('siwx-signature')) as Hex;
    // The Safe signed, before it has code: its signature carries the factory's call (ERC-6492).
    expect(parseErc6492Signature(signature).address).toBe(SAFE_PROXY_FACTORY);
    const parsed = parseSiweMessage(message);
    expect(parsed.address?.toLowerCase()).toBe(account.toLowerCase());
    expect(parsed.chainId).toBe(31337);
    await expect(
      verifySiweMessage(chain(), { message, signature, domain: parsed.domain, nonce: parsed.nonce }),
    ).resolves.toBe(true);
    const url = new URL('/admin/sessions', demo.cloudUrl);
    url.search = new URLSearchParams({
      address: account,
      chainId: 'eip155:31337',
      projectId: DEV_PROJECT_ID,
    }).toString();
    const response = await fetch(url, { headers: { authorization: `Bearer ${demo.cloud.adminToken}` } });
    const body = (await response.json()) as {
      sessions: { session: { message: string; signature: string } }[];
    };
    expect(
      body.sessions.map(({ session }) => ({ message: session.message, signature: session.signature })),
    ).toEqual([{ message, signature }]);
  });
});
