/**
 * The ConnectingFarcaster view on a real engine (§2, §4 connect Farcaster, §8), against a stand-in of
 * the secure site's frame (test-support/fakeSecureFrame.ts; the real one is in e2e/farcaster.test.ts):
 * the sign-in URL as a QR code with Copy link on a wide screen, as an Open link on a narrow one; the
 * approval connects the embedded wallet with the user's name (shown in Account); a rejection shows
 * 'Failed to connect to farcaster' with Try again, which asks for a fresh URL.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../../headless/index.ts';
import {
  FAKE_FARCASTER,
  type FakeSecureFrame,
  installFakeSecureFrame,
} from '../../test-support/fakeSecureFrame.ts';
import { stubScreenWidth } from '../../test-support/narrowScreen.ts';
import {
  connectionOf,
  engineOf,
  renderWithModal,
  stubCloud,
  testModal,
} from '../../test-support/testing.tsx';
import { PorticoModalUI } from '../PorticoModalUI.tsx';

const SECURE_SITE = 'https://secure.test/sdk';

let frame: FakeSecureFrame | undefined;
let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  frame?.stop();
  frame = undefined;
  modal = undefined;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  localStorage.clear();
});

/** Connect → Farcaster: the view, once the frame gave the URL. */
async function farcasterView() {
  localStorage.clear();
  stubCloud();
  frame = installFakeSecureFrame(new URL(SECURE_SITE).origin);
  const instance = testModal({
    endpoints: { api: 'http://cloud.test', secureSite: SECURE_SITE },
    features: { socials: ['farcaster'] },
  });
  modal = instance;
  renderWithModal(instance, <PorticoModalUI />);
  act(() => instance.open());
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  fireEvent.click(within(connect).getByRole('button', { name: 'Continue with Farcaster' }));
  const view = await screen.findByRole('dialog', { name: 'Sign in with Farcaster' });
  await within(view).findByRole('status', { name: 'Waiting for you to approve the sign-in…' });
  return { instance, view };
}

const asked = (event: string) => frame?.asked.filter((asked) => asked === event).length ?? 0;

describe('ConnectingFarcaster', () => {
  test('a wide screen shows the URL as a QR code with Copy link; approving connects the user, whose name Account shows', async () => {
    stubScreenWidth(false);
    const writeText = vi.fn(() => Promise.resolve());
    // jsdom has no clipboard: this one records what is written.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { instance, view } = await farcasterView();
    const qr = within(view).getByRole('img', { name: 'Scan to sign in with Farcaster' }) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(within(view).queryByRole('link', { name: 'Open' })).toBeNull();

    fireEvent.click(within(view).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FAKE_FARCASTER.url);

    await act(() => frame?.answerFarcaster('approve'));
    await waitFor(() =>
      expect(connectionOf(engineOf(instance), 'eip155')?.getSnapshot().context.user?.username).toBe('alice'),
    );
    expect(connectionOf(engineOf(instance), 'eip155')?.getSnapshot().context.connectorType).toBe('AUTH');
    // §2: a connect the visitor started closes the modal; Account then shows the user's name.
    act(() => instance.open({ view: 'Account' }));
    const account = await screen.findByRole('dialog');
    const row = (await within(account).findByText('Username')).parentElement as HTMLElement;
    expect(within(row).getByText('alice')).toBeTruthy();
  });

  test('a narrow screen offers Open, a link to the URL in a new tab, and no QR code', async () => {
    stubScreenWidth(true);
    const { view } = await farcasterView();
    const open = within(view).getByRole('link', { name: 'Open' }) as HTMLAnchorElement;
    expect(open.href).toBe(FAKE_FARCASTER.url);
    expect(open.target).toBe('_blank');
    expect(open.rel).toBe('noopener noreferrer');
    expect(within(view).queryByRole('img')).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  test("a rejected sign-in shows 'Failed to connect to farcaster'; Try again asks for a fresh URL", async () => {
    stubScreenWidth(false);
    const { view } = await farcasterView();
    expect(asked('GET_FARCASTER_URI')).toBe(1);
    await act(() => frame?.answerFarcaster('reject'));
    expect((await within(view).findByRole('alert')).textContent).toBe('Failed to connect to farcaster');
    expect(within(view).queryByRole('img')).toBeNull();

    fireEvent.click(within(view).getByRole('button', { name: 'Try again' }));
    await within(view).findByRole('img', { name: 'Scan to sign in with Farcaster' });
    expect(asked('GET_FARCASTER_URI')).toBe(2);
    expect(within(view).queryByRole('alert')).toBeNull();
  });
});
