/**
 * The on-ramp views' component-test page: a real modal with the fake wallet connected on Ethereum
 * (eip155:1), the fake on-ramp API (fakeOnRampApi.ts) on the stubbed fetch and a fake `window.open`
 * (fakeProviderWindow.ts); the modal opened on Account, then Buy.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeOnRampApi, fakeOnRampApi } from './fakeOnRampApi.ts';
import { fakeWindowOpen } from './fakeProviderWindow.ts';
import { type WalletPage, walletPage } from './testWallet.tsx';

/** An on-ramp page: the wallet page, the fake on-ramp it talks to and the windows it opened. */
export interface OnRampPage {
  page: WalletPage;
  onRamp: FakeOnRampApi;
  windows: ReturnType<typeof fakeWindowOpen>;
  /** Destroy the page and give `window.open` back. */
  destroy(): void;
}

/**
 * Connect, open Account and press Buy; resolves once the OnRamp view shows its form (the options
 * answered or failed). `prepare` sets the fake up first.
 */
export async function openOnRamp(
  prepare: (onRamp: FakeOnRampApi) => void = () => {},
): Promise<OnRampPage & { dialog: HTMLElement }> {
  const onRamp = fakeOnRampApi();
  prepare(onRamp);
  const windows = fakeWindowOpen();
  const page = walletPage({}, {}, { convert: onRamp.answer });
  const destroy = () => {
    page.destroy();
    windows.restore();
  };
  try {
    await page.connect();
    act(() => page.modal.open());
    const account = await screen.findByRole('dialog', { name: 'Account' });
    fireEvent.click(await within(account).findByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy crypto' });
    await within(dialog).findByLabelText('Amount to pay');
    return { page, onRamp, windows, destroy, dialog };
  } catch (error) {
    destroy();
    throw error;
  }
}

/** In OnRamp, type `amount`, wait for its quote and press Continue; resolves with OnRampProviders' list shown. */
export async function quoteAndContinue(dialog: HTMLElement, amount = '50'): Promise<HTMLElement> {
  fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: amount } });
  const next = dialog.querySelector('button[type="submit"]') as HTMLButtonElement;
  // Pressable once the quote came (the placeholder after a failure is not one).
  await waitFor(() => {
    if (next.disabled) throw new Error('Continue is still disabled: no quote yet');
  });
  fireEvent.click(next);
  const providers = await screen.findByRole('dialog', { name: 'Choose a provider' });
  await within(providers).findByRole('list', { name: 'Providers' });
  return providers;
}
