/**
 * SwapSelectToken over the real engine and the fake conversion API (ETH and PUSD held, PTK not): the
 * tokens held first with what is held, the search, and a choice that sets its side and goes back.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { openSwap, type SwapPage } from '../../test-support/swapPage.ts';

let opened: SwapPage | undefined;
afterEach(() => {
  opened?.page.destroy();
  opened = undefined;
});

/** Open Swap, then SwapSelectToken for the token to receive. */
async function selectTokenView() {
  const { dialog, ...page } = await openSwap();
  opened = page;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Token to receive: Choose token' }));
  const select = await screen.findByRole('dialog', { name: 'Select a token' });
  await within(select).findByRole('list', { name: 'Tokens' });
  return select;
}

const listed = (select: HTMLElement) =>
  within(within(select).getByRole('list', { name: 'Tokens' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('SwapSelectToken', () => {
  test('lists the tokens held first, each with its name and what is held', async () => {
    const select = await selectTokenView();
    expect(listed(select)).toEqual(['ETH', 'PUSD', 'PTK']);
    const pusd = within(select).getByRole('button', { name: 'PUSD' });
    expect(within(pusd).getByText('Portico USD')).toBeTruthy();
    expect(within(pusd).getByText('1,134.07 PUSD')).toBeTruthy();
    expect(within(within(select).getByRole('button', { name: 'PTK' })).getByText('0 PTK')).toBeTruthy();
  });

  test('the search keeps the tokens whose symbol or name has it, and says when none does', async () => {
    const select = await selectTokenView();
    const search = within(select).getByRole('searchbox', { name: 'Search tokens' });
    fireEvent.change(search, { target: { value: 'usd' } });
    expect(listed(select)).toEqual(['PUSD']);
    fireEvent.change(search, { target: { value: 'ether' } });
    expect(listed(select)).toEqual(['ETH']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(within(select).getByText('No token matches your search.')).toBeTruthy();
    expect(within(select).queryByRole('list', { name: 'Tokens' })).toBeNull();
  });

  test('choosing a token sets that side and goes back to Swap', async () => {
    const select = await selectTokenView();
    fireEvent.click(within(select).getByRole('button', { name: 'PTK' }));
    const swap = await screen.findByRole('dialog', { name: 'Swap' });
    expect(await within(swap).findByRole('button', { name: 'Token to receive: PTK' })).toBeTruthy();
    // The token to pay is still the default one.
    expect(within(swap).getByRole('button', { name: 'Token to pay: ETH' })).toBeTruthy();
  });
});
