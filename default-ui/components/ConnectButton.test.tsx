import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { PorticoModal } from '../../headless/index.ts';
import { connectionOf, engineOf, renderWithModal, testModal } from '../../test-support/testing.tsx';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';
import { ConnectButton } from './ConnectButton.tsx';

let modal: PorticoModal | undefined;
let page: WalletPage | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  page?.destroy();
  page = undefined;
});

describe('ConnectButton', () => {
  test('says "Connect Wallet" and opens the modal on Connect when not connected (§2)', () => {
    modal = testModal();
    renderWithModal(modal, <ConnectButton />);
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(engineOf(modal).router.getSnapshot().matches('open')).toBe(true);
    expect(engineOf(modal).router.getSnapshot().context.view.view).toBe('Connect');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  test('takes a custom label and the host theme variables', () => {
    modal = testModal({ themeVariables: { accent: 'rgb(1, 2, 3)' }, themeMode: 'light' });
    renderWithModal(modal, <ConnectButton label="Sign in" />);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button.style.getPropertyValue('--portico-accent')).toBe('rgb(1, 2, 3)');
    expect(button.getAttribute('data-portico-theme')).toBe('light');
  });

  test('connected, it shows the balance (3 decimals) and the shortened address, and opens Account (§2)', async () => {
    page = walletPage({}, {}, { balances: { wei: 1_234_567_000_000_000_000n } });
    await page.connect();
    // 1.234567 ETH: rounded from the exact balance, as the Account card writes it.
    const button = await screen.findByRole('button', { name: '1.235 ETH · 0xf39F…2266' });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  test('connected before the balance arrives, it shows the address alone', async () => {
    page = walletPage();
    const current = page;
    // Any RPC call fails from now on: the balance never arrives.
    const failing = async () => Response.json({ message: 'down' }, { status: 500 });
    const engine = () => engineOf(current.modal);
    globalThis.fetch = failing;
    await current.connect();
    await waitFor(() =>
      expect(connectionOf(engine(), 'eip155')?.getSnapshot().context.status).toBe('connected'),
    );
    expect(screen.getByRole('button', { name: '0xf39F…2266' })).toBeTruthy();
  });
});
