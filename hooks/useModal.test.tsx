import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { startEngine } from '../headless/engine.ts';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useModal } from './useModal.ts';

let modal: PorticoModal;
afterEach(() => modal?.destroy());

function wrapperFor(instance: PorticoModal) {
  return ({ children }: { children: ReactNode }) => (
    <PorticoProvider modal={instance}>{children}</PorticoProvider>
  );
}

function Probe() {
  useModal();
  return null;
}

describe('useModal', () => {
  test('opening while not connected shows Connect; going back from the first view closes (§2)', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.error(), startEngine });
    const { result } = renderHook(() => useModal(), { wrapper: wrapperFor(modal) });
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current).toMatchObject({ isOpen: true, view: 'Connect', canGoBack: false });
    act(() => result.current.push({ view: 'AllWallets' }));
    expect(result.current).toMatchObject({ view: 'AllWallets', canGoBack: true });
    act(() => result.current.back());
    expect(result.current.view).toBe('Connect');
    act(() => result.current.back());
    expect(result.current.isOpen).toBe(false);
  });

  test('opening while connected shows Account (§2)', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.error(), startEngine });
    modal.engine?.router.send({ type: 'router.facts', isConnected: true });
    const { result } = renderHook(() => useModal(), { wrapper: wrapperFor(modal) });
    act(() => result.current.open());
    expect(result.current.view).toBe('Account');
  });

  test('an explicit view may be requested on open (§2)', () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.error(), startEngine });
    const { result } = renderHook(() => useModal(), { wrapper: wrapperFor(modal) });
    act(() => result.current.open({ view: 'AllWallets' }));
    expect(result.current.view).toBe('AllWallets');
  });

  test('before the engine has loaded the modal reads as closed on Connect, and open() loads it', async () => {
    modal = createModal({ projectId: 'p' }, { fetch: async () => Response.error() });
    const { result } = renderHook(() => useModal(), { wrapper: wrapperFor(modal) });
    expect(result.current).toMatchObject({ isOpen: false, view: 'Connect', history: [] });
    act(() => result.current.open());
    await waitFor(() => expect(result.current).toMatchObject({ isOpen: true, view: 'Connect' }));
  });

  test('outside a provider the hook says what is missing', () => {
    expect(() => render(<Probe />)).toThrow('Portico hooks must be used inside <PorticoProvider modal={…}>.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
