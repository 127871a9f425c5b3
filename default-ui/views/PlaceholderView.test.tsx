import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { PorticoModal } from '../../headless/index.ts';
import { engineOf, renderWithModal, testModal } from '../../test-support/testing.tsx';
import { PlaceholderView } from './PlaceholderView.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
});

describe('PlaceholderView', () => {
  test('names the view and says the flow arrives later; Go back returns to the view beneath', () => {
    modal = testModal();
    const instance = modal;
    act(() => instance.open());
    act(() => engineOf(instance).router.send({ type: 'router.push', view: 'ConnectingFarcaster' }));
    renderWithModal(instance, <PlaceholderView />);
    expect(screen.getByText(/arrives in a later version/).textContent).toContain('ConnectingFarcaster');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(engineOf(instance).router.getSnapshot().context.view.view).toBe('Connect');
  });

  test('on a first view it offers Close', () => {
    modal = testModal();
    const instance = modal;
    act(() => instance.open({ view: 'ConnectingFarcaster' }));
    renderWithModal(instance, <PlaceholderView />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(engineOf(instance).router.getSnapshot().matches('open')).toBe(false);
  });
});
