/**
 * Token balances (§3 Token balance): §5 "Tokens with zero decimals are dropped from balances" and §9
 * "token balances 2 decimals". The API answer's schema is tokenBalances.schema.ts, which only the
 * engine's fetch loads (with zod), so the statecharts that use these rules stay small.
 */
import { formatTokenBalance } from '../display.ts';
import { isPorticoError } from '../errors.ts';

/** §3 Token balance, as Portico keeps it: absent optional fields are left out, decimals a string. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/**
 * §5 "Tokens with zero decimals are dropped from balances". Decimals that are not a number at all
 * ('', 'abc') say nothing about the token's unit either, so such a token is dropped too.
 */
export function dropZeroDecimals<T extends { quantity: { decimals: string } }>(tokens: readonly T[]): T[] {
  return tokens.filter((token) => {
    const decimals = Number(token.quantity.decimals.trim() || Number.NaN);
    return Number.isInteger(decimals) && decimals > 0;
  });
}

/** A token balance as the Tokens tab shows it. */
export interface TokenBalanceRow {
  token: TokenBalance;
  /** §9 "token balances 2 decimals", e.g. '1234.56' (truncated, never rounded up). */
  quantity: string;
  /** The holding's worth with 2 decimals, or undefined when the API has no value for it. */
  value: string | undefined;
}

/**
 * §9: the quantity (and worth) of a token with 2 decimals, by exact string arithmetic. A quantity the
 * API sent that is not a number shows as '0.00' rather than breaking the list.
 */
export function tokenBalanceRow(token: TokenBalance): TokenBalanceRow {
  return {
    token,
    quantity: orZero(() => formatTokenBalance(token.quantity.numeric)),
    value: token.value === undefined ? undefined : orZero(() => formatTokenBalance(String(token.value))),
  };
}

function orZero(format: () => string): string {
  try {
    return format();
  } catch (error) {
    if (isPorticoError(error, 'invalidAmount')) return formatTokenBalance('0');
    throw error;
  }
}
