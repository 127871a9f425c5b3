/**
 * The arithmetic of an on-ramp quote, in whole cents and smallest units (bigint), never floats: what
 * the payer pays, the provider's fee, the network fee, and what is left to buy at the price.
 */
import { formatUnits } from 'viem';
import { PAYMENT_METHOD_LIMITS, PAYMENT_METHODS, type PaymentMethod } from './catalog.ts';

/** The network fee charged per namespace, in cents of the payment currency. */
export const NETWORK_FEE_CENTS: Readonly<Record<string, bigint>> = { eip155: 10n, solana: 1n };

/** Purchase amounts keep at most 8 decimals: what the page shows is exactly what is credited. */
const MAX_PURCHASE_DECIMALS = 8;

/** Cents of a fiat decimal with at most 2 decimals (`'10'`, `'10.5'`, `'10.00'`). */
export function centsOf(fiat: string): bigint {
  const [whole, fraction = ''] = fiat.split('.') as [string, string?];
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
}

/** `1000n` → `'10.00'`. */
export function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** The reason `cents` breaks the §9 limits of `method` (or of every method when none is named), if it does. */
export function limitBreach(cents: bigint, currency: string, method?: PaymentMethod): string | undefined {
  const methods = method ? [method] : PAYMENT_METHODS;
  // Limits are a few million cents at most: exact as numbers.
  const min = BigInt(Math.min(...methods.map((m) => Number(centsOf(PAYMENT_METHOD_LIMITS[m].min)))));
  const max = BigInt(Math.max(...methods.map((m) => Number(centsOf(PAYMENT_METHOD_LIMITS[m].max)))));
  const which = method ? `the ${method} ` : 'the ';
  if (cents < min) return `amount: must be at least ${formatCents(min)} ${currency} (${which}minimum)`;
  if (cents > max) return `amount: must be at most ${formatCents(max)} ${currency} (${which}maximum)`;
  return undefined;
}

/** A quote's figures. */
export interface QuoteFigures {
  totalCents: bigint;
  feeCents: bigint;
  networkFeeCents: bigint;
  subtotalCents: bigint;
  /** What is credited, in the asset's smallest unit. */
  purchaseUnits: bigint;
}

/**
 * Splits `totalCents` into the provider's fee (rounded up, so never below its rate), the network fee
 * and the subtotal, and buys the subtotal at `price` (payment currency per whole asset), rounded down.
 */
export function quoteFigures(input: {
  totalCents: bigint;
  feeBps: number;
  networkFeeCents: bigint;
  price: number;
  decimals: number;
}): QuoteFigures {
  const { totalCents, feeBps, networkFeeCents, price, decimals } = input;
  const feeCents = (totalCents * BigInt(feeBps) + 9999n) / 10000n;
  const subtotalCents = totalCents - feeCents - networkFeeCents;
  // The price to 8 decimals as a whole number: subtotal / price without floating error.
  const priceScaled = BigInt(Math.round(price * 1e8));
  let purchaseUnits =
    priceScaled > 0n && subtotalCents > 0n
      ? (subtotalCents * 10n ** BigInt(decimals) * 10n ** 6n) / priceScaled
      : 0n;
  if (decimals > MAX_PURCHASE_DECIMALS) {
    const step = 10n ** BigInt(decimals - MAX_PURCHASE_DECIMALS);
    purchaseUnits -= purchaseUnits % step;
  }
  return { totalCents, feeCents, networkFeeCents, subtotalCents, purchaseUnits };
}

/** The purchase amount as a decimal text (`'0.00312055'`). */
export function formatPurchase(units: bigint, decimals: number): string {
  return formatUnits(units, decimals);
}
