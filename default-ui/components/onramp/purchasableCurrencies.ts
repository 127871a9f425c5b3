import { type CaipNetworkId, onRampNetworkOn, type PurchaseCurrency } from '../../../headless/index.ts';

/** The purchase currencies sold on a network (the on-ramp's own rule: a network names its chain by reference). */
export function purchasableOn(
  currencies: readonly PurchaseCurrency[],
  caipNetworkId: string | undefined,
): PurchaseCurrency[] {
  if (!caipNetworkId) return [];
  return currencies.filter(
    (currency) => onRampNetworkOn(currency, caipNetworkId as CaipNetworkId) !== undefined,
  );
}
