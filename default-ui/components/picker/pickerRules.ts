import { NATIVE_SWAP_TOKEN_ADDRESS } from '../../../headless/index.ts';

/**
 * The pickers' rules, pure so they are tested alone (pickerRules.test.ts): what a list shows for a
 * search, which option a key moves to, and how tokens are ordered. The components only call them.
 */

/**
 * A token as the token picker shows it: what both a Swap token (§3 Swap token) and a Token balance
 * (§3 Token balance, Send's list) have in common, so one picker serves Swap and Send.
 */
export interface PickerToken {
  readonly symbol: string;
  readonly name: string;
  /** CAIP-10 or a bare address; undefined for the native coin of a Token balance. */
  readonly address?: string | undefined;
  /** What the account holds, in the token's unit ('12.5'). */
  readonly quantity: { readonly numeric: string };
  /** USD worth of the holding (undefined or 0 when unknown). */
  readonly value?: number | undefined;
  /** The token's image: a Swap token's `logoUri`, a Token balance's `iconUrl`. */
  readonly logoUri?: string | undefined;
  readonly iconUrl?: string | undefined;
}

/**
 * Whether a token is the network's native coin: a Token balance without an address (§3), or the
 * conversion API's placeholder address (§7 0xeeee…eeee), bare or CAIP-10.
 */
export function isNativeToken(token: Pick<PickerToken, 'address'>): boolean {
  if (token.address === undefined) return true;
  return token.address.split(':').at(-1)?.toLowerCase() === NATIVE_SWAP_TOKEN_ADDRESS;
}

/** A token's key in a list: its address, 'native' for a native coin without one. */
export function tokenKey(token: Pick<PickerToken, 'address'>): string {
  return token.address ?? 'native';
}

/** Whether the account holds some of the token (any non-zero digit in its quantity). */
const isHeld = (token: PickerToken) => /[1-9]/.test(token.quantity.numeric);

/** The search as compared: trimmed, in lower case (any case matches). */
export const normalizedQuery = (query: string): string => query.trim().toLocaleLowerCase();

/**
 * The options whose texts contain the search (any case; an empty search keeps every option), in
 * their order.
 */
export function filterOptions<T>(
  options: readonly T[],
  query: string,
  textsOf: (option: T) => readonly (string | undefined)[],
): T[] {
  const wanted = normalizedQuery(query);
  if (!wanted) return [...options];
  return options.filter((option) =>
    textsOf(option).some((text) => text?.toLocaleLowerCase().includes(wanted)),
  );
}

/**
 * The tokens a token picker lists for a search: those whose symbol, name or contract address contains
 * it (any case), the ones the account holds first, each group in the list's order (the exchange's, or
 * the Tokens tab's).
 */
export function tokensFor<T extends PickerToken>(tokens: readonly T[], query: string): T[] {
  const matches = filterOptions(tokens, query, (token) => [token.symbol, token.name, token.address]);
  return [...matches.filter(isHeld), ...matches.filter((token) => !isHeld(token))];
}

/** The keys that move the active option of a listbox (WAI-ARIA APG listbox and combobox). */
export type ListboxMove = 'ArrowDown' | 'ArrowUp' | 'PageDown' | 'PageUp' | 'Home' | 'End';

/** How far PageDown and PageUp move: about one screen of rows. */
export const LISTBOX_PAGE = 5;

/**
 * The option a key makes active among `count` options, from `active` (-1: none yet): Down and Up one
 * step, PageDown and PageUp a few, Home and End the ends. It stops at the ends rather than wrapping
 * (APG's default), so holding a key never jumps from the last option to the first; undefined when
 * there is nothing to move to.
 */
export function moveActive(active: number, key: ListboxMove, count: number): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  const from = Math.min(Math.max(active, -1), last);
  const target = {
    ArrowDown: from + 1,
    ArrowUp: from < 0 ? last : from - 1,
    PageDown: from + LISTBOX_PAGE,
    PageUp: from < 0 ? 0 : from - LISTBOX_PAGE,
    Home: 0,
    End: last,
  }[key];
  return Math.min(Math.max(target, 0), last);
}

/**
 * The option active when a list shows or its search changes: the chosen one when it is listed (so
 * Enter at once keeps it), else the first; -1 for an empty list.
 */
export function initialActive<T>(shown: readonly T[], isChosen: (option: T) => boolean): number {
  if (shown.length === 0) return -1;
  const chosen = shown.findIndex(isChosen);
  return Math.max(chosen, 0);
}

/** A currency as the currency picker shows it: the on-ramp's purchase and payment currencies alike. */
export interface PickerCurrency {
  /** The on-ramp's id of the currency ('ETH', 'USD'). */
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  /** CAIP-2 id of the network whose native coin this is (its logo); undefined for any other. */
  readonly nativeOf?: string | undefined;
  /** Its image, when one is known (a token the account holds); else its designed fallback. */
  readonly imageUrl?: string | undefined;
}

/** The currencies a currency picker lists for a search: those whose symbol or name contains it. */
export function currenciesFor<T extends PickerCurrency>(currencies: readonly T[], query: string): T[] {
  return filterOptions(currencies, query, (currency) => [currency.symbol, currency.name]);
}

/**
 * A fiat currency's name in the visitor's language ('US Dollar', 'Euro'; 'Dollar américain' in
 * French), from the browser's own data; its code when the engine does not know it.
 */
export function fiatCurrencyName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' }).of(code) ?? code;
  } catch {
    // An ill-formed code or locale (RangeError): the code is still a name people recognise.
    return code;
  }
}
