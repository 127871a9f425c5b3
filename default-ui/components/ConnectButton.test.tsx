import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { PorticoModal } from '../../headless/createModal.ts';
import { engineOf, renderWithModal, testModal } from '../testing.tsx';
import { ConnectButton } from './ConnectButton.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
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
});
