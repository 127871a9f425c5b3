/**
 * On-ramp purchases as GET /v1/account/{account}/history?onramp=<provider> lists them, in production's
 * shape: operationType `buy`, sent from the provider, status `ONRAMP_TRANSACTION_STATUS_*`, one incoming
 * transfer of what was bought.
 */
import { formatUnits } from 'viem';
import type { AssetUrls } from '../indexer/transactions.ts';
import { providerOf } from './catalog.ts';
import { findAsset, type OnrampContext } from './quote.ts';
import type { OrderStatus } from './store.ts';

/** Production's on-ramp transaction statuses. */
const ONRAMP_STATUS: Readonly<Record<Exclude<OrderStatus, 'created'>, string>> = {
  pending: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  success: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
};

/** Purchases listed per page (no cursor: the list is short). */
export const ONRAMP_HISTORY_LIMIT = 50;

/** The paid purchases of `provider` to `account`, newest first, on `chain` when given. */
export function onrampHistory(
  ctx: OnrampContext,
  query: { account: string; provider: string; chain?: string; urls: AssetUrls },
) {
  return ctx.store
    .paidOrders(query.account, query.provider, ONRAMP_HISTORY_LIMIT)
    .filter(({ quote }) => query.chain === undefined || quote.chain === query.chain)
    .flatMap(({ order, quote }) => {
      const asset = findAsset(ctx.deps, quote.purchaseCurrency, quote.chain);
      if (!asset || order.status === 'created') return [];
      const numeric = formatUnits(quote.purchaseUnits, asset.decimals);
      const price = quote.price;
      return [
        {
          id: order.id,
          metadata: {
            operationType: 'buy' as const,
            hash: order.txHash ?? '',
            minedAt: new Date(order.updatedAt).toISOString(),
            sentFrom: providerOf(quote.provider).label,
            sentTo: order.wallet,
            status: ONRAMP_STATUS[order.status],
            nonce: 0,
            chain: quote.chain,
          },
          transfers: [
            {
              fungible_info: {
                name: asset.name,
                symbol: asset.symbol,
                icon: { url: query.urls.token(asset.symbol) },
              },
              direction: 'in' as const,
              quantity: { int: quote.purchaseUnits.toString(), decimals: asset.decimals, numeric },
              value: Number(numeric) * price,
              price,
            },
          ],
        },
      ];
    });
}
