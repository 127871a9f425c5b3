/**
 * The balance answer (§7 GET /v1/account/{address}/balance reads `balances`; §3 Token balance).
 *
 * The envelope must be valid or the whole answer is refused ('Token Balance Unavailable', the one
 * text §4 gives a failed token fetch); each entry is then parsed on its own and a malformed one is
 * dropped, so one odd token costs that token, not the Tokens tab. Fields the API adds are ignored.
 */
import * as z from 'zod/mini';
import { PorticoError } from '../errors.ts';
import { dropZeroDecimals, type TokenBalance } from './tokenBalances.ts';

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
