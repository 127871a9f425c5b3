/**
 * Account names end to end (§2 RegisterAccountName, RegisterAccountNameSuccess; §4 name registration;
 * §5 the rule; §8): a visitor logged in by email opens Account, chooses "Choose a name", sees the rule
 * for a bad name, sees free alternatives for a taken one (registered first on the real local name
 * service by another account, signed with viem), registers `alice-<random>` (the embedded wallet signs
 * the registration message), and then sees the name in Account and on the connect button, also after
 * a reload; the name service answers it for the wallet's address as another app would ask.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { DEV_PROJECT_ID } from '../dev/cloud/projects.ts';
import { MESSAGES } from '../domain/errors.ts';
import { decideInFrame, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { codeFor, loginByEmail } from './support/mailbox.ts';
import { connectButton, dialog, gotoDemo, poll } from './support/modal.ts';
import { registerName } from './support/names.ts';
import { openAccount } from './support/networks.ts';

const fx = setupDemo();

// Dev account 6: no other e2e test uses it.
const OTHER = privateKeyToAccount(EVM_ACCOUNTS[6]?.privateKey ?? '0x');

describe('account names', () => {
  test('a new email user registers a name: the rule, a taken name with suggestions, then the name everywhere', async () => {
    const { page, demo } = fx;
    const suffix = crypto.randomUUID().slice(0, 8);
    const taken = `taken-${suffix}`;
    const mine = `alice-${suffix}`;
    await registerName(demo.cloud.url, OTHER, `${taken}.reown.id`);

    await gotoDemo(page, demo.url);
    const address = await loginByEmail(page, demo.secureSiteUrl, `names-${suffix}@example.com`);
    await openAccount(page);
    await dialog(page).getByRole('button', { name: 'Choose a name' }).click();
    await page.getByRole('dialog', { name: 'Choose a name' }).waitFor();
    const field = dialog(page).getByRole('textbox', { name: 'Name' });
    const register = dialog(page).getByRole('button', { name: 'Register' });

    // §5: a bad name shows the rule, and cannot be registered.
    await field.fill('ab');
    await poll(() => dialog(page).textContent()).toContain(MESSAGES.invalidAccountName);
    await expect(register.isDisabled()).resolves.toBe(true);

    // A taken name: said so, with free alternatives to pick.
    await field.fill(taken);
    await poll(() => dialog(page).textContent()).toContain(`${taken}.reown.id is taken`);
    const suggestions = dialog(page).getByRole('list', { name: 'Suggestions' });
    await expect(suggestions.getByRole('button').first().textContent()).resolves.toMatch(
      new RegExp(`^${taken}\\d+\\.reown\\.id$`),
    );
    await expect(register.isDisabled()).resolves.toBe(true);

    // A free name: registered, signed by the embedded wallet.
    await field.fill(mine);
    await poll(() => dialog(page).textContent()).toContain(`${mine}.reown.id is available`);
    await register.click();
    // The registration's message is signed by the embedded wallet once approved in its frame.
    await decideInFrame(page, 'Sign message');
    await page.getByRole('dialog', { name: 'Name registered' }).waitFor();
    await poll(() => dialog(page).getByTestId('registered-name').textContent()).toBe(`${mine}.reown.id`);

    // Account and the connect button show it; the name service answers it for the address.
    await dialog(page).getByRole('button', { name: 'Back to Account' }).click();
    await poll(() => dialog(page).getByTestId('account-name').textContent()).toBe(`${mine}.reown.id`);
    await poll(() => connectButton(page).textContent()).toContain(`${mine}.reown.id`);
    const identity = (await (
      await fetch(`${demo.cloud.url}/v1/identity/${address}?projectId=${DEV_PROJECT_ID}`)
    ).json()) as { name: string | null };
    expect(identity.name).toBe(`${mine}.reown.id`);

    // After a reload the embedded wallet reconnects and the button still shows the name.
    await page.reload();
    await poll(() => connectButton(page).textContent()).toContain(`${mine}.reown.id`);
  });

  test('the custom page logs in by email and registers a name with its own markup, on the hooks alone', async () => {
    const { page, demo } = fx;
    const suffix = crypto.randomUUID().slice(0, 8);
    const email = `custom-names-${suffix}@example.com`;
    await page.goto(demo.customUrl);
    const login = page.getByRole('form', { name: 'Log in by email' });
    await login.getByRole('textbox', { name: 'Login email' }).fill(email);
    await login.getByRole('button', { name: 'Log in' }).click();
    const code = await codeFor(demo.secureSiteUrl, email);
    await login.getByRole('textbox', { name: 'Login code' }).fill(code);
    await login.getByRole('button', { name: 'Verify' }).click();

    const form = page.getByRole('form', { name: 'Register a name' });
    await form.getByRole('textbox', { name: 'Account name' }).fill(`carol-${suffix}`);
    await poll(() => form.textContent()).toContain('Available');
    await form.getByRole('button', { name: 'Register name' }).click();
    // The custom modal opens on its own ApproveTransaction (usePendingRequest): approved in the frame.
    await page.getByTestId('custom-approval-title').getByText('Sign message (personal_sign)').waitFor();
    await walletFrame(page)
      .getByRole('region', { name: 'Sign message' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await poll(() => page.getByTestId('custom-name').textContent()).toBe(`carol-${suffix}.reown.id`);
  });
});
