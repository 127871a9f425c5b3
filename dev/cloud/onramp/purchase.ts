/**
 * The provider page's payment: checks the order, the §9 limit of the method and the test card, sells
 * the quote once (atomically), then credits the wallet on chain in the background; the order goes
 * `pending` → `success` (with the transaction hash) or `failed`.
 */
import type { Crediter } from './credit.ts';
import { findAsset, type OnrampContext, rpcUrlOf } from './quote.ts';
import { limitBreach } from './quoteMath.ts';
import type { Payment } from './schemas.ts';

/** The one card number the test provider accepts. */
export const TEST_CARD_NUMBER = '4242424242424242';
/** The text of any other card. */
export const CARD_DECLINED_MESSAGE =
  'Card declined: this test provider accepts only the card 4242 4242 4242 4242';

/** The answer of a pay request. */
export type PayOutcome =
  | { status: 202; body: { status: 'pending' } }
  | { status: 400 | 402 | 404 | 409 | 503; body: { message: string } };

/** Takes the payment of order `orderId` and starts its credit. */
export function pay(ctx: OnrampContext, crediter: Crediter, orderId: string, payment: Payment): PayOutcome {
  const order = ctx.store.order(orderId);
  const quote = order && ctx.store.quote(order.quoteId);
  if (!order || !quote) return { status: 404, body: { message: `order: no on-ramp order ${orderId}` } };
  if (order.status !== 'created' || quote.paidByOrder !== null) {
    return {
      status: 409,
      body: { message: `order: already paid (status ${order.status}); a payment is taken once` },
    };
  }
  const breach = limitBreach(quote.totalCents, quote.paymentCurrency, payment.method);
  if (breach) return { status: 400, body: { message: breach } };
  if (payment.method === 'CARD' && payment.cardNumber !== TEST_CARD_NUMBER) {
    return { status: 402, body: { message: CARD_DECLINED_MESSAGE } };
  }
  const asset = findAsset(ctx.deps, quote.purchaseCurrency, quote.chain);
  const url = asset && rpcUrlOf(ctx.deps, asset);
  if (!asset || !url) return { status: 503, body: { message: `chain ${quote.chain} is no longer served` } };
  if (!ctx.store.claimPayment(order.id, quote.id, payment.method)) {
    return { status: 409, body: { message: 'order: already paid; a payment is taken once' } };
  }
  crediter
    .send({
      asset,
      url,
      wallet: order.wallet,
      units: quote.purchaseUnits,
      onSent: (hash) => ctx.store.recordCreditSent(order.id, hash),
    })
    .then(
      () => ctx.store.finish(order.id, { status: 'success' }),
      (error: Error) =>
        ctx.store.finish(order.id, {
          status: 'failed',
          error: error.message.split('\n')[0] ?? 'credit failed',
        }),
    );
  return { status: 202, body: { status: 'pending' } };
}
