/**
 * BuyInProgress over the real engine and on-ramp statechart with the fake on-ramp API
 * (test-support/fakeOnRampApi.ts), whose history with `onramp` lists the purchase once its page is
 * settled: waiting with Cancel back to the providers; 'Purchase complete' with the amount bought and
 * Done to Account; a purchase the provider refused.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { CREDIT_HASH, type Settlement } from '../../test-support/fakeOnRampApi.ts';
import { type OnRampPage, openOnRamp, quoteAndContinue } from '../../test-support/onRampPage.ts';

let opened: OnRampPage | undefined;
afterEach(() => {
  opened?.destroy();
  opened = undefined;
});

/** Quote 50 USD of ETH, choose Coinbase; resolves with BuyInProgress. */
async function buy(settleOnOpen?: Settlement) {
  const { dialog, ...page } = await openOnRamp((onRamp) => {
    onRamp.settleOnOpen = settleOnOpen;
  });
  opened = page;
  const providers = await quoteAndContinue(dialog);
  fireEvent.click(within(providers).getByRole('button', { name: /^Coinbase/ }));
  return screen.findByRole('dialog', { name: 'Buying crypto' });
}

describe('BuyInProgress view', () => {
  test("waiting for the provider: 'Complete the purchase in the provider's window', and Cancel back to the providers", async () => {
    const waiting = await buy();
    expect(await within(waiting).findByRole('status', { name: 'Waiting for Coinbase' })).toBeTruthy();
    expect(within(waiting).getByText("Complete the purchase in the provider's window")).toBeTruthy();
    fireEvent.click(within(waiting).getByRole('button', { name: 'Cancel' }));
    const providers = await screen.findByRole('dialog', { name: 'Choose a provider' });
    // The quote still stands: a provider can be chosen again.
    expect((within(providers).getByRole('button', { name: /^Coinbase/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  test('once the history lists the purchase: the amount bought as the title, Purchase complete once, in the notice; Done shows Account', async () => {
    const done = await buy('success');
    expect(
      await within(done).findByText('You received 0.02 ETH', { selector: '.portico-connecting-title' }),
    ).toBeTruthy();
    // 'Purchase complete' is said once, by the success notice, with the credit's transaction hash.
    const notice = screen.getByRole('status');
    await waitFor(() => expect(notice.textContent).toContain('Purchase complete'));
    expect(screen.getAllByText('Purchase complete').map((text) => notice.contains(text))).toEqual([true]);
    expect(within(notice).getByTitle(CREDIT_HASH)).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  test('a purchase the provider refused: it did not go through, with the error', async () => {
    const failed = await buy('failed');
    expect(await within(failed).findByText('The purchase did not go through')).toBeTruthy();
    expect(within(failed).getByRole('alert').textContent).toBe(MESSAGES.somethingWentWrong);
    fireEvent.click(within(failed).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
  });
});
