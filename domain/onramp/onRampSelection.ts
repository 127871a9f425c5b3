/**
 * Which currencies and provider the on-ramp starts with, and which of a purchase currency's networks
 * a quote asks for: the account's chain, matched by its CAIP-2 reference ('31337' of eip155:31337).
 */
import type { CaipNetworkId } from '../caip.ts';
import type { OnRampOptions, OnRampProvider, PaymentCurrency, PurchaseCurrency } from './onRampTypes.ts';

/** What the person has chosen: the currencies, the provider and the amount typed. */
export interface OnRampSelection {
  purchaseCurrency: PurchaseCurrency | undefined;
  paymentCurrency: PaymentCurrency | undefined;
  provider: OnRampProvider | undefined;
  amount: string;
}

/** The payment currency chosen first when the options list it. */
export const DEFAULT_PAYMENT_CURRENCY_ID = 'USD';

/** The namespaces whose chains the on-ramp sells on (§3: networks of eip155 chains and Solana). */
export const ONRAMP_NAMESPACES: readonly string[] = ['eip155', 'solana'];

/** Whether the on-ramp can sell to an account on this chain's namespace. */
export function isOnRampNamespace(caipNetworkId: CaipNetworkId): boolean {
  return ONRAMP_NAMESPACES.includes(caipNetworkId.slice(0, caipNetworkId.indexOf(':')));
}

const referenceOf = (caipNetworkId: CaipNetworkId): string =>
  caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);

/** The purchase currency's network on the chain, if it is sold there. */
export function networkOn(currency: PurchaseCurrency, caipNetworkId: CaipNetworkId) {
  const reference = referenceOf(caipNetworkId);
  return currency.networks.find((network) => network.chain_id === reference);
}

/**
 * The start of a purchase: the first purchase currency sold on the account's chain (else the first),
 * USD when listed (else the first payment currency), the first provider, and no amount.
 */
export function defaultSelection(
  options: OnRampOptions,
  caipNetworkId: CaipNetworkId | undefined,
): OnRampSelection {
  const onChain =
    caipNetworkId === undefined
      ? undefined
      : options.purchaseCurrencies.find((currency) => networkOn(currency, caipNetworkId) !== undefined);
  return {
    purchaseCurrency: onChain ?? options.purchaseCurrencies[0],
    paymentCurrency:
      options.paymentCurrencies.find((currency) => currency.id === DEFAULT_PAYMENT_CURRENCY_ID) ??
      options.paymentCurrencies[0],
    provider: options.providers[0],
    amount: '',
  };
}

/**
 * The network a quote asks for: the purchase currency's network name on the account's chain, or the
 * chain's CAIP-2 id when it is not listed there (the quote API takes either, and says what it refuses).
 */
export function quoteNetworkOf(currency: PurchaseCurrency, caipNetworkId: CaipNetworkId): string {
  return networkOn(currency, caipNetworkId)?.name ?? caipNetworkId;
}
