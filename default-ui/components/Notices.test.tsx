import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../../headless/index.ts';
import { ALERTS } from '../../headless/index.ts';
import { engineOf, renderWithModal, stubCloud, testModal } from '../../test-support/testing.tsx';
import { AlertBanner } from './AlertBanner.tsx';
import { Snackbar } from './Snackbar.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notices = (instance: PorticoModal) => engineOf(instance).notices;

describe('Snackbar', () => {
  test('is a polite live region that shows the message with its variant, and closes on dismiss', () => {
    stubCloud();
    const instance = testModal();
    modal = instance;
    renderWithModal(instance, <Snackbar />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() =>
      notices(instance).send({ type: 'notice.show', variant: 'error', message: 'Chain is not supported' }),
    );
    expect(region.textContent).toContain('Chain is not supported');
    expect(region.textContent).toContain('Error:');
    expect(region.classList.contains('portico-snackbar--error')).toBe(true);
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(region.textContent).toBe('');
  });

  test('a loading message shows a spinner', () => {
    stubCloud();
    const instance = testModal();
    modal = instance;
    renderWithModal(instance, <Snackbar />);
    act(() => notices(instance).send({ type: 'notice.show', variant: 'loading', message: 'Waiting' }));
    expect(screen.getByRole('status').querySelector('.portico-spinner')).not.toBeNull();
  });
});

describe('AlertBanner', () => {
  const alert = ALERTS.PROJECT_ID_NOT_CONFIGURED;

  test('in debug mode shows the short message as an alert and dismisses it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubCloud();
    const instance = testModal({ debug: true });
    modal = instance;
    renderWithModal(instance, <AlertBanner />);
    act(() => notices(instance).send({ type: 'alert.show', alert }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(alert.shortMessage);
    expect(banner.textContent).not.toContain(alert.longMessage);
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  test('outside debug mode nothing is shown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubCloud();
    const instance = testModal();
    modal = instance;
    renderWithModal(instance, <AlertBanner />);
    act(() => notices(instance).send({ type: 'alert.show', alert }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
