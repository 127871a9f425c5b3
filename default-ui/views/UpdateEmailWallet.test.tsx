/**
 * The UpdateEmailWallet view and useEmailUpdate on a real engine (§2, §4 Email update, §5 cooldown),
 * against a stand-in of the secure site's frame (test-support/fakeSecureFrame.ts; the real one is in
 * e2e/emailUpdate.test.ts): Account shows the embedded wallet's email and "Change email"; the new email,
 * the code sent to the current email, the code sent to the new one (pasted), and Account shows the new
 * email; the texts of a bad email, a wrong code and the resend cooldown; a frame that never becomes
 * ready raises IFRAME_LOAD_FAILED.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { emailLoginActorOf, submitEmail } from '../../headless/index.ts';
import { embeddedWalletModal } from '../../test-support/embeddedWalletModal.tsx';
import { FAKE_CODES } from '../../test-support/fakeSecureFrame.ts';
import { connectionOf, engineOf, type testModal } from '../../test-support/testing.tsx';
import { walletPage } from '../../test-support/testWallet.tsx';
import { ConnectButton } from '../components/ConnectButton.tsx';
import { PorticoModalUI } from '../PorticoModalUI.tsx';

const OLD = 'old@example.com';
const NEW = 'new@example.com';

const fixture = embeddedWalletModal();

// Account names the account by its email at its head too (domain/accountLabel.ts): the email is read
// in the Email row, told apart by its label's markup.
const ROW_LABEL = { selector: '.portico-list-button-label' };
async function emailRow(account: HTMLElement) {
  return (await within(account).findByText('Email', ROW_LABEL)).parentElement as HTMLElement;
}

/** A page with the modal (and a Connect button), the frame stand-in; `logIn` logs the embedded wallet in by email. */
async function embeddedPage(options: { neverReady?: boolean; readyTimeoutMs?: number } = {}) {
  return fixture.page({
    frame: { neverReady: options.neverReady },
    modal: {
      debug: true,
      ...(options.readyTimeoutMs ? { embeddedWalletReadyTimeoutMs: options.readyTimeoutMs } : {}),
    },
    ui: (
      <>
        <ConnectButton />
        <PorticoModalUI />
      </>
    ),
  });
}

const logIn = (modal: ReturnType<typeof testModal>) => fixture.logInByEmail(modal, OLD);

async function openAccount(modal: ReturnType<typeof testModal>) {
  act(() => modal.open());
  return screen.findByRole('dialog', { name: 'Account' });
}

const codeField = (dialog: HTMLElement) => within(dialog).findByRole('textbox', { name: 'Code' });

describe('UpdateEmailWallet', () => {
  test('Account shows the email; Change email: new email, code to the current email, code to the new one (pasted), then Account shows the new email', async () => {
    const modal = await embeddedPage();
    await logIn(modal);
    const account = await openAccount(modal);
    expect(await within(await emailRow(account)).findByText(OLD)).toBeTruthy();
    fireEvent.click(within(account).getByRole('button', { name: 'Change email' }));

    const view = await screen.findByRole('dialog', { name: 'Change email' });
    expect(await within(view).findByText(OLD)).toBeTruthy();
    fireEvent.change(within(view).getByRole('textbox', { name: 'New email' }), { target: { value: NEW } });
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }));

    // The code sent to the current email first.
    await within(view).findByText(/enter the code we sent to your current email/);
    expect(within(view).getByText(OLD)).toBeTruthy();
    fireEvent.change(await codeField(view), { target: { value: FAKE_CODES.primary } });

    // Then the code sent to the new email, pasted with a space in it.
    await within(view).findByText(/Now enter the code we sent to/);
    expect(within(view).getByText(NEW)).toBeTruthy();
    const second = await codeField(view);
    expect((second as HTMLInputElement).value).toBe('');
    fireEvent.paste(second, { clipboardData: { getData: () => '222 222' } });

    // GET_USER polled until its email is the new one (production's frame has no request that waits for
    // the change); back on Account, which shows it.
    const back = await screen.findByRole('dialog', { name: 'Account' });
    expect(await within(await emailRow(back)).findByText(NEW)).toBeTruthy();
    const asked = fixture.frame?.asked ?? [];
    expect(
      asked
        .slice(asked.indexOf('UPDATE_EMAIL'))
        .filter((event) => event.startsWith('UPDATE_EMAIL') || event === 'GET_USER'),
    ).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP', 'GET_USER']);
    expect(connectionOf(engineOf(modal), 'eip155')?.getSnapshot().context.user?.email).toBe(NEW);
  });

  test("the texts: 'Invalid email', the frame's 'Invalid code', 'Resend code in {n}s' until the 30 s pass, then a resend", async () => {
    const modal = await embeddedPage();
    await logIn(modal);
    fireEvent.click(within(await openAccount(modal)).getByRole('button', { name: 'Change email' }));
    const view = await screen.findByRole('dialog', { name: 'Change email' });

    // §5 the email must be valid (the form's own check passes "new@x", the engine's does not).
    fireEvent.change(within(view).getByRole('textbox', { name: 'New email' }), {
      target: { value: 'new@x' },
    });
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }));
    expect((await within(view).findByRole('alert')).textContent).toBe('Invalid email');

    // From the codes' mail on, the clock moves with real time and jumps when the test says: the 30 s
    // are the code entry statechart's EMAIL_LOGIN_COOLDOWN_MS delay, on this clock.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    fireEvent.change(within(view).getByRole('textbox', { name: 'New email' }), { target: { value: NEW } });
    fireEvent.click(within(view).getByRole('button', { name: 'Continue' }));
    fireEvent.change(await codeField(view), { target: { value: '999999' } });
    await waitFor(() => expect(within(view).getByRole('alert').textContent).toBe('Invalid code'));

    // §5: the codes were just sent: a resend is held, and counts down on its button.
    const resend = within(view).getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/^Resend code in (30|29)s$/);

    // 31 s later the resend is allowed and asks the frame again.
    act(() => vi.advanceTimersByTime(31_000));
    await waitFor(() => expect(resend.disabled).toBe(false));
    expect(resend.textContent).toBe('Resend code');
    fireEvent.click(resend);
    await waitFor(() =>
      expect(fixture.frame?.asked.filter((event) => event === 'UPDATE_EMAIL')).toHaveLength(2),
    );
    await waitFor(() => expect(resend.textContent).toMatch(/^Resend code in (30|29)s$/));
    vi.useRealTimers();
  });

  test('opened directly with no change under way, it says where a change starts', async () => {
    const modal = await embeddedPage();
    act(() => modal.open({ view: 'UpdateEmailWallet' }));
    const idle = screen.getByRole('dialog', { name: 'Change email' });
    expect(
      await within(idle).findByText('Only a wallet you log in to by email has an email to change.'),
    ).toBeTruthy();
    act(() => modal.close());
    await logIn(modal);
    act(() => modal.open({ view: 'UpdateEmailWallet' }));
    const view = screen.getByRole('dialog', { name: 'Change email' });
    expect(
      await within(view).findByText('No email change is under way: choose Change email on your account.'),
    ).toBeTruthy();
  });

  test('only the embedded wallet has an email to change: no Change email for another wallet', async () => {
    const page = walletPage();
    fixture.destroyAfterTest(() => page.destroy());
    await page.connect();
    act(() => page.modal.open());
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await within(account).findByRole('listitem', { name: 'EVM account' });
    expect(within(account).queryByRole('button', { name: 'Change email' })).toBeNull();
  });

  test('§4/§8: a frame not ready in time raises IFRAME_LOAD_FAILED and the waiting email login fails', async () => {
    const modal = await embeddedPage({ neverReady: true, readyTimeoutMs: 200 });
    act(() => modal.open());
    await act(() => submitEmail(modal, OLD));
    const alert = await screen.findByText('Network Error - Could not load embedded wallet');
    expect(alert.closest('[data-portico-alert-code]')?.getAttribute('data-portico-alert-code')).toBe(
      'IFRAME_LOAD_FAILED',
    );
    // The waiting CONNECT_EMAIL was aborted ('Something went wrong', §8), never posted.
    await waitFor(() =>
      expect(emailLoginActorOf(engineOf(modal).actor.getSnapshot())?.getSnapshot().context.error).toBe(
        'Something went wrong',
      ),
    );
    expect(fixture.frame?.asked).toEqual([]);
  });
});
