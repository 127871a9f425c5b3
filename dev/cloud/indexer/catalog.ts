/**
 * The cloud's own knowledge about assets, which no chain holds: the price table (USD per symbol, other
 * currencies by a fixed rate), the spam flags of NFTs, and the native currency of EVM chains. The seeded
 * contracts of dev/chain (same addresses on every chain) are flagged and priced here.
 */
import { PETS, PTK, PUSD, SPAM_PET_IDS } from '../../chain/seed/plan.ts';
import type { IndexStore } from './store.ts';

/** Prices in USD loaded into the price table at start. PPT (0 decimals) has none: its value is 0. */
export const DEFAULT_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3120.55,
  SOL: 142.37,
  [PUSD.symbol]: 1,
  [PTK.symbol]: 0.4217,
};

/** Units of each accepted currency per USD. */
export const CURRENCY_RATES: Readonly<Record<string, number>> = { usd: 1, eur: 0.92, gbp: 0.79, jpy: 151.2 };

/** The accepted `currency` values. */
export const CURRENCIES = Object.keys(CURRENCY_RATES) as [string, ...string[]];

/** NFTs flagged as spam on every followed EVM chain: the seeded airdrop of Portico Pets. */
export const DEFAULT_SPAM = SPAM_PET_IDS.map((id) => ({ contract: PETS.address, tokenId: id.toString() }));

/** The native currency of every followed EVM chain (the local anvils hold ETH). */
export const EVM_NATIVE = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** The native currency of the Solana chains whose balances are read (the dev/chain stand-in holds SOL). */
export const SOLANA_NATIVE = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** Loads the default prices. */
export function loadDefaultPrices(store: IndexStore): void {
  for (const [symbol, usd] of Object.entries(DEFAULT_PRICES_USD)) store.setPrice(symbol, usd);
}

/** Flags the default spam NFTs on `chain`. */
export function flagDefaultSpam(store: IndexStore, chain: string): void {
  for (const item of DEFAULT_SPAM) store.flagSpam(chain, item.contract, item.tokenId);
}

/** The price of `symbol` in `currency` (a key of CURRENCY_RATES); 0 when the table has none. */
export function priceIn(store: IndexStore, symbol: string, currency: string): number {
  const usd = store.priceUsd(symbol);
  return usd === undefined ? 0 : usd * (CURRENCY_RATES[currency] ?? 1);
}
