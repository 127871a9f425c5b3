/**
 * OnRampProviders over the real engine and on-ramp statechart with the fake on-ramp API
 * (test-support/fakeOnRampApi.ts) and a fake `window.open` (test-support/fakeProviderWindow.ts): the
 * providers with their §9 fee ranges; choosing one opens the window in the click itself and sends it to
 * the provider's page, and BuyInProgress follows; a purchase that could not start shows the error and
 * closes the window.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { type OnRampPage, openOnRamp, quoteAndContinue } from '../../test-support/onRampPage.ts';

let opened: OnRampPage | undefined;
afterEach(() => {
  opened?.destroy();
  opened = undefined;
});

async function providersView(...args: Parameters<typeof openOnRamp>) {
  const { dialog, ...page } = await openOnRamp(...args);
  opened = page;
  return quoteAndContinue(dialog);
}

describe('OnRampProviders view', () => {
  test('each provider with its fee range (§9: two providers, 1–2 % each)', async () => {
    const providers = await providersView();
    const rows = within(within(providers).getByRole('list', { name: 'Providers' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['CoinbaseFees 1–2 %', 'MeldFees 1–2 %']);
  });

  test('choosing a provider opens its window in the click, then sends it to the provider’s page', async () => {
    const providers = await providersView();
    fireEvent.click(within(providers).getByRole('button', { name: /^Meld/ }));
    // Synchronously, in the click: no popup blocker stops it. Blank until the page's URL is made.
    expect(opened?.windows.opened).toHaveLength(1);
    expect(opened?.windows.opened[0]?.location.href).toBe('');
    expect(opened?.windows.opened[0]?.opener).toBeNull();

    expect(await screen.findByRole('dialog', { name: 'Buying crypto' })).toBeTruthy();
    const page = opened?.onRamp.pages[0];
    expect(page?.searchParams.get('provider')).toBe('meld');
    expect(opened?.windows.opened[0]?.location.href).toBe(page?.href);
    expect(opened?.windows.opened).toHaveLength(1);
  });

  test('a purchase that could not start: its error here, and the window closed', async () => {
    const refusal = 'destinationWallets[0].address: not an address on eip155:1';
    const providers = await providersView((onRamp) => {
      onRamp.failUrl = { status: 400, message: refusal };
    });
    fireEvent.click(within(providers).getByRole('button', { name: /^Coinbase/ }));
    expect((await within(providers).findByRole('alert')).textContent).toBe(refusal);
    expect(opened?.windows.opened[0]?.closed).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Buying crypto' })).toBeNull();
    // Still quoted: the provider can be chosen again.
    expect((within(providers).getByRole('button', { name: /^Coinbase/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
