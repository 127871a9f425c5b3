import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../../headless/index.ts';
import {
  type CloudStub,
  directoryOf,
  renderWithModal,
  stubCloud,
  testModal,
} from '../../test-support/testing.tsx';
import { PorticoModalUI } from '../PorticoModalUI.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openAllWallets(stub: CloudStub = {}) {
  const cloud = stubCloud({ wallets: directoryOf(60), ...stub });
  const instance = testModal();
  modal = instance;
  renderWithModal(instance, <PorticoModalUI />);
  act(() => instance.open({ view: 'AllWallets' }));
  const dialog = screen.getByRole('dialog', { name: 'All Wallets' });
  // The view is lazy: its search field appears once the chunk has loaded.
  await within(dialog).findByRole('searchbox', { name: 'Search wallets' });
  return { dialog, cloud };
}

function tiles(dialog: HTMLElement): string[] {
  return within(within(dialog).getByRole('list', { name: 'Wallets' }))
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

describe('AllWallets view', () => {
  test('loads on mount and shows the wallets in a grid; Load more fetches the next page', async () => {
    const { dialog } = await openAllWallets();
    await waitFor(() => expect(tiles(dialog).length).toBeGreaterThan(0));
    const first = tiles(dialog).length;
    expect(first).toBeLessThan(60);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more wallets' }));
    await waitFor(() => expect(tiles(dialog).length).toBe(60));
    expect(within(dialog).queryByRole('button', { name: 'Load more wallets' })).toBeNull();
  });

  test('scrolling the sentinel into view loads the next page', async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { dialog } = await openAllWallets();
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    act(() => observers.at(-1)?.([{ isIntersecting: true }]));
    await waitFor(() => expect(tiles(dialog).length).toBe(60));
  });

  test('typing searches through the engine and shows the matches', async () => {
    const { dialog, cloud } = await openAllWallets({
      wallets: directoryOf(['Rainbow', 'Trust Wallet', 'Zerion']),
    });
    await waitFor(() => expect(tiles(dialog).length).toBe(3));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'rain' },
    });
    await waitFor(() => expect(tiles(dialog)).toEqual(['Rainbow']));
    expect(cloud.walletRequests().some((url) => url.searchParams.get('search') === 'rain')).toBe(true);
  });

  test('a search with no match says so', async () => {
    const { dialog } = await openAllWallets({ wallets: directoryOf(['Rainbow']) });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search wallets' }), {
      target: { value: 'zzz' },
    });
    expect(await within(dialog).findByText('No wallet found for “zzz”')).toBeTruthy();
  });

  test('choosing a wallet opens the pairing view', async () => {
    const { dialog } = await openAllWallets({ wallets: directoryOf(['Rainbow']) });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Rainbow' }));
    expect(modal?.engine?.router.getSnapshot().context.view.view).toBe('ConnectingWalletConnect');
  });

  test('a failed fetch shows the error and Retry, not an empty list; Retry loads again', async () => {
    const { dialog, cloud } = await openAllWallets({ failWallets: 500 });
    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).not.toBe('');
    expect(within(dialog).queryByRole('list', { name: 'Wallets' })).toBeNull();
    cloud.setFailWallets(undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tiles(dialog).length).toBeGreaterThan(0));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
