/**
 * SwapSelectToken over the real engine and the fake conversion API (ETH and PUSD held, PTK not): the
 * token picker's list (a listbox driven by its search field) with the tokens held first and what is
 * held, the search, the keyboard (arrows, Enter, Escape), and a choice that sets its side, goes back
 * to Swap and gives focus back to the chip that opened the list.
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
  await within(select).findByRole('listbox', { name: 'Tokens' });
  return select;
}

const listed = (select: HTMLElement) =>
  within(within(select).getByRole('listbox', { name: 'Tokens' }))
    .getAllByRole('option')
    .map((option) => option.textContent?.split(' ')[0]);

const searchOf = (select: HTMLElement) => within(select).getByRole('combobox', { name: 'Search tokens' });

describe('SwapSelectToken', () => {
  test('lists the tokens held first, each with its name, what is held and its worth', async () => {
    const select = await selectTokenView();
    expect(listed(select)).toEqual(['ETH', 'PUSD', 'PTK']);
    const pusd = within(select).getByRole('option', { name: /^PUSD / });
    expect(within(pusd).getByText('Portico USD')).toBeTruthy();
    expect(within(pusd).getByText('1,134.07 PUSD')).toBeTruthy();
    expect(within(within(select).getByRole('option', { name: /^PTK / })).getByText('0 PTK')).toBeTruthy();
    // Nothing chosen yet on this side: no option is marked selected.
    expect(within(select).queryByRole('option', { selected: true })).toBeNull();
  });

  test('the search field has focus, and keeps the tokens whose symbol or name has it; says when none does', async () => {
    const select = await selectTokenView();
    const search = searchOf(select);
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'usd' } });
    expect(listed(select)).toEqual(['PUSD']);
    fireEvent.change(search, { target: { value: 'ether' } });
    expect(listed(select)).toEqual(['ETH']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(within(select).getByText('No token matches your search.')).toBeTruthy();
    expect(within(select).queryByRole('listbox', { name: 'Tokens' })).toBeNull();
  });

  test('the arrows move the active option, Enter chooses it: that side is set, Swap shows, its chip has focus', async () => {
    const select = await selectTokenView();
    const search = searchOf(select);
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent?.split(' ')[0]).toBe('ETH');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()?.textContent?.split(' ')[0]).toBe('PTK');
    // At the end it stays there rather than wrapping to the first.
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()?.textContent?.split(' ')[0]).toBe('PTK');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(active()?.textContent?.split(' ')[0]).toBe('PUSD');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    const swap = await screen.findByRole('dialog', { name: 'Swap' });
    const chip = await within(swap).findByRole('button', { name: 'Token to receive: PTK' });
    expect(await screen.findByRole('button', { name: 'Token to receive: PTK' })).toBe(chip);
    expect(document.activeElement).toBe(chip);
    // The token to pay is still the default one.
    expect(within(swap).getByRole('button', { name: 'Token to pay: ETH' })).toBeTruthy();
  });

  test('the chosen token is marked selected when the list opens again, and is the active option', async () => {
    const select = await selectTokenView();
    fireEvent.click(within(select).getByRole('option', { name: /^PTK / }));
    const swap = await screen.findByRole('dialog', { name: 'Swap' });
    fireEvent.click(await within(swap).findByRole('button', { name: 'Token to receive: PTK' }));
    const again = await screen.findByRole('dialog', { name: 'Select a token' });
    const ptk = await within(again).findByRole('option', { name: /^PTK / });
    expect(ptk.getAttribute('aria-selected')).toBe('true');
    expect(searchOf(again).getAttribute('aria-activedescendant')).toBe(ptk.id);
  });

  test('Escape goes back to Swap without choosing (the modal stays open), focus on the chip', async () => {
    const select = await selectTokenView();
    fireEvent.keyDown(searchOf(select), { key: 'Escape' });
    const swap = await screen.findByRole('dialog', { name: 'Swap' });
    const chip = await within(swap).findByRole('button', { name: 'Token to receive: Choose token' });
    expect(document.activeElement).toBe(chip);
  });
});
