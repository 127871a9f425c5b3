/**
 * `startOnRampPurchase`: asks for the provider page's URL (§7 POST /v1/generators/onrampurl) for the
 * quote shown, to the account, and sends the window opened in the click there. The page's redirect
 * carries §7's publicKey, destinationCurrencyCode, walletAddress and externalCustomerId (the API adds them).
 */
import { parseCaipAddress } from '../../domain/caip.ts';
import { fiatAmountOf } from '../../domain/onramp/onRampAmount.ts';
import { quoteNetworkOf } from '../../domain/onramp/onRampSelection.ts';
import type {
  StartOnRampPurchaseInput,
  StartOnRampPurchaseOutput,
} from '../../machines/onramp/onRamp.context.ts';
import type { OnRampApi, OnRampUrlRequest } from '../api/onRampApi.ts';
import type { ProviderWindow } from './providerWindow.ts';

/** The URL request for a purchase: the quote's own when it is a real one, else the amount to quote. */
export function onRampUrlRequest(input: StartOnRampPurchaseInput): OnRampUrlRequest {
  const { address } = parseCaipAddress(input.caipAddress);
  const network = quoteNetworkOf(input.purchaseCurrency, input.caipNetworkId);
  // The §4 placeholder quote (quoteId '') sells nothing: the provider quotes the amount itself.
  const quoted = input.quote.quoteId !== '';
  return {
    destinationWallets: [{ address, blockchains: [network], assets: [input.purchaseCurrency.id] }],
    defaultNetwork: network,
    partnerUserId: address,
    defaultExperience: 'buy',
    presetFiatAmount: Number(fiatAmountOf(input.amount)),
    presetCryptoAmount: quoted ? Number(input.quote.purchaseAmount.amount) : undefined,
    quoteId: quoted ? input.quote.quoteId : undefined,
    provider: input.provider.name,
    paymentCurrency: input.paymentCurrency.id,
  };
}

export async function startOnRampPurchase(
  api: OnRampApi,
  providerWindow: ProviderWindow,
  input: StartOnRampPurchaseInput,
  now: () => number,
  signal?: AbortSignal,
): Promise<StartOnRampPurchaseOutput> {
  // Before the order exists: the purchase's history entries all change after this.
  const startedAt = now();
  const url = await api.generateUrl(onRampUrlRequest(input), signal);
  providerWindow.navigate(url);
  return { url, startedAt };
}
