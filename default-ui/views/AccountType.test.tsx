/**
 * The embedded wallet's account type on a real engine (§3 preferredAccountType, smartAccountDeployed;
 * §4 "A failed smart-account network lookup stores an empty list. A preferred-account error falls back
 * to EOA."; §9 eip155 defaults to smartAccount), against a stand-in of the secure site's frame
 * (test-support/fakeSecureFrame.ts; the real one is in e2e/smartAccount.test.ts): Account shows the
 * type and switches it where the network is smart-account enabled; the address follows.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AUTH_CONNECTOR_ID } from '../../domain/constants.ts';
import { getAccountType, switchConnection } from '../../headless/index.ts';
import type { ModalOptionsInput } from '../../headless/options.ts';
import { STORAGE_KEYS } from '../../headless/storage/keys.ts';
import { embeddedWalletModal } from '../../test-support/embeddedWalletModal.tsx';
import {
  FAKE_ADDRESS,
  FAKE_SMART_ACCOUNT,
  type FakeSmartAccounts,
} from '../../test-support/fakeSecureFrame.ts';
import { connectionOf, engineOf } from '../../test-support/testing.tsx';

const fixture = embeddedWalletModal();

/** The modal on a page with the frame stand-in, the visitor logged in by email, Account open. */
async function loggedIn(smartAccounts?: FakeSmartAccounts, options: Partial<ModalOptionsInput> = {}) {
  const modal = fixture.page({ frame: smartAccounts ? { smartAccounts } : {}, modal: options });
  const engine = await fixture.logInByEmail(modal, 'ada@example.com');
  act(() => modal.open());
  const account = await screen.findByRole('dialog', { name: 'Account' });
  const address = () => connectionOf(engine, 'eip155')?.getSnapshot().context.address;
  return { modal, account, address };
}

describe('the embedded wallet account type', () => {
  test('eip155 defaults to a smart account where the network is enabled; Account shows it and switches to EOA and back, the address following', async () => {
    const { modal, account, address } = await loggedIn({ enabledNetworks: [1] });
    expect(await within(account).findByText('Smart account')).toBeTruthy();
    expect(address()).toBe(FAKE_SMART_ACCOUNT);
    expect(localStorage.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('1');
    // INIT_SMART_ACCOUNT: not deployed before its first transaction.
    await waitFor(() => expect(getAccountType(modal).smartAccountDeployed).toBe(false));

    fireEvent.click(within(account).getByRole('button', { name: 'Switch to EOA' }));
    expect(await within(account).findByText('EOA')).toBeTruthy();
    await waitFor(() => expect(address()).toBe(FAKE_ADDRESS));
    expect(fixture.frame?.asked).toContain('SET_PREFERRED_ACCOUNT');
    // The choice is stored per namespace.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferredAccountTypes) ?? '{}')).toEqual({
      eip155: 'eoa',
    });

    fireEvent.click(await within(account).findByRole('button', { name: 'Switch to smart account' }));
    await waitFor(() => expect(address()).toBe(FAKE_SMART_ACCOUNT));
    expect(await within(account).findByText('Smart account')).toBeTruthy();

    // §4 multi-wallet: the auth connection switches between the two types too.
    act(() => switchConnection(modal, { connectionId: `${AUTH_CONNECTOR_ID}:eip155`, accountType: 'eoa' }));
    await waitFor(() => expect(address()).toBe(FAKE_ADDRESS));
  });

  test('a transaction from the undeployed smart account asks INIT_SMART_ACCOUNT again: deployed now', async () => {
    const { modal } = await loggedIn({ enabledNetworks: [1] });
    await waitFor(() => expect(getAccountType(modal).smartAccountDeployed).toBe(false));
    const provider = engineOf(modal).provider('eip155') as { request(args: unknown): Promise<unknown> };
    const sent = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: FAKE_SMART_ACCOUNT, to: FAKE_ADDRESS, value: '0x1' }],
    });
    // The first transaction deploys it (the real secure site's user operation does).
    fixture.frame?.deploySmartAccount();
    await act(() => fixture.frame?.answerRpc({ result: `0x${'ab'.repeat(32)}` }));
    await expect(sent).resolves.toBe(`0x${'ab'.repeat(32)}`);
    await waitFor(() => expect(getAccountType(modal).smartAccountDeployed).toBe(true));
    expect(fixture.frame?.asked.filter((event) => event === 'INIT_SMART_ACCOUNT')).toHaveLength(2);
  });

  test('a failed smart-account network lookup stores an empty list: an EOA, with no switch', async () => {
    const { account, address } = await loggedIn();
    expect(await within(account).findByText('EOA')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe(''));
    expect(address()).toBe(FAKE_ADDRESS);
    expect(within(account).queryByRole('button', { name: /^Switch to/ })).toBeNull();
    expect(fixture.frame?.asked).not.toContain('SET_PREFERRED_ACCOUNT');
  });

  test('a preferred-account error falls back to EOA, with the secure site’s error', async () => {
    const { modal, account, address } = await loggedIn({ enabledNetworks: [1], failSwitch: true });
    await waitFor(() => expect(getAccountType(modal).error).toBe('Smart account unavailable'));
    expect(await within(account).findByText('EOA')).toBeTruthy();
    expect(address()).toBe(FAKE_ADDRESS);
    expect(getAccountType(modal).type).toBe('eoa');
  });

  test('the host’s defaultAccountTypes keep an EOA; the visitor can still switch', async () => {
    const { account, address } = await loggedIn(
      { enabledNetworks: [1] },
      { defaultAccountTypes: { eip155: 'eoa' } },
    );
    expect(await within(account).findByRole('button', { name: 'Switch to smart account' })).toBeTruthy();
    expect(within(account).getByText('EOA')).toBeTruthy();
    expect(address()).toBe(FAKE_ADDRESS);
    expect(fixture.frame?.asked).not.toContain('SET_PREFERRED_ACCOUNT');
  });
});
