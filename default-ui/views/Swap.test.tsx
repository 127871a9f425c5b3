/**
 * The Swap view over the real engine and swap statechart, the fake conversion API answering on the
 * stubbed fetch (test-support/fakeConvertApi.ts: ETH at $2500, PUSD at $1): what each status shows,
 * the main button saying what is missing, the live quote with its skeleton, §8 on a network outside
 * the swap list, Retry after a failure.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { SWAP_MESSAGES } from '../../domain/swap/swapMessages.ts';
import { openSwap, type SwapPage } from '../../test-support/swapPage.ts';

let opened: SwapPage | undefined;
afterEach(() => {
  opened?.page.destroy();
  opened = undefined;
});

async function swapView(...args: Parameters<typeof openSwap>) {
  const { dialog, ...page } = await openSwap(...args);
  opened = page;
  return dialog;
}

const mainButton = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.getAttribute('type') === 'submit') as HTMLButtonElement;

/** In SwapSelectToken, choose `symbol`; back on Swap. */
async function choose(dialog: HTMLElement, side: 'Token to pay' | 'Token to receive', symbol: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${side}: `) }));
  const select = await screen.findByRole('dialog', { name: 'Select a token' });
  fireEvent.click(await within(select).findByRole('option', { name: new RegExp(`^${symbol} `) }));
  return screen.findByRole('dialog', { name: 'Swap' });
}

describe('Swap view', () => {
  test('Account offers Swap first among the wallet features (§9 order: onramp, swaps, receive, send)', async () => {
    await swapView(undefined, 'dialog');
    act(() => opened?.page.modal.close());
    act(() => opened?.page.modal.open());
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await within(account).findByRole('button', { name: 'Swap' });
    const features = within(account)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((label) => label === 'Swap' || label === 'Receive' || label === 'Send');
    expect(features).toEqual(['Swap', 'Receive', 'Send']);
  });

  test('the native coin is paid by default; the main button says what is missing until a quote', async () => {
    let dialog = await swapView();
    expect(within(dialog).getByRole('button', { name: 'Token to pay: ETH' })).toBeTruthy();
    expect(within(dialog).getByText('Balance: 1.234 ETH')).toBeTruthy();
    expect(mainButton(dialog).textContent).toBe(SWAP_MESSAGES.selectToken);
    expect(mainButton(dialog).disabled).toBe(true);

    dialog = await choose(dialog, 'Token to receive', 'PUSD');
    expect(within(dialog).getByRole('button', { name: 'Token to receive: PUSD' })).toBeTruthy();
    expect(mainButton(dialog).textContent).toBe(SWAP_MESSAGES.enterAmount);

    fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: '2' } });
    // More than held is still quoted, but not reviewed.
    await waitFor(() => expect(mainButton(dialog).textContent).toBe(SWAP_MESSAGES.insufficientBalance));
    expect(mainButton(dialog).disabled).toBe(true);
    expect(await within(dialog).findByText('1 ETH = 2,500 PUSD')).toBeTruthy();
    // Under each amount, what it is worth in US dollars (DESIGN: the fiat value under the amount).
    expect(within(dialog).getByText('≈ $5,000.00')).toBeTruthy();
    expect(within(dialog).getByText('≈ $6,241.10')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect((within(dialog).getByLabelText('Amount to pay') as HTMLInputElement).value).toBe('1.234');
    // 'Review swap' while the quote is asked, and pressable once it came.
    await waitFor(() => expect(mainButton(dialog).disabled).toBe(false));
    expect(mainButton(dialog).textContent).toBe('Review swap');
    // The quoted amount as a §9 quantity, grouped; its full value on hover.
    const received = within(dialog).getByLabelText('Amount to receive') as HTMLInputElement;
    expect(received.value).toBe('3,085');
    expect(received.title).toBe('3,085');
    // Paid at the holding's price (the account's balances), received at the exchange's.
    expect(
      within(dialog)
        .getAllByText(/^≈ /)
        .map((worth) => worth.textContent),
    ).toEqual(['≈ $3,850.76', '≈ $3,085.00']);
  });

  test('a skeleton stands for the amount received while the quote is asked', async () => {
    const dialog = await choose(
      await swapView((exchange) => {
        exchange.holdQuotes = true;
      }),
      'Token to receive',
      'PUSD',
    );
    fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: '0.5' } });
    expect(await within(dialog).findByRole('status', { name: 'Getting a quote' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Amount to receive')).toBeNull();
    // The typing pause is over and the quote is asked: the skeleton stays until it answers.
    await waitFor(() =>
      expect(opened?.exchange.requests.some((url) => url.pathname === '/v1/convert/quotes')).toBe(true),
    );
    expect(within(dialog).getByRole('status', { name: 'Getting a quote' })).toBeTruthy();
    act(() => opened?.exchange.releaseQuotes());
    const received = (await within(dialog).findByLabelText('Amount to receive')) as HTMLInputElement;
    expect(received.value).toBe('1,250');
    expect(received.readOnly).toBe(true);
    expect(within(dialog).queryByRole('status', { name: 'Getting a quote' })).toBeNull();
  });

  test('switching the tokens pays with what was to be received', async () => {
    const dialog = await choose(await swapView(), 'Token to receive', 'PUSD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch tokens' }));
    expect(await within(dialog).findByRole('button', { name: 'Token to pay: PUSD' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Token to receive: ETH' })).toBeTruthy();
    expect(within(dialog).getByText('Balance: 1,134.07 PUSD')).toBeTruthy();
  });

  test("§8: a network outside the swap list says 'Network not supported for Swaps', with the way to another network", async () => {
    const dialog = await swapView((exchange) => {
      // What production answers for a chain outside its list.
      exchange.failTokens = { status: 400, message: MESSAGES.networkNotSupportedForSwaps };
    }, 'dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Network not supported for Swaps');
    expect(within(dialog).queryByLabelText('Amount to pay')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch network' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
  });

  test('tokens that did not load: the error and Retry, which loads them again', async () => {
    const dialog = await swapView((exchange) => {
      exchange.failTokens = { status: 503, message: 'down for maintenance' };
    }, 'dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.somethingWentWrong);
    if (opened) opened.exchange.failTokens = undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByLabelText('Amount to pay')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  test('a failed quote shows its error and Retry asks again', async () => {
    const dialog = await choose(
      await swapView((exchange) => {
        exchange.failQuotes = { status: 500, message: 'no route' };
      }),
      'Token to receive',
      'PUSD',
    );
    fireEvent.change(within(dialog).getByLabelText('Amount to pay'), { target: { value: '0.5' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.somethingWentWrong);
    if (opened) opened.exchange.failQuotes = undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mainButton(dialog).disabled).toBe(false));
    expect(mainButton(dialog).textContent).toBe('Review swap');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
