/**
 * The local on-ramp provider page, standing in for the production providers' checkout: it shows the
 * order's quote, takes the test card or a bank payment within the §9 limits, and polls the order's
 * status while the wallet is credited on chain. Plain HTML and one small inline script.
 *
 * GET  /onramp/provider/{orderId}          the page
 * GET  /onramp/provider/{orderId}/status   the order's status (the modal polls it too)
 * POST /onramp/provider/{orderId}/pay      `{ method: 'CARD', cardNumber } | { method: 'ACH_BANK_ACCOUNT', accountNumber }`
 */
import type { Hono } from 'hono';
import { type CloudEnv, jsonError, parseBody } from '../http.ts';
import { PAYMENT_METHOD_LIMITS, providerOf } from './catalog.ts';
import type { Crediter } from './credit.ts';
import { pay } from './purchase.ts';
import { findAsset, type OnrampContext, quoteAnswer } from './quote.ts';
import { formatCents, limitBreach } from './quoteMath.ts';
import { payBodySchema } from './schemas.ts';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An order with its quote, asset and quote answer, or undefined for an unknown order. */
function orderView(ctx: OnrampContext, orderId: string) {
  const order = ORDER_ID.test(orderId) ? ctx.store.order(orderId) : undefined;
  const quote = order && ctx.store.quote(order.quoteId);
  const asset = quote && findAsset(ctx.deps, quote.purchaseCurrency, quote.chain);
  if (!order || !quote || !asset) return undefined;
  return { order, quote, answer: quoteAnswer(quote, asset) };
}

/** The order's status as GET …/status answers it, or undefined for an unknown order. */
export function orderStatus(ctx: OnrampContext, orderId: string) {
  const view = orderView(ctx, orderId);
  if (!view) return undefined;
  const { order, quote, answer } = view;
  return {
    orderId: order.id,
    provider: quote.provider,
    status: order.status,
    txHash: order.txHash,
    error: order.error,
    chain: quote.chain,
    walletAddress: order.wallet,
    paymentMethod: order.paymentMethod,
    purchaseAmount: answer.purchaseAmount,
    paymentTotal: answer.paymentTotal,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(ctx: OnrampContext, orderId: string): string | undefined {
  const view = orderView(ctx, orderId);
  if (!view) return undefined;
  const { order, quote, answer } = view;
  const currency = quote.paymentCurrency;
  const methodRow = (method: 'CARD' | 'ACH_BANK_ACCOUNT', label: string) => {
    const limits = PAYMENT_METHOD_LIMITS[method];
    const breach = limitBreach(quote.totalCents, currency, method);
    return `<label><input type="radio" name="method" value="${method}"${breach ? ' disabled' : ''}> ${label}
      (${limits.min}–${limits.max} ${currency})${breach ? ` — ${escapeHtml(breach)}` : ''}</label>`;
  };
  const e = (text: string) => escapeHtml(text);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(providerOf(quote.provider).label)} (local on-ramp)</title></head>
<body>
<h1>${e(providerOf(quote.provider).label)} — local test on-ramp</h1>
<dl>
  <dt>You buy</dt><dd id="purchase">${e(answer.purchaseAmount.amount)} ${e(answer.purchaseAmount.currency)} on ${e(quote.chain)}</dd>
  <dt>To</dt><dd id="wallet">${e(order.wallet)}</dd>
  <dt>Subtotal</dt><dd>${e(answer.paymentSubtotal.amount)} ${currency}</dd>
  <dt>Provider fee</dt><dd id="fee">${e(answer.coinbaseFee.amount)} ${currency}</dd>
  <dt>Network fee</dt><dd>${e(answer.networkFee.amount)} ${currency}</dd>
  <dt>Total</dt><dd id="total">${formatCents(quote.totalCents)} ${currency}</dd>
</dl>
<form id="pay">
  ${methodRow('CARD', 'Card')}
  ${methodRow('ACH_BANK_ACCOUNT', 'Bank account')}
  <p><label>Card number <input name="cardNumber" autocomplete="off" placeholder="4242 4242 4242 4242"></label></p>
  <p><label>Bank account number <input name="accountNumber" autocomplete="off" placeholder="000123456789"></label></p>
  <button type="submit">Pay ${formatCents(quote.totalCents)} ${currency}</button>
</form>
<p id="status" role="status">${e(order.status === 'created' ? '' : `Order ${order.status}`)}</p>
<script>
const base = location.pathname;
const statusLine = document.getElementById('status');
async function poll() {
  const answer = await (await fetch(base + '/status')).json();
  if (answer.status === 'success') statusLine.textContent = 'Paid: funds sent in ' + answer.txHash;
  else if (answer.status === 'failed') statusLine.textContent = 'Failed: ' + answer.error;
  else { statusLine.textContent = 'Sending your funds…'; setTimeout(poll, 500); }
}
document.getElementById('pay').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  const method = form.get('method');
  if (!method) { statusLine.textContent = 'Choose a payment method'; return; }
  const body = method === 'CARD'
    ? { method, cardNumber: String(form.get('cardNumber')) }
    : { method, accountNumber: String(form.get('accountNumber')) };
  const res = await fetch(base + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 202) { statusLine.textContent = (await res.json()).message; return; }
  poll();
});
</script>
</body></html>`;
}

/** Registers the provider page, its status and its pay routes (no project id: the order id is the key). */
export function registerProviderPage(app: Hono<CloudEnv>, ctx: OnrampContext, crediter: Crediter): void {
  app.get('/onramp/provider/:orderId', (c) => {
    const html = page(ctx, c.req.param('orderId'));
    return html
      ? c.html(html)
      : c.html('<!doctype html><title>Not found</title><p>No such on-ramp order.</p>', 404);
  });
  app.get('/onramp/provider/:orderId/status', (c) => {
    const status = orderStatus(ctx, c.req.param('orderId'));
    return status ? c.json(status) : jsonError(c, 404, `order: no on-ramp order ${c.req.param('orderId')}`);
  });
  app.post('/onramp/provider/:orderId/pay', async (c) => {
    const orderId = c.req.param('orderId');
    if (!ORDER_ID.test(orderId)) return jsonError(c, 404, `order: no on-ramp order ${orderId}`);
    const body = await parseBody(c, payBodySchema);
    if (!body.ok) return body.response;
    const outcome = pay(ctx, crediter, orderId, body.data);
    return c.json(outcome.body, outcome.status);
  });
}
