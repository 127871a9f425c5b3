/**
 * useFarcasterLogin for a custom UI (§4 connect Farcaster), on a real engine against the stand-in of
 * the secure site's frame: nothing starts until `start()`; then the status follows the login, with the
 * sign-in `url` and its `qrSvg` while approval waits; `copy()` says false where there is no clipboard;
 * `cancel()` ends the waiting sign-in.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { farcasterActorOf } from '../headless/index.ts';
import { embeddedWalletModal } from '../test-support/embeddedWalletModal.tsx';
import { FAKE_FARCASTER } from '../test-support/fakeSecureFrame.ts';
import { engineOf } from '../test-support/testing.tsx';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useFarcasterLogin } from './useFarcasterLogin.ts';

const fx = embeddedWalletModal();

test('start() shows the URL and its QR code while approval waits; copy() is false without a clipboard; cancel() ends it', async () => {
  // The page renders no UI: the hook is the UI here.
  const instance = fx.page({ ui: null });
  await instance.load();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider modal={instance}>{children}</PorticoProvider>
  );
  const { result } = renderHook(() => useFarcasterLogin(), { wrapper });
  expect(result.current.status).toBe('idle');
  expect(fx.frame?.asked).not.toContain('GET_FARCASTER_URI');

  await act(() => result.current.start());
  await waitFor(() => expect(result.current.status).toBe('awaitingApproval'));
  expect(result.current.url).toBe(FAKE_FARCASTER.url);
  expect(result.current.qrSvg).toContain('<svg');
  expect(result.current.error).toBeUndefined();
  expect(await result.current.copy()).toBe(false);

  act(() => result.current.cancel());
  expect(result.current.status).toBe('idle');
  expect(result.current.url).toBeUndefined();
  const root = engineOf(instance).actor.getSnapshot();
  expect(farcasterActorOf(root)?.getSnapshot().value).toBe('idle');
});
