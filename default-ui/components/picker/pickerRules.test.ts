/**
 * The pickers' pure rules: what a list shows for a search, which option a key makes active, which
 * option is active when a list shows, and which token is a native coin.
 */
import { describe, expect, test } from 'vitest';
import {
  currenciesFor,
  fiatCurrencyName,
  filterOptions,
  initialActive,
  isNativeToken,
  LISTBOX_PAGE,
  moveActive,
  type PickerToken,
  tokenKey,
  tokensFor,
} from './pickerRules.ts';

const token = (symbol: string, name: string, numeric: string, address?: string): PickerToken => ({
  symbol,
  name,
  address,
  quantity: { numeric },
});
const ETH = token('ETH', 'Ether', '1.5', 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee');
const PTK = token('PTK', 'Portico Token', '0', 'eip155:1:0x00000000000000000000000000000000000000a1');
const PUSD = token('PUSD', 'Portico USD', '1134.07', 'eip155:1:0x00000000000000000000000000000000000000b2');

describe('tokensFor: what the token picker lists for a search', () => {
  test('the tokens held first, each group in the list’s order', () => {
    expect(tokensFor([PTK, ETH, PUSD], '').map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PTK']);
  });
  test('the search matches the symbol, the name or the address, in any case, trimmed', () => {
    expect(tokensFor([ETH, PTK, PUSD], '  usd ').map((t) => t.symbol)).toEqual(['PUSD']);
    expect(tokensFor([ETH, PTK, PUSD], 'ETHER').map((t) => t.symbol)).toEqual(['ETH']);
    expect(tokensFor([ETH, PTK, PUSD], '00A1').map((t) => t.symbol)).toEqual(['PTK']);
    expect(tokensFor([ETH, PTK, PUSD], 'portico').map((t) => t.symbol)).toEqual(['PUSD', 'PTK']);
    expect(tokensFor([ETH, PTK, PUSD], 'nothing like it')).toEqual([]);
  });
  test('a holding of zero digits only is not held', () => {
    expect(tokensFor([token('A', 'a', '0.000'), token('B', 'b', '0.001')], '').map((t) => t.symbol)).toEqual([
      'B',
      'A',
    ]);
  });
});

describe('filterOptions and currenciesFor', () => {
  test('an empty search keeps every option, in order; texts that are missing never match', () => {
    const options = [{ a: 'x' }, { a: undefined }];
    expect(filterOptions(options, ' ', (o) => [o.a])).toEqual(options);
    expect(filterOptions(options, 'x', (o) => [o.a])).toEqual([{ a: 'x' }]);
  });
  test('currencies match by symbol or name', () => {
    const usd = { id: 'USD', symbol: 'USD', name: 'US Dollar' };
    const eur = { id: 'EUR', symbol: 'EUR', name: 'Euro' };
    expect(currenciesFor([usd, eur], 'dollar')).toEqual([usd]);
    expect(currenciesFor([usd, eur], 'eu')).toEqual([eur]);
  });
});

describe('moveActive: the APG listbox keys, stopping at the ends', () => {
  test('Down and Up one step; none active yet: Down is the first, Up the last', () => {
    expect(moveActive(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(1, 'ArrowUp', 3)).toBe(0);
  });
  test('no wrapping at either end', () => {
    expect(moveActive(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(0);
  });
  test('PageDown and PageUp move a page, Home and End go to the ends', () => {
    expect(moveActive(0, 'PageDown', 20)).toBe(LISTBOX_PAGE);
    expect(moveActive(18, 'PageDown', 20)).toBe(19);
    expect(moveActive(3, 'PageUp', 20)).toBe(0);
    expect(moveActive(7, 'Home', 20)).toBe(0);
    expect(moveActive(7, 'End', 20)).toBe(19);
  });
  test('an empty list has nothing to move to; an index past the end counts from the last', () => {
    expect(moveActive(0, 'ArrowDown', 0)).toBeUndefined();
    expect(moveActive(9, 'ArrowUp', 3)).toBe(1);
  });
});

describe('initialActive: the option active when the list shows', () => {
  test('the chosen one when listed, else the first; none in an empty list', () => {
    expect(initialActive([ETH, PTK, PUSD], (t) => t === PUSD)).toBe(2);
    expect(initialActive([ETH, PTK], (t) => t === PUSD)).toBe(0);
    expect(initialActive([], () => true)).toBe(-1);
  });
});

describe('native coins, keys and fiat names', () => {
  test('a native coin: no address (a Token balance), or §7’s 0xeeee…eeee, bare or CAIP-10', () => {
    expect(isNativeToken({ address: undefined })).toBe(true);
    expect(isNativeToken(ETH)).toBe(true);
    expect(isNativeToken({ address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' })).toBe(true);
    expect(isNativeToken(PTK)).toBe(false);
  });
  test('a token’s key is its address, “native” for a native coin without one', () => {
    expect(tokenKey(PTK)).toBe(PTK.address);
    expect(tokenKey({ address: undefined })).toBe('native');
  });
  test('a fiat currency is named in the visitor’s language; an unknown code stays a code', () => {
    expect(fiatCurrencyName('en', 'USD')).toBe('US Dollar');
    expect(fiatCurrencyName('en', 'EUR')).toBe('Euro');
    expect(fiatCurrencyName('fr', 'USD')).toBe('dollar des États-Unis');
    expect(fiatCurrencyName('en', 'not a code')).toBe('not a code');
  });
});
