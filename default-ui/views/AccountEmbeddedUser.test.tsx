/**
 * The Account view's rows of the embedded wallet's user (§2, §3 account state `user`) on a real
 * engine with the secure site's frame stand-in: an email user has the Email row with Change email and
 * no Username row; a social user has no email, so the Username row alone (no "Unknown", no Change email).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { embeddedWalletModal, SECURE_ORIGIN } from '../../test-support/embeddedWalletModal.tsx';
import { FAKE_SOCIAL } from '../../test-support/fakeSecureFrame.ts';
import { installFakeSocialPopups } from '../../test-support/fakeSocialPopup.ts';
import { connectionOf, engineOf } from '../../test-support/testing.tsx';

// The engine and the view's chunk load on 2 shared cores: wait as long as the other DOM tests do.
const WAIT = { timeout: 15_000 };

// The account card names the wallet too ("Email"): the rows are told apart by their label's markup.
const ROW_LABEL = { selector: '.portico-list-button-label' };

const fixture = embeddedWalletModal();

async function openAccount(modal: ReturnType<typeof fixture.page>) {
  act(() => modal.open());
  const dialog = await screen.findByRole('dialog', { name: 'Account' }, WAIT);
  // The rows show once the account card did: the view is rendered.
  await within(dialog).findByRole('listitem', { name: 'EVM account' }, WAIT);
  return dialog;
}

describe('Account view: the embedded wallet user', () => {
  test('an email login shows its email with Change email, and no Username row', async () => {
    const modal = fixture.page();
    await fixture.logInByEmail(modal, 'ada@example.com');
    const dialog = await openAccount(modal);
    // The email names the account at the head (its label) and fills the Email row, with Change email.
    const row = (await within(dialog).findByText('Email', ROW_LABEL, WAIT)).parentElement as HTMLElement;
    expect(await within(row).findByText('ada@example.com', {}, WAIT)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Change email' })).toBeTruthy();
    const card = within(dialog).getByRole('listitem', { name: 'EVM account' });
    expect(within(card).getByText('ada@example.com')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Change email' })).toBeTruthy();
    expect(within(dialog).queryByText('Username', ROW_LABEL)).toBeNull();
  });

  test('a social login shows its username, and no Email row, "Unknown" or Change email', async () => {
    const modal = fixture.page();
    const popups = installFakeSocialPopups();
    act(() => modal.open());
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' }, WAIT);
    fireEvent.click(await within(connect).findByRole('button', { name: 'GitHub' }, WAIT));
    await screen.findByRole('dialog', { name: 'Social login' }, WAIT);
    // The result counts once the popup shows the provider's page (the flow is awaiting it).
    await waitFor(() => expect(popups.popup?.location.href).toBe(`${FAKE_SOCIAL.providerPage}/github`), WAIT);
    popups.post({ resultUri: `${SECURE_ORIGIN}/social/callback?username=ada` }, SECURE_ORIGIN);
    await waitFor(
      () => expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.status).toBe('connected'),
      WAIT,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

    const dialog = await openAccount(modal);
    expect(await within(dialog).findByText('ada', {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('Username', ROW_LABEL)).toBeTruthy();
    expect(within(dialog).queryByText('Email', ROW_LABEL)).toBeNull();
    expect(within(dialog).queryByText('Unknown')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Change email' })).toBeNull();
  });
});
