/**
 * The OnRamp view over the real engine and on-ramp statechart, the fake on-ramp API answering on the
 * stubbed fetch (test-support/fakeOnRampApi.ts: ETH at $2500 on Ethereum, Coinbase's card fee 2 %, the
 * network fee 0.10): Buy in Account's §9 order, the currencies sold on the account's network, the card
 * limits, the live quote with its skeleton, the §4 fallbacks (built-in options, placeholder quote with
 * the error), Continue to the providers.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { ONRAMP_MESSAGES } from '../../domain/onramp/onRampMessages.ts';
import { type OnRampPage, openOnRamp, quoteAndContinue } from '../../test-support/onRampPage.ts';

let opened: OnRampPage | undefined;
afterEach(() => {
  opened?.destroy();
  opened = undefined;
});

async function onRampView(...args: Parameters<typeof openOnRamp>) {
  const { dialog, ...page } = await openOnRamp(...args);
  opened = page;
  return dialog;
}

/** The picker chip of `label` ('Currency to pay with: USD'). */
const chipOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${label}: `) });

/** The options the currency picker of `label` lists (their accessible names); the picker closed again. */
function optionsOf(dialog: HTMLElement, label: string) {
  fireEvent.click(chipOf(dialog, label));
  const picker = within(dialog).getByRole('dialog', { name: 'Select a currency' });
  const names = within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent);
  fireEvent.keyDown(within(picker).getByRole('combobox'), { key: 'Escape' });
  return names;
}

/** Choose `name` in the currency picker of `label`. */
function choose(dialog: HTMLElement, label: string, name: string) {
  fireEvent.click(chipOf(dialog, label));
  const picker = within(dialog).getByRole('dialog', { name: 'Select a currency' });
  fireEvent.click(within(picker).getByRole('option', { name }));
}
const submit = (dialog: HTMLElement) => dialog.querySelector('button[type="submit"]') as HTMLButtonElement;
const quoteOf = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Quote' });
const type = (dialog: HTMLElement, amount: string) =>
  fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: amount } });

describe('OnRamp view', () => {
  test('Account offers Buy first among the wallet features (§9 order: onramp, swaps, receive, send)', async () => {
    await onRampView();
    act(() => opened?.page.modal.close());
    act(() => opened?.page.modal.open());
    const account = await screen.findByRole('dialog', { name: 'Account' });
    const features = within(account)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((label) => ['Buy', 'Swap', 'Receive', 'Send'].includes(label ?? ''));
    expect(features).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
  });

  test('the currencies sold on the account’s network, USD first, and the card limits of the payment currency (§9)', async () => {
    const dialog = await onRampView();
    // SOL is sold on Solana only: not offered to an account on Ethereum.
    expect(optionsOf(dialog, 'Currency to buy')).toEqual(['ETH Ether', 'USDC USD Coin']);
    expect(optionsOf(dialog, 'Currency to pay with')).toEqual(['USD US Dollar', 'EUR Euro']);
    expect(chipOf(dialog, 'Currency to pay with').getAttribute('aria-label')).toBe(
      'Currency to pay with: USD',
    );
    expect(within(dialog).getByText('From 10.00 to 7,500.00 USD')).toBeTruthy();
    expect(submit(dialog).disabled).toBe(true);
    expect(submit(dialog).textContent).toBe(ONRAMP_MESSAGES.enterAmount);

    choose(dialog, 'Currency to pay with', 'EUR Euro');
    expect(await within(dialog).findByText('From 10.00 to 7,500.00 EUR')).toBeTruthy();
    expect(chipOf(dialog, 'Currency to pay with').getAttribute('aria-label')).toBe(
      'Currency to pay with: EUR',
    );
    expect(document.activeElement).toBe(chipOf(dialog, 'Currency to pay with'));
  });

  test('the live quote: a skeleton while it is asked, then what is received, the fees and the total', async () => {
    const dialog = await onRampView((onRamp) => {
      onRamp.holdQuotes = true;
    });
    type(dialog, '50');
    expect(await within(dialog).findByRole('status', { name: 'Getting a quote' })).toBeTruthy();
    await waitFor(() => expect(opened?.onRamp.quoteRequests).toHaveLength(1));
    expect(opened?.onRamp.quoteRequests[0]).toMatchObject({
      amount: '50.00',
      network: 'ethereum',
      provider: 'coinbase',
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
    });
    expect(submit(dialog).disabled).toBe(true);

    act(() => opened?.onRamp.releaseQuotes());
    // 50.00 − 1.00 (2 %) − 0.10 = 48.90 USD at $2500: 0.01956 ETH, a §9 quantity of 0.020.
    const received = await within(dialog).findByText('You receive ≈ 0.02 ETH');
    expect(received.getAttribute('title')).toBe('0.01956');
    expect(within(dialog).queryByRole('status', { name: 'Getting a quote' })).toBeNull();
    const figures = within(quoteOf(dialog))
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(figures).toEqual(['$1.00', '$0.10', '$50.00']);
    expect(within(quoteOf(dialog)).getByText('Provider fee')).toBeTruthy();
    expect(within(quoteOf(dialog)).getByText('Network fee')).toBeTruthy();
    expect(within(quoteOf(dialog)).getByText('Total')).toBeTruthy();
    expect(submit(dialog).disabled).toBe(false);
    expect(submit(dialog).textContent).toBe('Continue');
  });

  test('an amount outside the card limits says so and is not quoted', async () => {
    const dialog = await onRampView();
    type(dialog, '7500.01');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Amount must be between 10.00 and 7,500.00 USD',
    );
    expect(submit(dialog).disabled).toBe(true);
    expect(opened?.onRamp.quoteRequests).toEqual([]);
  });

  test('§4 quote failure: the placeholder quote, and the error kept beside it', async () => {
    const dialog = await onRampView((onRamp) => {
      onRamp.failQuotes = { status: 500, message: 'provider down' };
    });
    type(dialog, '50');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.somethingWentWrong);
    expect(within(dialog).getByText('You receive ≈ 0 ETH')).toBeTruthy();
    const figures = within(quoteOf(dialog))
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(figures).toEqual(['$0.00', '$0.00', '$50.00']);
    // Nothing to buy with the placeholder.
    expect(submit(dialog).disabled).toBe(true);

    // The API's own refusal is shown as it says it; the next edit asks again.
    if (opened)
      opened.onRamp.failQuotes = {
        status: 400,
        message: 'network: ethereum is not a network of GET /v1/onramp/options',
      };
    type(dialog, '60');
    expect(
      await within(dialog).findByText('network: ethereum is not a network of GET /v1/onramp/options'),
    ).toBeTruthy();
    if (opened) opened.onRamp.failQuotes = undefined;
    type(dialog, '50');
    expect(await within(dialog).findByText('You receive ≈ 0.02 ETH')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('§4 options failure: the built-in defaults, ETH and USDC on Ethereum', async () => {
    const dialog = await onRampView((onRamp) => {
      onRamp.failOptions = { status: 503, message: 'down for maintenance' };
    });
    expect(optionsOf(dialog, 'Currency to buy')).toEqual(['ETH Ethereum', 'USDC USD Coin']);
    expect(optionsOf(dialog, 'Currency to pay with')).toEqual(['USD US Dollar', 'EUR Euro']);
    expect(within(dialog).getByText('From 10.00 to 7,500.00 USD')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('Continue shows the providers', async () => {
    const providers = await quoteAndContinue(await onRampView());
    expect(within(providers).getByRole('list', { name: 'Providers' })).toBeTruthy();
  });
});
