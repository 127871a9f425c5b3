/**
 * Selectors of the balances snapshot: what the Account view reads.
 */
import type { SnapshotFrom } from 'xstate';
import { decimalText, parseDecimal } from '../../domain/amounts/decimal.ts';
import { formatBalance } from '../../domain/display.ts';
import type { balancesMachine } from './balances.machine.ts';

/** A snapshot of the balances actor. */
export type BalancesSnapshot = SnapshotFrom<typeof balancesMachine>;

/** §9 "Balances display 3 decimals": the native balance, e.g. '1.234'; undefined before the first fetch. */
export function selectFormattedBalance(snapshot: BalancesSnapshot): string | undefined {
  const { native } = snapshot.context;
  if (!native) return undefined;
  try {
    return formatBalance({ value: BigInt(native.value), decimals: native.decimals });
  } catch {
    // A value that is not an integer string came from a broken fetcher: show nothing rather than crash.
    return undefined;
  }
}

/**
 * The native balance in full, as decimal text ('10000', '1.234567890123456789'): what the views round
 * for people (amounts/amountFormat.ts), from every digit rather than from the 3-decimal text above.
 * Undefined before the first fetch, or for a value that is not an integer string.
 */
export function selectBalanceValue(snapshot: BalancesSnapshot): string | undefined {
  const { native } = snapshot.context;
  if (!native || !/^-?\d+$/.test(native.value)) return undefined;
  const decimal = parseDecimal({ value: BigInt(native.value), decimals: native.decimals });
  return decimal && decimalText(decimal);
}

/** §3 balanceSymbol. */
export function selectBalanceSymbol(snapshot: BalancesSnapshot): string | undefined {
  return snapshot.context.native?.symbol;
}

/** The native balance is being fetched for the first time (placeholder, not a stale value). */
export function selectIsLoadingBalance(snapshot: BalancesSnapshot): boolean {
  return snapshot.matches({ watching: 'fetching' }) && snapshot.context.native === undefined;
}
