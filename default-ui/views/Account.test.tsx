import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { connectionOf, engineOf } from '../../test-support/testing.tsx';
import { SOLANA_MAINNET, type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

// Balances are real: the engine reads them through viem (and kit for Solana) from the network's RPC
// URL, which the stubbed fetch answers as a JSON-RPC node (1.234 ETH, 2.5 SOL).
let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openAccount(current: WalletPage) {
  act(() => current.modal.open());
  return screen.findByRole('dialog', { name: 'Account' });
}

describe('Account view', () => {
  test('shows the address, the balance with 3 decimals (§9) and the active network', async () => {
    page = walletPage();
    await page.connect();
    const dialog = await openAccount(page);
    const card = await within(dialog).findByRole('listitem', { name: 'EVM account' });
    expect(within(card).getByText('0xf39F…2266')).toBeTruthy();
    expect(await within(card).findByText('1.234 ETH')).toBeTruthy();
    expect(within(card).getByText('Test Wallet')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Network Ethereum' })).toBeTruthy();
    // One connection: no Wallets entry; the tabs Tokens, NFTs, Activity (§2).
    expect(within(dialog).queryByRole('button', { name: /^Wallets/ })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens', 'NFTs', 'Activity']);
  });

  test('copy puts the full address on the clipboard and says "Copied"', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    page = walletPage();
    await page.connect();
    const dialog = await openAccount(page);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
  });

  test('the network button opens the network list', async () => {
    page = walletPage();
    await page.connect();
    const dialog = await openAccount(page);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Network Ethereum' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
  });

  test('Disconnect clears the account and closes the modal (§4)', async () => {
    page = walletPage();
    await page.connect();
    const dialog = await openAccount(page);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const connection = connectionOf(engineOf(page.modal), 'eip155')?.getSnapshot().context;
    expect(connection).toMatchObject({ status: 'disconnected', address: undefined });
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
  });

  test('with EVM and Solana connected through one wallet it shows both accounts with their balances, and one wallet is no list of wallets', async () => {
    page = walletPage({ networks: ['eip155:1', SOLANA_MAINNET] }, { solana: true });
    await page.connect(['eip155', 'solana']);
    const dialog = await openAccount(page);
    const evm = await within(dialog).findByRole('listitem', { name: 'EVM account' });
    const solana = await within(dialog).findByRole('listitem', { name: 'Solana account' });
    expect(await within(evm).findByText('1.234 ETH')).toBeTruthy();
    expect(within(solana).getByText('So11…1112')).toBeTruthy();
    expect(await within(solana).findByText('2.5 SOL')).toBeTruthy();
    // One wallet holds both accounts: it is one wallet, so there is no list of wallets to open
    // (it was counted, and listed, twice).
    expect(within(dialog).queryByRole('button', { name: /^Wallets/ })).toBeNull();
  });

  test('opened with no wallet connected, it says so and leads to Connect', async () => {
    page = walletPage();
    act(() => page?.modal.open({ view: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    expect(await within(dialog).findByText('No wallet is connected.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect a wallet' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });
});
