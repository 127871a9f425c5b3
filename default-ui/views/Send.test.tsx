/**
 * The Send view over the real engine and send statechart, the fake wallet connected on Ethereum and the
 * stubbed cloud holding ETH and PUSD (accountDataFixtures.ts): "Feedback at every step": the
 * draft judged as it is typed on the main button, before any review; the review with the amount in
 * fiat, the network and the fee; after the send the success notice with the hash and the explorer
 * link, then Account (§2); a refusal shown once, on the review, and cleared by what follows.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { TOKEN_BALANCES } from '../../test-support/accountDataFixtures.ts';
import { SENT_TRANSACTION_HASH, type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

/** Connect, open Account, press Send; resolves with the Send dialog once its form shows. */
async function openSend(names: Record<string, unknown> = {}) {
  page = walletPage({}, {}, { tokenBalances: TOKEN_BALANCES, names });
  await page.connect();
  act(() => page?.modal.open());
  const account = await screen.findByRole('dialog', { name: 'Account' });
  fireEvent.click(await within(account).findByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send' });
  await within(dialog).findByLabelText('Amount');
  return dialog;
}

const mainButton = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .find((button) => button.getAttribute('type') === 'submit') as HTMLButtonElement;

/** Choose `symbol` in the token picker (a listbox in its own dialog); back on Send. */
async function chooseToken(dialog: HTMLElement, symbol: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: /^Token: / }));
  const select = await screen.findByRole('dialog', { name: 'Select a token' });
  fireEvent.click(await within(select).findByRole('option', { name: new RegExp(`^${symbol} `) }));
  return screen.findByRole('dialog', { name: 'Send' });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Send view', () => {
  test('the main button says what is wrong as the visitor types, and opens the review once nothing is', async () => {
    let dialog = await openSend();
    // §5: nothing typed yet.
    expect(mainButton(dialog).textContent).toBe(MESSAGES.sendAmountAndReceiverRequired);
    expect(mainButton(dialog).disabled).toBe(true);
    type(dialog, 'Amount', '0.5');
    type(dialog, 'Receiver address', RECEIVER);
    await waitFor(() => expect(mainButton(dialog).textContent).toBe(MESSAGES.sendTokenRequired));
    expect(mainButton(dialog).disabled).toBe(true);

    dialog = await chooseToken(dialog, 'ETH');
    expect(within(dialog).getByRole('button', { name: 'Token: ETH' })).toBeTruthy();
    await waitFor(() => expect(mainButton(dialog).textContent).toBe('Review'));

    // More than the 1.234 ETH held.
    type(dialog, 'Amount', '2');
    await waitFor(() => expect(mainButton(dialog).textContent).toBe('Insufficient balance'));
    expect(mainButton(dialog).disabled).toBe(true);

    type(dialog, 'Amount', '0.5');
    // The fiat value under the amount: 0.5 ETH at $3,120.55.
    expect(await within(dialog).findByText('≈ $1,560.28')).toBeTruthy();
    type(dialog, 'Receiver address', '0x1234');
    await waitFor(() => expect(mainButton(dialog).textContent).toBe(MESSAGES.invalidEvmAddress));
    expect(mainButton(dialog).disabled).toBe(true);

    type(dialog, 'Receiver address', RECEIVER);
    await waitFor(() => expect(mainButton(dialog).textContent).toBe('Review'));
    expect(mainButton(dialog).disabled).toBe(false);
  });

  test('a name that does not resolve says why on the main button, before any review', async () => {
    let dialog = await openSend();
    dialog = await chooseToken(dialog, 'PUSD');
    type(dialog, 'Amount', '1');
    type(dialog, 'Receiver address', 'nobody-00.reown.id');
    // Looked up once typing pauses; the service's reason then stays on the button.
    await waitFor(() => expect(mainButton(dialog).textContent).toBe('Name not found'));
    expect(mainButton(dialog).disabled).toBe(true);
    expect(within(dialog).queryByRole('region', { name: 'Review' })).toBeNull();
  });

  test('the review shows the amount in fiat, the network and the fee; the send shows the success notice with the hash and explorer link, then Account', async () => {
    let dialog = await openSend();
    dialog = await chooseToken(dialog, 'ETH');
    type(dialog, 'Amount', '0.5');
    type(dialog, 'Receiver address', RECEIVER);
    await waitFor(() => expect(mainButton(dialog).disabled).toBe(false));
    fireEvent.click(mainButton(dialog));

    const review = await within(dialog).findByRole('region', { name: 'Review' });
    expect(within(review).getByText('Send 0.5 ETH to 0x7099…79C8')).toBeTruthy();
    expect(within(review).getByText('≈ $1,560.28')).toBeTruthy();
    // The review's figures: each name (dt) with its value (dd).
    const figures = () =>
      Object.fromEntries(
        [...review.querySelectorAll('dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      );
    expect(figures()).toMatchObject({ Network: 'Ethereum' });
    // 21000 gas at 1 gwei (the stubbed chain): 0.000021 ETH, a §9 quantity; the whole value on hover.
    await waitFor(() => expect(figures()['Network fee']).toBe('<\u00a00.001 ETH'));
    expect(within(review).getByTitle('0.000021')).toBeTruthy();

    fireEvent.click(within(review).getByRole('button', { name: 'Send' }));
    // §2: Account after a successful send, with the success notice.
    await screen.findByRole('dialog', { name: 'Account' });
    const notice = screen.getByRole('status');
    await waitFor(() => expect(notice.textContent).toContain('Transaction sent'));
    // The hash shortened in the middle (read whole by assistive technology), and its explorer page.
    expect(within(notice).getByTitle(SENT_TRANSACTION_HASH)).toBeTruthy();
    const link = within(notice).getByRole('link', { name: 'View on explorer' }) as HTMLAnchorElement;
    expect(link.href).toBe(`https://etherscan.io/tx/${SENT_TRANSACTION_HASH}`);
    expect(link.rel).toContain('noopener');
  });

  test('a refused send shows why once, on the review; Edit clears it', async () => {
    let dialog = await openSend();
    page?.wallet.answerSend('reject');
    dialog = await chooseToken(dialog, 'ETH');
    type(dialog, 'Amount', '0.5');
    type(dialog, 'Receiver address', RECEIVER);
    await waitFor(() => expect(mainButton(dialog).disabled).toBe(false));
    fireEvent.click(mainButton(dialog));
    const review = await within(dialog).findByRole('region', { name: 'Review' });
    fireEvent.click(within(review).getByRole('button', { name: 'Send' }));
    const error = await within(review).findByRole('alert');
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(error.textContent).toBe(MESSAGES.userRejectedRequest);
    // Not a notice too: one place.
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(within(review).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(mainButton(dialog).textContent).toBe('Review');
  });
});
