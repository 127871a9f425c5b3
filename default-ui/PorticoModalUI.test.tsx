import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../headless/index.ts';
import { MODAL_ELEMENT_ATTRIBUTE } from '../headless/modalElement.ts';
import { engineOf, renderWithModal, stubCloud, testModal } from '../test-support/testing.tsx';
import { ConnectButton } from './components/ConnectButton.tsx';
import { PorticoModalUI } from './PorticoModalUI.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

function setup(options: Parameters<typeof testModal>[0] = {}) {
  const cloud = stubCloud();
  modal = testModal(options);
  const view = renderWithModal(
    modal,
    <>
      <ConnectButton />
      <PorticoModalUI />
    </>,
  );
  return { modal, cloud, ...view };
}

function openWithButton() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  return screen.getByRole('dialog');
}

describe('PorticoModalUI frame', () => {
  test('shows no dialog while closed; the connect button opens a dialog labelled by the view title', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = openWithButton();
    expect(dialog).toHaveProperty('ariaModal', 'true');
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog);
    expect(within(dialog).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
  });

  test('the close button closes the modal', () => {
    setup();
    const dialog = openWithButton();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the back button is hidden on the first view and shown once there is history (§2)', async () => {
    const { modal } = setup();
    const dialog = openWithButton();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => engineOf(modal).router.send({ type: 'router.push', view: 'AllWallets' }));
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  test('Escape closes the modal', () => {
    setup();
    const dialog = openWithButton();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('focus moves into the dialog after its first frame, Tab stays inside it, and focus returns to the opener on close', async () => {
    setup();
    const opener = screen.getByRole('button', { name: 'Connect Wallet' });
    opener.focus();
    const dialog = openWithButton();
    // Not in the click's task (it would lay out the dialog before its first frame): after that frame.
    expect(document.activeElement).toBe(opener);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input'));
    const last = focusables.filter((element) => !element.closest('[hidden]')).at(-1);
    last?.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.click(close);
    expect(document.activeElement).toBe(opener);
  });

  test('a click on the overlay closes; a click inside the dialog does not', () => {
    setup();
    const dialog = openWithButton();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const overlay = screen.getByTestId('portico-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a press that starts in the dialog and ends on the overlay does not close', () => {
    setup();
    const dialog = openWithButton();
    fireEvent.pointerDown(dialog);
    fireEvent.click(screen.getByTestId('portico-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  test('the dialog carries the shake class while shaking, for 500 ms (§2)', () => {
    const { modal } = setup();
    const dialog = openWithButton();
    const shaking = () => dialog.classList.contains('portico-dialog--shaking');
    expect(shaking()).toBe(false);
    // The 500 ms are the behaviour under test: a simulated clock measures them.
    vi.useFakeTimers();
    try {
      act(() => engineOf(modal).router.send({ type: 'modal.shake' }));
      expect(shaking()).toBe(true);
      act(() => vi.advanceTimersByTime(499));
      expect(shaking()).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(shaking()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  test('renders through a portal into the element appended to the body (§2)', () => {
    const { container } = setup();
    const dialog = openWithButton();
    expect(container.contains(dialog)).toBe(false);
    const element = document.body.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`);
    expect(element?.contains(dialog)).toBe(true);
  });

  test('renders inline when append to body is off', () => {
    const { container } = setup({ appendToBody: false });
    const dialog = openWithButton();
    expect(container.contains(dialog)).toBe(true);
    expect(document.body.querySelector(`[${MODAL_ELEMENT_ATTRIBUTE}]`)).toBeNull();
  });

  test('renders inline in embedded mode, where a click beside the dialog does not close it', () => {
    const { container } = setup({ embedded: true });
    const dialog = openWithButton();
    expect(container.contains(dialog)).toBe(true);
    expect(container.querySelector('.portico-root--embedded')).not.toBeNull();
    const overlay = screen.getByTestId('portico-overlay');
    fireEvent.pointerDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  test('Connect is in the main chunk: it renders at once, with no loading fallback', () => {
    setup();
    const dialog = openWithButton();
    expect(within(dialog).getByRole('region', { name: 'Wallets' })).toBeTruthy();
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});

describe('rendered ahead: the modal stands by until its first open', () => {
  const standbyRoot = () => document.querySelector<HTMLElement>('.portico-root--standby');

  test('before the first open the dialog is there but invisible, inert, hidden from assistive technology, and has asked nothing', async () => {
    const { cloud } = setup();
    await waitFor(() => expect(standbyRoot()).not.toBeNull());
    const root = standbyRoot() as HTMLElement;
    expect(getComputedStyle(root).visibility).toBe('hidden');
    expect(root.hasAttribute('inert')).toBe(true);
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    const ahead = root.querySelector('[role="dialog"]');
    expect(ahead?.querySelector('li button')).not.toBeNull();
    // The Connect view standing by loads no wallet list: nothing goes out before the visitor's intent.
    expect(cloud.fetchMock).not.toHaveBeenCalled();

    const dialog = openWithButton();
    // Opening showed what stood by: the same element, now visible and usable.
    expect(dialog).toBe(ahead);
    expect(standbyRoot()).toBeNull();
    const shown = dialog.closest('.portico-root') as HTMLElement;
    expect(getComputedStyle(shown).visibility).not.toBe('hidden');
    expect(shown.hasAttribute('inert')).toBe(false);
    expect(shown.hasAttribute('aria-hidden')).toBe(false);
    await waitFor(() => expect(cloud.walletRequests().length).toBeGreaterThan(0));
  });

  test('closed after an open, the modal is hidden as before, not standing by', async () => {
    setup();
    await waitFor(() => expect(standbyRoot()).not.toBeNull());
    const dialog = openWithButton();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(standbyRoot()).toBeNull();
    // Kept in the page, hidden (React's Activity): the next open shows it again.
    expect(dialog.isConnected).toBe(true);
    expect(openWithButton()).toBe(dialog);
  });

  test('an embedded modal never stands by invisibly: it takes room in the host layout', async () => {
    const { container } = setup({ embedded: true });
    await waitFor(() => expect(container.querySelector('.portico-root--embedded')).not.toBeNull());
    expect(standbyRoot()).toBeNull();
  });
});

describe('theme', () => {
  test('host theme variables are set on the root through the CSSOM, short keys prefixed', () => {
    setup({ themeVariables: { '--portico-accent': 'rgb(255, 0, 0)', borderRadius: '4px', zIndex: 10 } });
    const dialog = openWithButton();
    const root = dialog.closest<HTMLElement>('.portico-root');
    expect(root?.style.getPropertyValue('--portico-accent')).toBe('rgb(255, 0, 0)');
    expect(root?.style.getPropertyValue('--portico-border-radius')).toBe('4px');
    expect(root?.style.getPropertyValue('--portico-z-index')).toBe('10');
  });

  test('themeMode picks light or dark; without it the root leaves the choice to prefers-color-scheme', () => {
    setup({ themeMode: 'dark' });
    const dialog = openWithButton();
    expect(dialog.closest('.portico-root')?.getAttribute('data-portico-theme')).toBe('dark');
    cleanup();
    modal?.destroy();
    setup();
    const other = openWithButton();
    expect(other.closest('.portico-root')?.hasAttribute('data-portico-theme')).toBe(false);
  });

  test('the markup has no style attributes besides the CSSOM-set variables (strict CSP)', () => {
    setup();
    const dialog = openWithButton();
    const root = dialog.closest<HTMLElement>('.portico-root');
    const styled = Array.from(root?.querySelectorAll('[style]') ?? []);
    expect(styled).toEqual([]);
  });
});
