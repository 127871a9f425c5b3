/**
 * SQLite tables of the local on-ramp: the quotes it issued (so the provider page sells only those, and
 * each at most once) and the orders the provider page takes payment for (status, credit transaction).
 */
import { randomUUID } from 'node:crypto';
import type Database from 'libsql';
import * as z from 'zod';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS, PROVIDER_NAMES } from './catalog.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS onramp_quotes (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  purchase_currency TEXT NOT NULL,
  chain TEXT NOT NULL,
  payment_currency TEXT NOT NULL,
  payment_method TEXT,
  total_cents INTEGER NOT NULL,
  fee_cents INTEGER NOT NULL,
  network_fee_cents INTEGER NOT NULL,
  purchase_units TEXT NOT NULL,
  price REAL NOT NULL,
  created_at INTEGER NOT NULL,
  paid_by_order TEXT
);
CREATE TABLE IF NOT EXISTS onramp_orders (
  id TEXT PRIMARY KEY,
  quote_id TEXT NOT NULL REFERENCES onramp_quotes (id),
  project_id TEXT NOT NULL,
  wallet TEXT NOT NULL,
  wallet_key TEXT NOT NULL,
  partner_user_id TEXT,
  status TEXT NOT NULL,
  payment_method TEXT,
  tx_hash TEXT,
  error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS onramp_orders_wallet ON onramp_orders (wallet_key, updated_at);
`;

/** A quote as issued. */
export interface StoredQuote {
  id: string;
  projectId: string;
  provider: (typeof PROVIDER_NAMES)[number];
  purchaseCurrency: string;
  chain: string;
  paymentCurrency: (typeof PAYMENT_CURRENCIES)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number] | null;
  totalCents: bigint;
  feeCents: bigint;
  networkFeeCents: bigint;
  purchaseUnits: bigint;
  price: number;
  createdAt: number;
  paidByOrder: string | null;
}

/** The order statuses: `created` until paid, `pending` while the credit is on its way, then final. */
export const ORDER_STATUSES = ['created', 'pending', 'success', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order of the provider page. */
export interface StoredOrder {
  id: string;
  quoteId: string;
  projectId: string;
  wallet: string;
  partnerUserId: string | null;
  status: OrderStatus;
  paymentMethod: (typeof PAYMENT_METHODS)[number] | null;
  txHash: string | null;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

const cents = z
  .number()
  .int()
  .transform((n) => BigInt(n));
const quoteRow = z
  .object({
    id: z.string(),
    project_id: z.string(),
    provider: z.enum(PROVIDER_NAMES),
    purchase_currency: z.string(),
    chain: z.string(),
    payment_currency: z.enum(PAYMENT_CURRENCIES),
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    total_cents: cents,
    fee_cents: cents,
    network_fee_cents: cents,
    purchase_units: z
      .string()
      .regex(/^\d+$/)
      .transform((s) => BigInt(s)),
    price: z.number(),
    created_at: z.number(),
    paid_by_order: z.string().nullable(),
  })
  .transform(
    (r): StoredQuote => ({
      id: r.id,
      projectId: r.project_id,
      provider: r.provider,
      purchaseCurrency: r.purchase_currency,
      chain: r.chain,
      paymentCurrency: r.payment_currency,
      paymentMethod: r.payment_method,
      totalCents: r.total_cents,
      feeCents: r.fee_cents,
      networkFeeCents: r.network_fee_cents,
      purchaseUnits: r.purchase_units,
      price: r.price,
      createdAt: r.created_at,
      paidByOrder: r.paid_by_order,
    }),
  );
const orderRow = z
  .object({
    id: z.string(),
    quote_id: z.string(),
    project_id: z.string(),
    wallet: z.string(),
    partner_user_id: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    tx_hash: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.number(),
    updated_at: z.number(),
  })
  .transform(
    (r): StoredOrder => ({
      id: r.id,
      quoteId: r.quote_id,
      projectId: r.project_id,
      wallet: r.wallet,
      partnerUserId: r.partner_user_id,
      status: r.status,
      paymentMethod: r.payment_method,
      txHash: r.tx_hash,
      error: r.error,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }),
  );

/** The key a wallet is looked up by: EVM addresses in any case are one wallet; base58 is case-sensitive. */
export function walletKey(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address;
}

/** Quotes and orders. */
export class OnrampStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SCHEMA);
  }

  /** Stores a new quote; returns it with its fresh id. */
  addQuote(quote: Omit<StoredQuote, 'id' | 'createdAt' | 'paidByOrder'>, now = Date.now()): StoredQuote {
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO onramp_quotes (id, project_id, provider, purchase_currency, chain, payment_currency,
           payment_method, total_cents, fee_cents, network_fee_cents, purchase_units, price, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        quote.projectId,
        quote.provider,
        quote.purchaseCurrency,
        quote.chain,
        quote.paymentCurrency,
        quote.paymentMethod,
        Number(quote.totalCents),
        Number(quote.feeCents),
        Number(quote.networkFeeCents),
        quote.purchaseUnits.toString(),
        quote.price,
        now,
      );
    return { ...quote, id, createdAt: now, paidByOrder: null };
  }

  /** The quote `id`, or undefined. */
  quote(id: string): StoredQuote | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM onramp_quotes WHERE id = ?').get(id);
    return raw === undefined ? undefined : quoteRow.parse(raw);
  }

  /** Stores a new order (status `created`) for an issued quote. */
  addOrder(
    order: { quoteId: string; projectId: string; wallet: string; partnerUserId: string | null },
    now = Date.now(),
  ): StoredOrder {
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO onramp_orders (id, quote_id, project_id, wallet, wallet_key, partner_user_id, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'created', ?, ?)`,
      )
      .run(
        id,
        order.quoteId,
        order.projectId,
        order.wallet,
        walletKey(order.wallet),
        order.partnerUserId,
        now,
        now,
      );
    const stored = this.order(id);
    if (!stored) throw new Error('on-ramp order not stored');
    return stored;
  }

  /** The order `id`, or undefined. */
  order(id: string): StoredOrder | undefined {
    const raw: unknown = this.db.prepare('SELECT * FROM onramp_orders WHERE id = ?').get(id);
    return raw === undefined ? undefined : orderRow.parse(raw);
  }

  /**
   * Marks the order paid (`pending`) and its quote sold to it, atomically: of two pay requests for one
   * order, or two orders of one quote, exactly one wins; the others get false.
   */
  claimPayment(
    orderId: string,
    quoteId: string,
    method: (typeof PAYMENT_METHODS)[number],
    now = Date.now(),
  ): boolean {
    return this.db.transaction(() => {
      const sold = this.db
        .prepare('UPDATE onramp_quotes SET paid_by_order = ? WHERE id = ? AND paid_by_order IS NULL')
        .run(orderId, quoteId);
      if (sold.changes === 0) return false;
      const paid = this.db
        .prepare(
          `UPDATE onramp_orders SET status = 'pending', payment_method = ?, updated_at = ?
           WHERE id = ? AND status = 'created'`,
        )
        .run(method, now, orderId);
      if (paid.changes === 0) throw new Error('on-ramp order was paid while its quote was not');
      return true;
    })();
  }

  /** Records the credit transaction of a pending order. */
  recordCreditSent(orderId: string, txHash: string, now = Date.now()): void {
    this.db
      .prepare(`UPDATE onramp_orders SET tx_hash = ?, updated_at = ? WHERE id = ? AND status = 'pending'`)
      .run(txHash, now, orderId);
  }

  /** Ends a pending order: `success` once the credit landed, `failed` with the reason otherwise. */
  finish(
    orderId: string,
    outcome: { status: 'success' } | { status: 'failed'; error: string },
    now = Date.now(),
  ): void {
    this.db
      .prepare(
        `UPDATE onramp_orders SET status = ?, error = ?, updated_at = ? WHERE id = ? AND status = 'pending'`,
      )
      .run(outcome.status, outcome.status === 'failed' ? outcome.error : null, now, orderId);
  }

  /** The paid orders (any status but `created`) to `wallet` whose quote was of `provider`, newest first. */
  paidOrders(wallet: string, provider: string, limit: number): { order: StoredOrder; quote: StoredQuote }[] {
    const rows: unknown[] = this.db
      .prepare(
        `SELECT o.id FROM onramp_orders o JOIN onramp_quotes q ON q.id = o.quote_id
         WHERE o.wallet_key = ? AND q.provider = ? AND o.status != 'created'
         ORDER BY o.created_at DESC, o.id LIMIT ?`,
      )
      .all(walletKey(wallet), provider, limit);
    return rows.flatMap((raw) => {
      const order = this.order(z.object({ id: z.string() }).parse(raw).id);
      const quote = order && this.quote(order.quoteId);
      return order && quote ? [{ order, quote }] : [];
    });
  }
}
