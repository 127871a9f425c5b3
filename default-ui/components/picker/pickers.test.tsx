/**
 * The token and currency pickers alone (components/picker/), as Send, Swap and Buy use them: the chip
 * and its accessible name, the panel it opens with the search focused, the WAI-ARIA APG keys (arrows
 * move, Enter chooses, Escape closes and the modal does not see it), focus back to the chip, the
 * search, the chosen option marked selected, rows with holdings and worths, and the image fallbacks.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../../../headless/index.ts';
import { renderWithModal, stubCloud, testModal } from '../../../test-support/testing.tsx';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import type { PickerCurrency, PickerToken } from './pickerRules.ts';
import { TokenPicker } from './TokenPicker.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
});

// Send's token balances (§3 Token balance): the native coin has no address.
const ETH: PickerToken = { symbol: 'ETH', name: 'Ether', quantity: { numeric: '1.23456' }, value: 3850.5 };
const PUSD: PickerToken = {
  symbol: 'PUSD',
  name: 'Portico USD, a very long name that must not wrap the row',
  address: '0x00000000000000000000000000000000000000b2',
  quantity: { numeric: '1134.07' },
  value: 1134.07,
  iconUrl: 'https://images.test/pusd.svg',
};
const PTK: PickerToken = {
  symbol: 'PTK',
  name: 'Portico Token',
  address: '0x00000000000000000000000000000000000000a1',
  quantity: { numeric: '0' },
};

/** A host of the picker that keeps the choice, as a view keeps it in its flow. */
function TokenHost({
  onSelect,
  onKeyDown,
}: {
  onSelect: (token: PickerToken) => void;
  onKeyDown: () => void;
}) {
  const [selected, setSelected] = useState<PickerToken | undefined>();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for the modal's dialog, which closes on Escape.
    <div className="portico-root" onKeyDown={onKeyDown}>
      <TokenPicker
        label="Token to send"
        tokens={[PTK, ETH, PUSD]}
        selected={selected}
        onSelect={(token) => {
          setSelected(token);
          onSelect(token);
        }}
      />
    </div>
  );
}

function renderTokenPicker() {
  stubCloud({});
  modal = testModal();
  const onSelect = vi.fn();
  const onKeyDown = vi.fn();
  renderWithModal(modal, <TokenHost onSelect={onSelect} onKeyDown={onKeyDown} />);
  return { onSelect, onKeyDown };
}

const chip = (symbol: string) => screen.getByRole('button', { name: `Token to send: ${symbol}` });
const openPanel = (symbol: string) => {
  fireEvent.click(chip(symbol));
  return screen.getByRole('dialog', { name: 'Select a token' });
};
const search = (panel: HTMLElement) => within(panel).getByRole('combobox', { name: 'Search tokens' });
const activeOption = (panel: HTMLElement) =>
  document.getElementById(search(panel).getAttribute('aria-activedescendant') ?? '');
const optionNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('option')
    .map((option) => option.textContent);
const symbolsOf = (panel: HTMLElement) => optionNames(panel).map((name) => name?.split(' ')[0]);
const symbolOf = (option: Element | null | undefined) => option?.textContent?.split(' ')[0];

describe('TokenPicker', () => {
  test('a chip named by what it picks opens the list, the search focused; the tokens held first', () => {
    renderTokenPicker();
    const button = chip('Choose token');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = openPanel('Choose token');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(search(panel));
    expect(within(panel).getByRole('listbox', { name: 'Tokens' })).toBeTruthy();
    expect(search(panel).getAttribute('aria-controls')).toBe(within(panel).getByRole('listbox').id);
    expect(symbolsOf(panel)).toEqual(['ETH', 'PUSD', 'PTK']);
    // Each option is named by all its row shows (axe: the visible text is part of the name).
    expect(optionNames(panel)).toEqual([
      'ETH Ether 1.235 ETH $3,850.50',
      'PUSD Portico USD, a very long name that must not wrap the row 1,134.07 PUSD $1,134.07',
      'PTK Portico Token 0 PTK',
    ]);
  });

  test('each row: symbol, name, what is held (the native coin at its balance precision) and its worth', () => {
    renderTokenPicker();
    const panel = openPanel('Choose token');
    const eth = within(panel).getByRole('option', { name: /^ETH / });
    expect(within(eth).getByText('Ether')).toBeTruthy();
    expect(within(eth).getByText('1.235 ETH')).toBeTruthy();
    expect(within(eth).getByText('$3,850.50')).toBeTruthy();
    const pusd = within(panel).getByRole('option', { name: /^PUSD / });
    expect(within(pusd).getByText('1,134.07 PUSD')).toBeTruthy();
    expect(within(pusd).getByText('$1,134.07')).toBeTruthy();
    // No worth known: none shown, rather than '$0.00'.
    const ptk = within(panel).getByRole('option', { name: /^PTK / });
    expect(within(ptk).getByText('0 PTK')).toBeTruthy();
    expect(within(ptk).queryByText(/\$/)).toBeNull();
    // The full holding one hover away.
    expect(within(eth).getByTitle('1.23456')).toBeTruthy();
  });

  test('ArrowDown and ArrowUp move the active option; Enter chooses it, closes the list, focus back on the chip', async () => {
    const { onSelect } = renderTokenPicker();
    const panel = openPanel('Choose token');
    expect(symbolOf(activeOption(panel))).toBe('ETH');
    fireEvent.keyDown(search(panel), { key: 'ArrowDown' });
    fireEvent.keyDown(search(panel), { key: 'ArrowDown' });
    fireEvent.keyDown(search(panel), { key: 'ArrowDown' });
    expect(symbolOf(activeOption(panel))).toBe('PTK');
    fireEvent.keyDown(search(panel), { key: 'ArrowUp' });
    expect(symbolOf(activeOption(panel))).toBe('PUSD');
    expect(activeOption(panel)?.className).toContain('portico-picker-option--active');
    fireEvent.keyDown(search(panel), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(PUSD);
    expect(screen.queryByRole('dialog', { name: 'Select a token' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(chip('PUSD')));
  });

  test('the chosen token is marked selected and is the active option when the list opens again', () => {
    renderTokenPicker();
    fireEvent.click(within(openPanel('Choose token')).getByRole('option', { name: /^PTK / }));
    const panel = openPanel('PTK');
    const ptk = within(panel).getByRole('option', { name: /^PTK / });
    expect(ptk.getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getByRole('option', { name: /^ETH / }).getAttribute('aria-selected')).toBe('false');
    expect(activeOption(panel)).toBe(ptk);
  });

  test('typing searches: the list keeps what matches, the first match active; none says so', () => {
    renderTokenPicker();
    const panel = openPanel('Choose token');
    fireEvent.change(search(panel), { target: { value: 'portico' } });
    expect(symbolsOf(panel)).toEqual(['PUSD', 'PTK']);
    expect(symbolOf(activeOption(panel))).toBe('PUSD');
    fireEvent.change(search(panel), { target: { value: 'zzz' } });
    expect(within(panel).getByRole('status').textContent).toBe('No token matches your search.');
    expect(within(panel).queryByRole('listbox')).toBeNull();
    expect(search(panel).getAttribute('aria-expanded')).toBe('false');
    // Enter with nothing listed chooses nothing.
    fireEvent.keyDown(search(panel), { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Select a token' })).toBeTruthy();
  });

  test('Escape closes the list without choosing, the modal does not see it, focus back on the chip', async () => {
    const { onSelect, onKeyDown } = renderTokenPicker();
    const panel = openPanel('Choose token');
    fireEvent.keyDown(search(panel), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Select a token' })).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(onKeyDown).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(chip('Choose token')));
  });

  test('the close button closes it too; Tab stays in the panel', async () => {
    renderTokenPicker();
    const panel = openPanel('Choose token');
    const close = within(panel).getByRole('button', { name: 'Close' });
    // The panel's stops are the close button, then the search: Tab from the last comes round to the first.
    fireEvent.keyDown(search(panel), { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(search(panel));
    fireEvent.click(close);
    expect(screen.queryByRole('dialog', { name: 'Select a token' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(chip('Choose token')));
  });

  test('images: the token’s own, the designed fallback when it has none or it fails, never initials', () => {
    renderTokenPicker();
    const panel = openPanel('Choose token');
    const pusd = within(panel).getByRole('option', { name: /^PUSD / });
    const image = pusd.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://images.test/pusd.svg');
    expect(image?.getAttribute('alt')).toBe('');
    act(() => {
      image?.dispatchEvent(new Event('error'));
    });
    expect(pusd.querySelector('img')).toBeNull();
    expect(pusd.querySelector('.portico-logo--fallback')).not.toBeNull();
    const ptk = within(panel).getByRole('option', { name: /^PTK / });
    expect(ptk.querySelector('.portico-logo--fallback')).not.toBeNull();
    expect(ptk.querySelector('.portico-picker-logo')?.textContent).toBe('');
  });
});

const USD: PickerCurrency = { id: 'USD', symbol: 'USD', name: 'US Dollar' };
const EUR: PickerCurrency = { id: 'EUR', symbol: 'EUR', name: 'Euro' };

/** A host of the currency picker that keeps the choice (USD at first), as Buy keeps it in its flow. */
function CurrencyHost({ onSelect }: { onSelect: (currency: PickerCurrency) => void }) {
  const [selected, setSelected] = useState<PickerCurrency>(USD);
  return (
    <div className="portico-root">
      <CurrencyPicker
        label="Currency to pay with"
        title="Select a currency"
        currencies={[USD, EUR]}
        selected={selected}
        onSelect={(currency) => {
          setSelected(currency);
          onSelect(currency);
        }}
      />
    </div>
  );
}

describe('CurrencyPicker', () => {
  test('options named by their symbol and name, searchable; ArrowDown and Enter choose; focus back on the chip', async () => {
    stubCloud({});
    modal = testModal();
    const onSelect = vi.fn();
    renderWithModal(modal, <CurrencyHost onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Currency to pay with: USD' }));
    const panel = screen.getByRole('dialog', { name: 'Select a currency' });
    const field = within(panel).getByRole('combobox', { name: 'Search currencies' });
    expect(within(panel).getByRole('listbox', { name: 'Currencies' })).toBeTruthy();
    expect(optionNames(panel)).toEqual(['USD US Dollar', 'EUR Euro']);
    expect(within(panel).getByRole('option', { name: 'USD US Dollar' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.change(field, { target: { value: 'eu' } });
    expect(optionNames(panel)).toEqual(['EUR Euro']);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(EUR);
    const chipNow = screen.getByRole('button', { name: 'Currency to pay with: EUR' });
    await waitFor(() => expect(document.activeElement).toBe(chipNow));
    fireEvent.click(chipNow);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'yen' } });
    expect(screen.getByText('No currency matches your search.')).toBeTruthy();
  });
});
