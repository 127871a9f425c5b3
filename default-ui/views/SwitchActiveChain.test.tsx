import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { engineOf } from '../../test-support/testing.tsx';
import { SOLANA_MAINNET, type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

/** An EVM-only wallet connected, then Solana chosen in the network list. */
async function chooseSolana() {
  page = walletPage({ networks: ['eip155:1', SOLANA_MAINNET] });
  await page.connect();
  const current = page;
  act(() => current.modal.open({ view: 'Networks' }));
  const list = await screen.findByRole('dialog', { name: 'Choose Network' });
  fireEvent.click(await within(list).findByRole('button', { name: 'Solana' }));
  return screen.findByRole('dialog', { name: 'Switch chain' });
}

const network = () => engineOf((page as WalletPage).modal).network.getSnapshot().context;

describe('SwitchActiveChain view', () => {
  test('a network on another namespace without an account there explains the switch (§4)', async () => {
    const dialog = await chooseSolana();
    expect(await within(dialog).findByText('Switch to Solana')).toBeTruthy();
    expect(
      within(dialog).getByText(/Solana is a Solana network\. Your wallet is connected on EVM/),
    ).toBeTruthy();
  });

  test('Continue makes Solana active and shows Connect in its place (§2 navigateTo Connect)', async () => {
    const dialog = await chooseSolana();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(network()).toMatchObject({ activeNamespace: 'solana', active: { solana: SOLANA_MAINNET } });
  });

  test('Cancel keeps the EVM network and returns to the list', async () => {
    const dialog = await chooseSolana();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    await waitFor(() => expect(network().activeNamespace).toBe('eip155'));
  });
});
