/**
 * useFarcasterLogin for a custom UI (§4 connect Farcaster), on a real engine against the stand-in of
 * the secure site's frame: nothing starts until `start()`; then the status follows the login, with the
 * sign-in `url` and its `qrSvg` while approval waits; `copy()` says false where there is no clipboard;
 * `cancel()` ends the waiting sign-in.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { farcasterActorOf, type PorticoModal } from '../headless/index.ts';
import {
  FAKE_FARCASTER,
  type FakeSecureFrame,
  installFakeSecureFrame,
} from '../test-support/fakeSecureFrame.ts';
import { engineOf, stubCloud, testModal } from '../test-support/testing.tsx';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useFarcasterLogin } from './useFarcasterLogin.ts';

const SECURE_SITE = 'https://secure.test/sdk';
let frame: FakeSecureFrame | undefined;
let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  frame?.stop();
  localStorage.clear();
});

test('start() shows the URL and its QR code while approval waits; copy() is false without a clipboard; cancel() ends it', async () => {
  stubCloud();
  frame = installFakeSecureFrame(new URL(SECURE_SITE).origin);
  const instance = testModal({ endpoints: { api: 'http://cloud.test', secureSite: SECURE_SITE } });
  modal = instance;
  await instance.load();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider modal={instance}>{children}</PorticoProvider>
  );
  const { result } = renderHook(() => useFarcasterLogin(), { wrapper });
  expect(result.current.status).toBe('idle');
  expect(frame.asked).not.toContain('GET_FARCASTER_URI');

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
