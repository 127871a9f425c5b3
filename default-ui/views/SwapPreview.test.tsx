/**
 * SwapPreview over the real engine and swap statechart, the fake conversion API (2500 PUSD for one ETH,
 * gas 150 000 at 2 gwei) and the fake wallet: the review's figures, 'Swap' for the native coin and
 * 'Approve PUSD' first for a token the exchange may not take yet, their texts while the wallet has the
 * request, the failure shown with the review kept, and Back to the amounts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { PUSD_CONTRACT } from '../../test-support/accountDataFixtures.ts';
import { ROUTER } from '../../test-support/fakeConvertApi.ts';
import { openSwap, type SwapPage } from '../../test-support/swapPage.ts';

let opened: SwapPage | undefined;
afterEach(() => {
  opened?.page.destroy();
  opened = undefined;
});

/** Swap `amount` of the token to pay (`switched`: PUSD, else ETH) for the other, then Review; returns SwapPreview. */
async function review(amount: string, switched = false) {
  const { dialog, ...page } = await openSwap();
  opened = page;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Token to receive: Choose token' }));
  const select = await screen.findByRole('dialog', { name: 'Select a token' });
  fireEvent.click(await within(select).findByRole('option', { name: /^PUSD / }));
  const swap = await screen.findByRole('dialog', { name: 'Swap' });
  if (switched) fireEvent.click(await within(swap).findByRole('button', { name: 'Switch tokens' }));
  fireEvent.change(within(swap).getByLabelText('Amount to pay'), { target: { value: amount } });
  const reviewButton = within(swap).getByRole('button', { name: 'Review swap' }) as HTMLButtonElement;
  await waitFor(() => expect(reviewButton.disabled).toBe(false));
  fireEvent.click(reviewButton);
  const preview = await screen.findByRole('dialog', { name: 'Review swap' });
  // The view's chunk arrives lazily.
  await within(preview).findByRole('region', { name: 'Swap details' });
  return preview;
}

/** The view's own buttons (the header has a Back of its own). */
const actions = (preview: HTMLElement) => within(preview.querySelector('.portico-actions') as HTMLElement);
const header = (preview: HTMLElement) => within(preview.querySelector('.portico-header') as HTMLElement);

/** The review's figures, name → value. */
function figures(preview: HTMLElement): Record<string, string> {
  const details = within(preview).getByRole('region', { name: 'Swap details' });
  return Object.fromEntries(
    [...details.querySelectorAll('dt')].map((term) => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent ?? '',
    ]),
  );
}

describe('SwapPreview', () => {
  test('shows the amounts, the minimum under 1 % slippage, price impact, network cost in ETH and USD', async () => {
    // The account's balances price ETH at $3120.55 and PUSD at $1; the exchange gives $2500 of PUSD for
    // one ETH: 19.89 % of the worth is lost. The cost: 150 000 gas at 2 gwei, 0.0003 ETH, below the
    // §9 quantity's 3 decimals (so '< 0.001'), worth $0.936165 exactly.
    const preview = await review('0.5');
    expect(figures(preview)).toEqual({
      'You pay': '0.5 ETH',
      'You receive': '1,250 PUSD',
      'Minimum received': '1,237.5 PUSD',
      'Price impact': '19.89%',
      'Network cost': '<\u00a00.001 ETH ($0.94)',
      'Max. slippage': '1%',
    });
  });

  test("the native coin: 'Swap', 'Swapping…' while the wallet has it, a refusal shown and the review kept", async () => {
    const preview = await review('0.5');
    opened?.page.wallet.answerSend('hold');
    fireEvent.click(within(preview).getByRole('button', { name: 'Swap' }));
    const busy = (await within(preview).findByRole('button', { name: 'Swapping…' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((actions(preview).getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => opened?.page.wallet.release('reject'));
    expect((await within(preview).findByRole('alert')).textContent).toBe(MESSAGES.somethingWentWrong);
    expect(within(preview).getByRole('button', { name: 'Swap' })).toBeTruthy();
    // Sent again and approved: no approval for the native coin, the swap goes to the router with the
    // ETH, and stays 'Swapping…' until the chain has its receipt (the stub chain never has one).
    opened?.page.wallet.answerSend('approve');
    fireEvent.click(within(preview).getByRole('button', { name: 'Swap' }));
    await waitFor(() => expect(opened?.page.wallet.sent).toHaveLength(1));
    expect(opened?.page.wallet.sent[0]).toMatchObject({
      to: ROUTER,
      value: `0x${(5n * 10n ** 17n).toString(16)}`,
    });
    expect(within(preview).getByRole('button', { name: 'Swapping…' })).toBeTruthy();
  });

  test("a token the exchange may not take: 'Approve PUSD' first, 'Approving…' while the wallet has it", async () => {
    const preview = await review('5', true);
    expect(figures(preview)['You receive']).toBe('0.002 ETH');
    opened?.page.wallet.answerSend('hold');
    fireEvent.click(within(preview).getByRole('button', { name: 'Approve PUSD' }));
    expect(await within(preview).findByRole('button', { name: 'Approving…' })).toBeTruthy();
    act(() => opened?.page.wallet.release('reject'));
    expect((await within(preview).findByRole('alert')).textContent).toBe(MESSAGES.somethingWentWrong);
    expect(within(preview).getByRole('button', { name: 'Approve PUSD' })).toBeTruthy();
    opened?.page.wallet.answerSend('approve');
    fireEvent.click(within(preview).getByRole('button', { name: 'Approve PUSD' }));
    await waitFor(() => expect(opened?.page.wallet.sent).toHaveLength(1));
    // The approval goes to the token, for the amount swapped only.
    expect(opened?.page.wallet.sent[0]).toMatchObject({ to: PUSD_CONTRACT, value: '0x0' });
  });

  test('Back returns to the amounts with the quote kept; the header Back does too', async () => {
    let preview = await review('0.5');
    fireEvent.click(actions(preview).getByRole('button', { name: 'Back' }));
    let swap = await screen.findByRole('dialog', { name: 'Swap' });
    expect((within(swap).getByLabelText('Amount to pay') as HTMLInputElement).value).toBe('0.5');
    const reviewButton = within(swap).getByRole('button', { name: 'Review swap' }) as HTMLButtonElement;
    expect(reviewButton.disabled).toBe(false);

    fireEvent.click(reviewButton);
    preview = await screen.findByRole('dialog', { name: 'Review swap' });
    fireEvent.click(header(preview).getByRole('button', { name: 'Back' }));
    swap = await screen.findByRole('dialog', { name: 'Swap' });
    // The flow left its review too: Review opens it again.
    fireEvent.click(within(swap).getByRole('button', { name: 'Review swap' }));
    expect(await screen.findByRole('dialog', { name: 'Review swap' })).toBeTruthy();
  });
});
