/**
 * Redirect-mode social login on a real engine with the secure site's frame stand-in (§2: the page
 * returns from the provider with `result_uri`, removed from the address afterwards): in redirect
 * mode the engine sends CONNECT_SOCIAL with it and connects, and the address loses it; in popup mode
 * (the default) the same address sends nothing and keeps the parameter.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { embeddedWalletModal, SECURE_ORIGIN } from '../test-support/embeddedWalletModal.tsx';
import { connectionOf, engineOf } from '../test-support/testing.tsx';

// The engine loads on 2 shared cores: wait as long as the other DOM tests do.
const WAIT = { timeout: 15_000 };
const RESULT_URI = `${SECURE_ORIGIN}/social/callback?username=ada`;

const fixture = embeddedWalletModal();

// The page returned from the provider: its address carries result_uri; jsdom's is put back after.
let before = '';
beforeEach(() => {
  before = window.location.href;
  const returned = new URL(before);
  returned.searchParams.set('result_uri', RESULT_URI);
  returned.searchParams.set('tab', 'home');
  window.history.replaceState(null, '', returned.href);
});
afterEach(() => {
  window.history.replaceState(null, '', before);
});

/** The CONNECT_SOCIAL messages the frame got, as posted. */
function connectSocialMessages(): unknown[] {
  return (fixture.frame?.received ?? []).filter(
    (message) => (message as { type?: unknown } | null)?.type === '@w3m-app/CONNECT_SOCIAL',
  );
}

describe('redirect-mode social login', () => {
  test("socialLoginMode 'redirect': CONNECT_SOCIAL with the result_uri connects, and the address loses it", async () => {
    const modal = fixture.page({ modal: { socialLoginMode: 'redirect' } });
    const engine = await waitFor(() => engineOf(modal), WAIT);
    await waitFor(
      () => expect(connectionOf(engine, 'eip155')?.getSnapshot().context.status).toBe('connected'),
      WAIT,
    );
    expect(connectSocialMessages()).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ uri: RESULT_URI }) }),
    ]);
    expect(connectionOf(engine, 'eip155')?.getSnapshot().context.user).toMatchObject({ username: 'ada' });
    const address = new URL(window.location.href);
    expect(address.searchParams.has('result_uri')).toBe(false);
    // The page's other parameters stay.
    expect(address.searchParams.get('tab')).toBe('home');
  });

  test("socialLoginMode 'popup' (the default): the same address sends nothing and keeps result_uri", async () => {
    const modal = fixture.page();
    // An email login after the start: the frame is up and has answered, so a CONNECT_SOCIAL from the
    // start would have reached it first; the user is the email's, not the result_uri's.
    const engine = await fixture.logInByEmail(modal, 'ada@example.com');
    expect(connectSocialMessages()).toEqual([]);
    expect(connectionOf(engine, 'eip155')?.getSnapshot().context.user?.username).toBeUndefined();
    expect(new URL(window.location.href).searchParams.get('result_uri')).toBe(RESULT_URI);
  });
});
