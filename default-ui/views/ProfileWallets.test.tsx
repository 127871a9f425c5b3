import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { disconnect, getAccount, MESSAGES } from '../../headless/index.ts';
import {
  connectWallet,
  type FakeWallet,
  installFakeWallet,
  SOLANA_MAINNET,
  type WalletPage,
  walletPage,
} from '../../test-support/testWallet.tsx';

let page: WalletPage | undefined;
let second: FakeWallet | undefined;
afterEach(() => {
  page?.destroy();
  second?.uninstall();
  page = undefined;
  second = undefined;
  Reflect.deleteProperty(navigator, 'clipboard');
});

const NETWORKS = ['eip155:1', SOLANA_MAINNET];
const openView = (current: WalletPage) => {
  act(() => current.modal.open({ view: 'ProfileWallets' }));
  return screen.findByRole('dialog', { name: 'Your wallets' });
};

/** Two wallets: the Test Wallet on EVM (active) and a second, multi-chain one, connected on Solana only. */
async function openWallets(options: Parameters<typeof walletPage>[0] = {}) {
  page = walletPage({ networks: NETWORKS, ...options });
  await page.connect(['eip155']);
  second = installFakeWallet({ name: 'Sol Wallet', rdns: 'dev.portico.solwallet', solana: true });
  await connectWallet(page.modal, second, ['solana']);
  return openView(page);
}

describe('ProfileWallets view', () => {
  test('one wallet connected on EVM and Solana is listed once, with both namespaces (§4)', async () => {
    page = walletPage({ networks: NETWORKS }, { solana: true });
    await page.connect(['eip155', 'solana']);
    const dialog = await openView(page);
    const list = await within(dialog).findByRole('list', { name: 'Wallets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('Test Wallet');
    expect(rows[0]?.textContent).toContain('EVM, Solana · 0xf39F…2266');
    expect(rows[0]?.querySelector('.portico-tag')?.textContent).toBe('Active');
    // The active wallet has nothing to switch to: its one control copies its address.
    expect(
      within(list)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Copy the address of Test Wallet']);
  });

  test('lists each wallet with its namespace, address and status (§4)', async () => {
    const dialog = await openWallets();
    const list = await within(dialog).findByRole('list', { name: 'Wallets' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.portico-tag')?.textContent)).toEqual([
      'Active',
      'Connected',
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(rows[0]?.textContent).toContain('EVM · 0xf39F…2266');
    expect(rows[1]?.querySelector('.portico-wallet-title')?.textContent).toContain('Sol Wallet');
    expect(rows[1]?.querySelector('.portico-wallet-detail')?.textContent).toContain('Solana · So11…1112');
    // The active one has nothing to switch to; each has a copy control that says whose address it copies.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Copy the address of Test Wallet',
      'Copy the address of Sol Wallet',
      'Switch to Sol Wallet (Solana)',
    ]);
  });

  test("each row's copy control copies that wallet's whole address, not its shortened label", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openWallets();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy the address of Sol Wallet' }));
    // The row shows So11…1112; the fake Solana wallet's address is So111…1112 in full (32+ characters).
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^So1{30,}2$/));
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
  });

  test("switching with multi-wallet off shows the info notice 'Multi-Wallet Not Enabled' (§5)", async () => {
    const dialog = await openWallets();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Switch to Sol Wallet (Solana)' }));
    expect(await within(dialog).findByText(MESSAGES.multiWalletNotEnabled)).toBeTruthy();
  });

  test('switching to a connected wallet makes it the active one (§4)', async () => {
    const dialog = await openWallets({ features: { multiWallet: true } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Switch to Sol Wallet (Solana)' }));
    await waitFor(() => {
      const current = dialog.querySelector('li[aria-current="true"]');
      expect(current?.textContent).toContain('Solana · So11…1112');
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('a wallet that disconnects stays listed as Disconnected; Reconnect starts its flow again (§4)', async () => {
    const dialog = await openWallets({ features: { multiWallet: true } });
    const current = page;
    if (!current) throw new Error('no page');
    await act(() => disconnect(current.modal, { namespace: 'solana', closeModal: false }));
    const list = await within(dialog).findByRole('list', { name: 'Wallets' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.querySelector('.portico-tag')?.textContent),
      ).toEqual(['Active', 'Disconnected']),
    );
    expect(getAccount(current.modal, { namespace: 'solana' }).isConnected).toBe(false);
    // Switching to it starts its flow: the same wallet connects the namespace again.
    fireEvent.click(within(list).getByRole('button', { name: 'Reconnect Sol Wallet (Solana)' }));
    await waitFor(() => expect(getAccount(current.modal, { namespace: 'solana' }).isConnected).toBe(true));
    // A connect closes the modal (§2); opened again, the wallet is listed as connected.
    act(() => current.modal.open({ view: 'ProfileWallets' }));
    const again = await screen.findByRole('list', { name: 'Wallets' });
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.portico-tag')?.textContent),
    ).toEqual(['Active', 'Connected']);
  });
});
