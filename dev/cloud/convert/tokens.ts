/** The tokens the seeded exchange trades: the native coin (`0xeeee…eeee`) and every token of a pool. */
import type { Address } from 'viem';
import { SEEDED_POOLS } from '../../chain/seed/exchange.ts';
import { EVM_NATIVE } from '../indexer/catalog.ts';
import { NATIVE_TOKEN_ADDRESS } from '../routes/fungible.ts';

/** A token of the exchange. */
export interface ExchangeToken {
  name: string;
  symbol: string;
  decimals: number;
  address: Address;
}

/** Native first, then the pools' tokens in the order they first appear. */
export const EXCHANGE_TOKENS: readonly ExchangeToken[] = [
  { ...EVM_NATIVE, address: NATIVE_TOKEN_ADDRESS },
  ...[...new Set(SEEDED_POOLS.flatMap((pool) => (pool.other ? [pool.token, pool.other] : [pool.token])))].map(
    ({ name, symbol, decimals, address }) => ({ name, symbol, decimals, address }),
  ),
];

/** The exchange's token at `address` (any case), if it trades it. */
export function exchangeToken(address: Address): ExchangeToken | undefined {
  return EXCHANGE_TOKENS.find((token) => token.address.toLowerCase() === address.toLowerCase());
}
