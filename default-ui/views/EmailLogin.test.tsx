/**
 * The EmailLogin view and useEmailLogin on a real engine (§2, §4 Email connect, §5 cooldown), against
 * a stand-in of the secure site's frame (test-support/fakeSecureFrame.ts; the real one is in
 * e2e/emailLogin.test.ts): the code entry it shares with UpdateEmailWallet shows the frame's text for
 * a wrong code, holds the resend for 30 s ('Please try again after {n} seconds') and then mails the
 * code again; "Change email" goes back to the email; the right code connects the embedded wallet.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { embeddedWalletModal } from '../../test-support/embeddedWalletModal.tsx';
import { FAKE_CODES } from '../../test-support/fakeSecureFrame.ts';
import { connectionOf, engineOf } from '../../test-support/testing.tsx';

const EMAIL = 'visitor@example.com';

const fixture = embeddedWalletModal();

async function emailLoginView() {
  const modal = fixture.page();
  act(() => modal.open());
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  fireEvent.change(await within(connect).findByRole('textbox', { name: 'Email' }), {
    target: { value: EMAIL },
  });
  fireEvent.click(within(connect).getByRole('button', { name: 'Continue' }));
  const view = await screen.findByRole('dialog', { name: 'Continue with email' });
  await within(view).findByText(/Enter the code we sent to/);
  return { modal, view };
}

const codeField = (view: HTMLElement) => within(view).findByRole('textbox', { name: 'Code' });
const sent = () => fixture.frame?.asked.filter((event) => event === 'CONNECT_EMAIL') ?? [];

describe('EmailLogin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("a wrong code shows the frame's 'Invalid code'; the resend counts down the 30 s ('Resend code in 30s') on the statechart's delay, then mails the code again", async () => {
    // The clock moves with real time (so the engine's own waits run) and jumps when the test says:
    // the 30 s are the code entry statechart's EMAIL_LOGIN_COOLDOWN_MS delay, on this clock.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const { view } = await emailLoginView();
    expect(within(view).getByText(EMAIL)).toBeTruthy();
    fireEvent.change(await codeField(view), { target: { value: '999999' } });
    await waitFor(() => expect(within(view).getByRole('alert').textContent).toBe('Invalid code'));

    // §5: the code was just mailed: the resend is held, and counts down on its button.
    const resend = within(view).getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/^Resend code in (30|29)s$/);
    // Not an error: the countdown is the button's, no line under the field says it.
    expect(within(view).queryByText(/^Please try again after/)).toBeNull();

    act(() => vi.advanceTimersByTime(10_000));
    expect(resend.textContent).toMatch(/^Resend code in (20|19)s$/);
    act(() => vi.advanceTimersByTime(21_000));
    await waitFor(() => expect(resend.disabled).toBe(false));
    expect(resend.textContent).toBe('Resend code');
    fireEvent.click(resend);
    await waitFor(() => expect(sent()).toHaveLength(2));
    // Mailed again: the cooldown starts over, the wrong code's text is gone.
    await waitFor(() => expect(resend.textContent).toMatch(/^Resend code in (30|29)s$/));
    expect(resend.disabled).toBe(true);
    await waitFor(() => expect(within(view).queryByRole('alert')).toBeNull());
  });

  test('"Change email" goes back to the email; the right code connects the embedded wallet', async () => {
    const { modal, view } = await emailLoginView();
    fireEvent.click(within(view).getByRole('button', { name: 'Change email' }));
    expect(await within(view).findByRole('textbox', { name: 'Email' })).toBeTruthy();
    // §5: within 30 s of the last login, another one is refused, with the seconds left.
    fireEvent.change(within(view).getByRole('textbox', { name: 'Email' }), { target: { value: EMAIL } });
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }));
    expect((await within(view).findByRole('alert')).textContent).toMatch(
      /^Please try again after (30|29) seconds$/,
    );

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }));
    fireEvent.change(await codeField(view), { target: { value: FAKE_CODES.login } });
    await waitFor(() =>
      expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.status).toBe('connected'),
    );
    expect(sent()).toHaveLength(2);
  });

  test('a wrong code, then the right one: the wrong code is not shown again on Account (§4 Email connect)', async () => {
    const { modal, view } = await emailLoginView();
    fireEvent.change(await codeField(view), { target: { value: '999999' } });
    await waitFor(() => expect(within(view).getByRole('alert').textContent).toBe('Invalid code'));
    // An error appears once, in one place: beside the code, not again in the snackbar.
    expect(document.querySelector('.portico-snackbar-message')).toBeNull();

    fireEvent.change(await codeField(view), { target: { value: FAKE_CODES.login } });
    await waitFor(() =>
      expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.status).toBe('connected'),
    );
    act(() => modal.open({ view: 'Account' }));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await within(account).findByRole('button', { name: 'Disconnect' });
    expect(screen.queryByText('Invalid code')).toBeNull();
  });
});
