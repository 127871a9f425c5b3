import {
  type CaipNetworkId,
  onRampNetworkOn,
  type PaymentCurrency,
  type PurchaseCurrency,
} from '../../../headless/index.ts';
import { fiatCurrencyName, type PickerCurrency } from '../picker/pickerRules.ts';

/** A purchase currency as the currency picker lists it, with the on-ramp's own record. */
export type PurchaseOption = PickerCurrency & { readonly currency: PurchaseCurrency };
/** A payment currency as the currency picker lists it, with the on-ramp's own record. */
export type PaymentOption = PickerCurrency & { readonly currency: PaymentCurrency };

/**
 * The currencies to buy, for the picker: symbol and name as the on-ramp gives them; the one sold as
 * the network's native coin (no contract address there, §3) marked so its network's logo stands for it;
 * a currency the account holds with the image the Tokens tab shows for it (`held`: its token balances).
 */
export function purchaseOptions(
  currencies: readonly PurchaseCurrency[],
  caipNetworkId: string | undefined,
  held: readonly { symbol: string; iconUrl: string }[] = [],
): PurchaseOption[] {
  return currencies.map((currency) => {
    const network = caipNetworkId ? onRampNetworkOn(currency, caipNetworkId as CaipNetworkId) : undefined;
    return {
      id: currency.id,
      symbol: currency.symbol,
      name: currency.name,
      nativeOf: network && network.contract_address === '' ? caipNetworkId : undefined,
      imageUrl: held.find((token) => token.symbol === currency.symbol)?.iconUrl || undefined,
      currency,
    };
  });
}

/** The currencies to pay with, for the picker: the code as the symbol, its name in the visitor's language. */
export function paymentOptions(currencies: readonly PaymentCurrency[], locale: string): PaymentOption[] {
  return currencies.map((currency) => ({
    id: currency.id,
    symbol: currency.id,
    name: fiatCurrencyName(locale, currency.id),
    currency,
  }));
}
