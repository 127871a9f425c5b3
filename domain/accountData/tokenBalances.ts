/**
 * Token balances (§3 Token balance; §7 GET /v1/account/{address}/balance reads `balances`): the
 * answer's schema, §5 "Tokens with zero decimals are dropped from balances", and §9 "token balances
 * 2 decimals".
 *
 * The envelope must be valid or the whole answer is refused ('Token Balance Unavailable', the one
 * text §4 gives a failed token fetch); each entry is then parsed on its own and a malformed one is
 * dropped, so one odd token costs that token, not the Tokens tab. Fields the API adds are ignored.
 */
import * as z from 'zod/mini';
import { formatTokenBalance } from '../display.ts';
import { isPorticoError, PorticoError } from '../errors.ts';

/** Decimals arrive as a string ('18') or, from some indexers, a number; kept as the API's string. */
const decimalsSchema = z.union([z.string(), z.int()]);

/** §3 Token balance: name, symbol, chainId, address, value, price, quantity (decimals, numeric), iconUrl. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** The token's network, a CAIP-2 id ('eip155:1'). */
  chainId: z.string(),
  /** The token's contract (CAIP-10 or plain); absent for a network's native currency. */
  address: z.nullish(z.string()),
  /** Worth of the holding in the requested currency; absent when the API has no price. */
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
  quantity: z.object({ decimals: decimalsSchema, numeric: z.string() }),
  iconUrl: z.nullish(z.string()),
});

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

/** The envelope of a balance answer; entries are checked one by one. */
export const tokenBalancesEnvelopeSchema = z.object({ balances: z.array(z.unknown()) });

/** One entry, or undefined when it is malformed. */
export function parseTokenBalance(value: unknown): TokenBalance | undefined {
  const parsed = tokenBalanceSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const entry = parsed.data;
  return {
    name: entry.name,
    symbol: entry.symbol,
    chainId: entry.chainId,
    ...(entry.address ? { address: entry.address } : {}),
    ...(typeof entry.value === 'number' ? { value: entry.value } : {}),
    price: entry.price ?? 0,
    quantity: { decimals: String(entry.quantity.decimals), numeric: entry.quantity.numeric },
    iconUrl: entry.iconUrl ?? '',
  };
}

/**
 * A balance answer's tokens, zero-decimal ones dropped (§5). Throws a PorticoError 'Token Balance
 * Unavailable' when the body is not a balance answer at all.
 */
export function parseTokenBalances(body: unknown): TokenBalance[] {
  const envelope = tokenBalancesEnvelopeSchema.safeParse(body);
  if (!envelope.success) throw PorticoError.of('tokenBalanceUnavailable');
  return dropZeroDecimals(envelope.data.balances.flatMap((entry) => parseTokenBalance(entry) ?? []));
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
