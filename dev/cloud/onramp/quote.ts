/**
 * Issues on-ramp quotes: finds the asset bought, checks the §9 limits, prices it, splits the fees
 * (quoteMath.ts), stores the quote (so the provider page sells only quotes issued here) and answers it
 * in production's shape.
 */
import type { SwapChains } from '../convert/swapChain.ts';
import type { CloudDeps } from '../http.ts';
import {
  type PaymentCurrency,
  type PaymentMethod,
  type PurchaseAsset,
  providerOf,
  purchaseAssets,
} from './catalog.ts';
import { priceOf } from './price.ts';
import { formatCents, formatPurchase, limitBreach, NETWORK_FEE_CENTS, quoteFigures } from './quoteMath.ts';
import type { OnrampStore, StoredQuote } from './store.ts';

/** What the on-ramp routes and the provider page share. */
export interface OnrampContext {
  deps: CloudDeps;
  swaps: SwapChains;
  store: OnrampStore;
}

/** The assets sold on the chains this cloud was given. */
export function availableAssets(deps: CloudDeps): PurchaseAsset[] {
  return purchaseAssets(deps.indexer.chains(), Object.keys(deps.solanaChains ?? {}));
}

/** The asset `currency` (an id of options) on `network` (a network name of options, or CAIP-2). */
export function findAsset(deps: CloudDeps, currency: string, network: string): PurchaseAsset | undefined {
  return availableAssets(deps).find(
    (asset) =>
      asset.currency === currency.toUpperCase() && (asset.network === network || asset.chain === network),
  );
}

/** The RPC URL of an asset's chain. */
export function rpcUrlOf(deps: CloudDeps, asset: PurchaseAsset): string | undefined {
  return asset.chain.startsWith('solana:')
    ? deps.solanaChains?.[asset.chain]
    : deps.indexer.urlOf(asset.chain);
}

/** A quote request, parsed. */
export interface QuoteRequest {
  projectId: string;
  provider: StoredQuote['provider'];
  purchaseCurrency: string;
  paymentCurrency: PaymentCurrency;
  totalCents: bigint;
  network: string;
  paymentMethod?: PaymentMethod;
}

/** Issues and stores a quote, or says (400) why not. */
export async function issueQuote(
  ctx: OnrampContext,
  request: QuoteRequest,
): Promise<{ quote: StoredQuote; asset: PurchaseAsset } | { error: string }> {
  const asset = findAsset(ctx.deps, request.purchaseCurrency, request.network);
  if (!asset) {
    return {
      error: `network: ${request.purchaseCurrency} is not sold on ${request.network} (see GET /v1/onramp/options)`,
    };
  }
  const breach = limitBreach(request.totalCents, request.paymentCurrency, request.paymentMethod);
  if (breach) return { error: breach };
  const provider = providerOf(request.provider);
  // Without a method the dearer one (card) is quoted: the page charges no more than quoted.
  const feeBps = Math.max(
    ...(request.paymentMethod ? [provider.feeBps[request.paymentMethod]] : Object.values(provider.feeBps)),
  );
  const { price } = await priceOf(asset, request.paymentCurrency, {
    swaps: ctx.swaps,
    store: ctx.deps.indexer.store,
  });
  if (!(price > 0)) return { error: `purchaseCurrency: no price for ${asset.symbol}` };
  const namespace = asset.chain.split(':')[0] ?? '';
  const figures = quoteFigures({
    totalCents: request.totalCents,
    feeBps,
    networkFeeCents: NETWORK_FEE_CENTS[namespace] ?? 0n,
    price,
    decimals: asset.decimals,
  });
  if (figures.purchaseUnits === 0n) return { error: 'amount: too small to buy anything after fees' };
  const quote = ctx.store.addQuote({
    projectId: request.projectId,
    provider: request.provider,
    purchaseCurrency: asset.currency,
    chain: asset.chain,
    paymentCurrency: request.paymentCurrency,
    paymentMethod: request.paymentMethod ?? null,
    totalCents: figures.totalCents,
    feeCents: figures.feeCents,
    networkFeeCents: figures.networkFeeCents,
    purchaseUnits: figures.purchaseUnits,
    price,
  });
  return { quote, asset };
}

/** A stored quote in production's shape (`coinbaseFee` is the provider's fee, whichever provider). */
export function quoteAnswer(quote: StoredQuote, asset: PurchaseAsset) {
  const money = (cents: bigint) => ({ amount: formatCents(cents), currency: quote.paymentCurrency });
  return {
    purchaseAmount: { amount: formatPurchase(quote.purchaseUnits, asset.decimals), currency: asset.currency },
    paymentSubtotal: money(quote.totalCents - quote.feeCents - quote.networkFeeCents),
    paymentTotal: money(quote.totalCents),
    networkFee: money(quote.networkFeeCents),
    coinbaseFee: money(quote.feeCents),
    quoteId: quote.id,
  };
}
