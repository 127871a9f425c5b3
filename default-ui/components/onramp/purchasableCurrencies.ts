import type { PurchaseCurrency } from '../../../headless/index.ts';

/**
 * The purchase currencies sold on a network: a currency's network names the chain by its CAIP-2
 * reference (`chain_id` '1' for eip155:1, the genesis-hash reference on Solana).
 */
export function purchasableOn(
  currencies: readonly PurchaseCurrency[],
  caipNetworkId: string | undefined,
): PurchaseCurrency[] {
  if (!caipNetworkId) return [];
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
  return currencies.filter((currency) => currency.networks.some((network) => network.chain_id === reference));
}
