import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGES } from '../../headless/index.ts';
import { engineOf } from '../../test-support/testing.tsx';
import { SOLANA_MAINNET, type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const SEPOLIA = 'eip155:11155111';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

async function openNetworks(current: WalletPage) {
  act(() => current.modal.open({ view: 'Networks' }));
  return screen.findByRole('dialog', { name: 'Choose Network' });
}

const activeNetwork = (current: WalletPage) =>
  engineOf(current.modal).network.getSnapshot().context.active.eip155;

describe('Networks view', () => {
  test("lists the app's networks grouped by namespace, the active one marked", async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA, SOLANA_MAINNET] });
    const dialog = await openNetworks(page);
    const evm = await within(dialog).findByRole('region', { name: 'EVM networks' });
    const solana = within(dialog).getByRole('region', { name: 'Solana networks' });
    const labels = within(evm)
      .getAllByRole('button')
      .map((button) => button.querySelector('.portico-list-button-label')?.textContent);
    expect(labels).toEqual(['Ethereum', 'Sepolia']);
    expect(within(evm).getByText('Active')).toBeTruthy();
    expect(within(solana).getByRole('button', { name: 'Solana' })).toBeTruthy();
    expect(
      within(evm)
        .getByRole('button', { name: /Ethereum/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(within(evm).getByRole('button', { name: 'Sepolia' }).hasAttribute('aria-current')).toBe(false);
  });

  test('with no wallet connected, choosing a network makes it active at once', async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA] });
    const dialog = await openNetworks(page);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sepolia' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Sepolia/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(activeNetwork(page)).toBe(SEPOLIA);
  });
});

describe('SwitchNetwork view', () => {
  async function chooseSepolia(current: WalletPage) {
    await current.connect();
    const dialog = await openNetworks(current);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sepolia' }));
    return screen.findByRole('dialog', { name: 'Switch network' });
  }

  test('confirming asks the wallet ("Approve in wallet" meanwhile); the switch then leaves the view', async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA] });
    const dialog = await chooseSepolia(page);
    expect(await within(dialog).findByText('Switch to Sepolia')).toBeTruthy();
    page.wallet.answerSwitch('hold');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(await within(dialog).findByText('Approve in wallet')).toBeTruthy();
    expect(within(dialog).getByRole('status', { name: 'Waiting for the wallet' })).toBeTruthy();
    const wallet = page.wallet;
    act(() => wallet.release('approve'));
    const list = await screen.findByRole('dialog', { name: 'Choose Network' });
    await waitFor(() =>
      expect(
        within(list)
          .getByRole('button', { name: /Sepolia/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(activeNetwork(page)).toBe(SEPOLIA);
    expect(page.wallet.methods).toContain('wallet_switchEthereumChain');
  });

  test('while the wallet is asked, the target carries a spinner in the network list', async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA] });
    const dialog = await chooseSepolia(page);
    page.wallet.answerSwitch('hold');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Switch' }));
    await within(dialog).findByText('Approve in wallet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const list = await screen.findByRole('dialog', { name: 'Choose Network' });
    const sepolia = within(list).getByRole('button', { name: 'Sepolia' });
    expect(sepolia.getAttribute('aria-busy')).toBe('true');
    expect(sepolia.querySelector('.portico-spinner')).not.toBeNull();
    expect(
      within(list)
        .getByRole('button', { name: /Ethereum/ })
        .hasAttribute('aria-busy'),
    ).toBe(false);
  });

  test('Cancel keeps the network and returns to the list', async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA] });
    const dialog = await chooseSepolia(page);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    expect(activeNetwork(page)).toBe('eip155:1');
    expect(page.wallet.methods).not.toContain('wallet_switchEthereumChain');
  });

  test('a refused switch shows its §8 text; Try again asks again and succeeds', async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA] });
    const dialog = await chooseSepolia(page);
    page.wallet.answerSwitch('reject');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Switch' }));
    // The view's text (a paragraph), beside the engine's error snackbar.
    expect(
      await within(dialog).findByText(MESSAGE_TEMPLATES.failedToSwitchChain(11155111), { selector: 'p' }),
    ).toBeTruthy();
    page.wallet.answerSwitch('approve');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Choose Network' });
    await waitFor(() => expect(activeNetwork(page as WalletPage)).toBe(SEPOLIA));
  });

  test("a chain the wallet cannot add is 'Chain is not supported'; the network list shows it too", async () => {
    page = walletPage({ networks: ['eip155:1', SEPOLIA] }, { knownChainIds: [1] });
    const dialog = await chooseSepolia(page);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Switch' }));
    expect(await within(dialog).findByText(MESSAGES.chainNotSupported, { selector: 'p' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const list = await screen.findByRole('dialog', { name: 'Choose Network' });
    expect(within(list).getByRole('alert').textContent).toBe(MESSAGES.chainNotSupported);
    expect(activeNetwork(page)).toBe('eip155:1');
  });
});
