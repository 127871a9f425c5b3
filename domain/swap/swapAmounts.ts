/**
 * The swap flow's arithmetic: amounts as typed ('0.5') and as the exchange counts them (whole numbers
 * of the token's smallest unit), the minimum received under the slippage tolerance, the price impact
 * and the network cost. Token amounts are bigints, never floats; only USD worth is a float.
 */
import { formatUnits, parseUnits } from 'viem';

/** A positive decimal number as typed: digits with at most one point ('0.5', '.5', '10.'). */
const AMOUNT_SYNTAX = /^(?:\d+\.?\d*|\.\d+)$/;
/** Basis points in 100 %: slippage may be fractional (0.5 %), so it is counted in hundredths of a percent. */
const BASIS_POINTS = 10_000;

/**
 * An amount as typed, in the token's smallest unit; undefined unless it is a positive number with at
 * most `decimals` decimals ('', '0', '-1', 'abc' and '0.1234567' for a 6-decimal token are not).
 */
export function parseSwapAmount(typed: string, decimals: number): bigint | undefined {
  const text = typed.trim();
  const fraction = text.split('.')[1] ?? '';
  if (!AMOUNT_SYNTAX.test(text) || !Number.isSafeInteger(decimals) || decimals < 0) return undefined;
  if (fraction.length > decimals) return undefined;
  const units = parseUnits(text.endsWith('.') ? text.slice(0, -1) : text, decimals);
  return units > 0n ? units : undefined;
}

/** A whole number of the smallest unit, shown in the token's unit ('1500000', 6 → '1.5'). */
export function formatSwapAmount(units: bigint | string, decimals: number): string {
  return formatUnits(BigInt(units), decimals);
}

/**
 * What the account holds of a token, in its smallest unit, from the holding's decimal `numeric`
 * ('12.5'). Digits beyond the token's decimals are dropped (they cannot be spent); a holding that is
 * not a plain decimal number counts as none.
 */
export function heldUnits(numeric: string, decimals: number): bigint {
  const text = numeric.trim();
  if (!/^\d+(?:\.\d*)?$/.test(text) || !Number.isSafeInteger(decimals) || decimals < 0) return 0n;
  const [whole = '0', fraction = ''] = text.split('.');
  return parseUnits(`${whole}.${fraction.slice(0, decimals) || '0'}`, decimals);
}

/**
 * The least the swap may give (the exchange's amountOutMin): the quoted amount less the slippage
 * tolerance in percent, rounded down. Throws a RangeError for a tolerance outside 0–100 %.
 */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  const basisPoints = Math.round(slippagePercent * 100);
  if (!Number.isFinite(slippagePercent) || basisPoints < 0 || basisPoints > BASIS_POINTS) {
    throw new RangeError(`A slippage tolerance is a percentage from 0 to 100, not ${slippagePercent}`);
  }
  return (toAmount * BigInt(BASIS_POINTS - basisPoints)) / BigInt(BASIS_POINTS);
}

/** One side of a swap for the price impact: an amount in the smallest unit, and the token's USD price. */
export interface PricedAmount {
  units: bigint;
  decimals: number;
  /** USD price of one token; 0 when unknown. */
  price: number;
}

/**
 * How much USD worth the swap loses, in percent: (worth sold − worth bought) / worth sold × 100.
 * Undefined when a price is unknown (0) or nothing is sold; never below 0 (a swap that gains worth by
 * the prices' reckoning has no impact to warn of).
 */
export function priceImpact(sold: PricedAmount, bought: PricedAmount): number | undefined {
  if (!(sold.price > 0) || !(bought.price > 0)) return undefined;
  const worthSold = Number(formatUnits(sold.units, sold.decimals)) * sold.price;
  const worthBought = Number(formatUnits(bought.units, bought.decimals)) * bought.price;
  if (!(worthSold > 0)) return undefined;
  return Math.max(0, ((worthSold - worthBought) / worthSold) * 100);
}

/** The network cost of the swap in wei: the gas it is expected to use at the quoted gas price. */
export function networkCost(gas: bigint | string, gasPrice: bigint | string): bigint {
  return BigInt(gas) * BigInt(gasPrice);
}
