/**
 * The USD prices a flow already holds of its tokens (a token balance's or a swap token's `price`,
 * from the cloud API), keyed as the simulation's lines look them up: by lower-case contract address,
 * the native coin by 0xeeee…eeee. A price of 0 means unknown and is left out.
 */
import { NATIVE_COIN_ADDRESS } from './tokenEvents.ts';

/** A token with a price: its address is CAIP-10 or plain, none for a native coin. */
export interface PricedToken {
  address?: string | undefined;
  price: number;
}

const plainAddress = (address: string) => address.slice(address.lastIndexOf(':') + 1).toLowerCase();

export function pricesOf(tokens: readonly (PricedToken | undefined)[]): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const token of tokens) {
    if (!token || !(token.price > 0)) continue;
    prices[token.address ? plainAddress(token.address) : NATIVE_COIN_ADDRESS] = token.price;
  }
  return prices;
}
