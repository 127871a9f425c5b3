/**
 * How Account names an embedded-wallet account (§3 account state: socialProvider, user.username,
 * user.email), on a real engine against the stand-ins of the secure site's frame and popup: a social
 * login is named by its provider and username ("GitHub · ada"), never "Email", in Account and in
 * Wallets; an email login by its email. The same label is `useAccount().label`, for any UI.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getAccount } from '../../headless/index.ts';
import { embeddedWalletModal, SECURE_ORIGIN } from '../../test-support/embeddedWalletModal.tsx';
import { eventually } from '../../test-support/eventually.ts';
import { FAKE_CODES, FAKE_SOCIAL } from '../../test-support/fakeSecureFrame.ts';
import { installFakeSocialPopups } from '../../test-support/fakeSocialPopup.ts';
import { connectionOf, engineOf } from '../../test-support/testing.tsx';

const fixture = embeddedWalletModal();

/** The account card of the Account view, once it shows the connected account. */
async function accountCard(modal: ReturnType<typeof fixture.page>) {
  await waitFor(() =>
    expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.status).toBe('connected'),
  );
  act(() => modal.open({ view: 'Account' }));
  const account = await screen.findByRole('dialog', { name: 'Account' });
  return within(account).findByRole('listitem', { name: 'EVM account' });
}

describe('Account: the embedded-wallet account is named by how the visitor logged in', () => {
  test('a social login: "GitHub · ada", not "Email"', async () => {
    const modal = fixture.page();
    const popups = installFakeSocialPopups();
    act(() => modal.open());
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    fireEvent.click(await within(connect).findByRole('button', { name: 'GitHub' }));
    await eventually(() => expect(popups.popup?.location.href).toBe(`${FAKE_SOCIAL.providerPage}/github`));
    popups.post({ resultUri: `${SECURE_ORIGIN}/social/callback?username=ada` }, SECURE_ORIGIN);

    const card = await accountCard(modal);
    expect(await within(card).findByText('GitHub · ada')).toBeTruthy();
    expect(card.textContent).not.toContain('Email');
    // The provider's logo badges the picture (decorative: the label names the provider).
    const badge = card.querySelector('.portico-account-avatar .portico-account-badge');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.socialProvider).toBe('github');
    expect(getAccount(modal).isConnected).toBe(true);

    // Wallets names it the same way.
    act(() => modal.open({ view: 'ProfileWallets' }));
    const wallets = await screen.findByRole('dialog', { name: 'Your wallets' });
    const list = await within(wallets).findByRole('list', { name: 'Wallets' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('GitHub · ada');
  });

  test('an email login: its email', async () => {
    const modal = fixture.page();
    act(() => modal.open());
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    fireEvent.change(await within(connect).findByRole('textbox', { name: 'Email' }), {
      target: { value: 'visitor@example.com' },
    });
    fireEvent.click(within(connect).getByRole('button', { name: 'Continue' }));
    const view = await screen.findByRole('dialog', { name: 'Continue with email' });
    fireEvent.change(await within(view).findByRole('textbox', { name: 'Code' }), {
      target: { value: FAKE_CODES.login },
    });
    const card = await accountCard(modal);
    expect(await within(card).findByText('visitor@example.com')).toBeTruthy();
    // An email login has no provider to badge.
    expect(card.querySelector('.portico-account-badge')).toBeNull();
    expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.socialProvider).toBeUndefined();
  });
});
