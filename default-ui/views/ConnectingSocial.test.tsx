/**
 * The ConnectingSocial view and useSocialLogin on a real engine (§7 social login, §4 Cancellation,
 * §8 texts), against stand-ins of the secure site's frame and of the popup
 * (test-support/fakeSecureFrame.ts, fakeSocialPopup.ts; the real ones in e2e/socialLogin.test.ts):
 * the popup opens in the click at the secure site's /loading and then shows the provider's page; the
 * secure site's result connects the embedded wallet; a result posted from another origin is ignored;
 * the provider's error, a closed popup and a blocked one show their texts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SOCIAL_POPUP_CLOSED_CHECK_MS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { embeddedWalletModal, SECURE_ORIGIN } from '../../test-support/embeddedWalletModal.tsx';
import { eventually } from '../../test-support/eventually.ts';
import { FAKE_SOCIAL } from '../../test-support/fakeSecureFrame.ts';
import { type FakeSocialPopups, installFakeSocialPopups } from '../../test-support/fakeSocialPopup.ts';
import { connectionOf, engineOf } from '../../test-support/testing.tsx';

const result = (query: string) => `${SECURE_ORIGIN}/social/callback?${query}`;

const fixture = embeddedWalletModal();
// The closed-popup test fakes setInterval: the next test (and file) polls on the real clock.
afterEach(() => {
  vi.useRealTimers();
});

/** The modal open on Connect, GitHub clicked: the ConnectingSocial view. */
async function pickGithub(popupOptions: { blocked?: boolean } = {}, fakeInterval = false) {
  const modal = fixture.page();
  const popups = installFakeSocialPopups(popupOptions);
  act(() => modal.open());
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  const github = await within(connect).findByRole('button', { name: 'GitHub' });
  // The closed-popup check runs on an interval: a test of it drives that clock.
  if (fakeInterval) vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  fireEvent.click(github);
  // §7: opened in the click itself, before anything loaded.
  expect(popups.opened).toEqual([
    {
      url: `${SECURE_ORIGIN}/loading`,
      target: 'portico-social',
      features: expect.stringMatching(/^width=600,height=800,/),
    },
  ]);
  // `eventually` (vi.waitFor) polls on the real clock, whatever the test fakes.
  const view = await eventually(() => screen.getByRole('dialog', { name: 'Social login' }));
  return { modal, view, popups };
}

const providerPageShown = (popups: FakeSocialPopups) =>
  eventually(() => expect(popups.popup?.location.href).toBe(`${FAKE_SOCIAL.providerPage}/github`));

describe('ConnectingSocial', () => {
  test("the popup shows the provider's page; the secure site's result connects the embedded wallet with the username", async () => {
    const { modal, view, popups } = await pickGithub();
    expect(await within(view).findByText('Connect in the provider window')).toBeTruthy();
    await providerPageShown(popups);
    popups.post({ resultUri: result('username=ada') }, SECURE_ORIGIN);
    await waitFor(() =>
      expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.status).toBe('connected'),
    );
    expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.user).toMatchObject({
      username: 'ada',
    });
    // Done with it: the popup is closed.
    expect(popups.popup?.closed).toBe(true);
    expect(fixture.frame?.asked).toContain('CONNECT_SOCIAL');
  });

  test('attack: a resultUri posted from another origin is ignored; the login still waits', async () => {
    const { view, popups } = await pickGithub();
    await providerPageShown(popups);
    popups.post({ resultUri: result('username=mallory') }, 'https://evil.test');
    popups.post({ resultUri: result('username=mallory') }, 'https://secure.test.evil.test');
    // A message from the secure site after them is taken: the ones before were not.
    popups.post({ resultUri: result('error=access_denied') }, SECURE_ORIGIN);
    await waitFor(() => expect(within(view).getByText(MESSAGES.connectionRejected)).toBeTruthy());
    expect(fixture.frame?.asked).not.toContain('CONNECT_SOCIAL');
  });

  test("the provider's error= is a failure with its known code's text, never the result's own words; Try again opens a new popup in the click", async () => {
    const { view, popups } = await pickGithub();
    await providerPageShown(popups);
    popups.post(
      { resultUri: result('error=access_denied&error_description=Call+support+on+555-0100') },
      SECURE_ORIGIN,
    );
    expect(await within(view).findByText(MESSAGES.connectionRejected)).toBeTruthy();
    expect(within(view).queryByText(/555-0100/)).toBeNull();
    expect(fixture.frame?.asked).not.toContain('CONNECT_SOCIAL');
    fireEvent.click(within(view).getByRole('button', { name: 'Try again' }));
    expect(popups.opened).toHaveLength(2);
    await providerPageShown(popups);
    expect(await within(view).findByText('Connect in the provider window')).toBeTruthy();
  });

  test("§4 Cancellation: the popup closed before the result: 'Popup closed'", async () => {
    const { view, popups } = await pickGithub({}, true);
    await providerPageShown(popups);
    act(() => vi.advanceTimersByTime(SOCIAL_POPUP_CLOSED_CHECK_MS));
    expect(within(view).queryByText('Popup closed')).toBeNull();
    popups.popup?.close();
    act(() => vi.advanceTimersByTime(SOCIAL_POPUP_CLOSED_CHECK_MS));
    await eventually(() => expect(within(view).getByText('Popup closed')).toBeTruthy());
  });

  test('§4 Cancellation: Back from the view gives the login up: its popup closes and a late result connects nothing', async () => {
    const { modal, view, popups } = await pickGithub();
    await providerPageShown(popups);
    fireEvent.click(within(view).getByRole('button', { name: 'Back' }));
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    await eventually(() => expect(popups.popup?.closed).toBe(true));
    const askedBefore = fixture.frame?.asked.length ?? 0;
    popups.post({ resultUri: result('username=ada') }, SECURE_ORIGIN);
    // A new login, started after the late result, asks the frame for its provider's page: once it
    // has, the result (handled at once, on a shorter path) would have asked the frame to connect.
    fireEvent.click(within(connect).getByRole('button', { name: 'GitHub' }));
    await eventually(() =>
      expect(fixture.frame?.asked.slice(askedBefore)).toContain('GET_SOCIAL_REDIRECT_URI'),
    );
    expect(fixture.frame?.asked.slice(askedBefore)).not.toContain('CONNECT_SOCIAL');
    expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.status).not.toBe('connected');
  });

  test("a popup the browser blocked: 'Failed to initiate social connection', and the frame is not asked", async () => {
    const { view } = await pickGithub({ blocked: true });
    expect(await within(view).findByText('Failed to initiate social connection')).toBeTruthy();
    expect(fixture.frame?.asked).not.toContain('GET_SOCIAL_REDIRECT_URI');
  });
});
