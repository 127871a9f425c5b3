import type { SwapToken } from '../../../headless/index.ts';

/** Whether the account holds some of the token. */
const isHeld = (token: SwapToken) => /[1-9]/.test(token.quantity.numeric);

/**
 * The tokens SwapSelectToken lists for a search: those whose symbol, name or contract address contains
 * it (any case), the ones the account holds first, each group in the exchange's order.
 */
export function tokensFor(tokens: readonly SwapToken[], search: string): SwapToken[] {
  const query = search.trim().toLowerCase();
  const matches = tokens.filter(
    (token) =>
      !query ||
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query) ||
      token.address.toLowerCase().includes(query),
  );
  return [...matches.filter(isHeld), ...matches.filter((token) => !isHeld(token))];
}
