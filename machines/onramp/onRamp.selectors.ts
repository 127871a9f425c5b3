/**
 * Selectors of the on-ramp snapshot: what the OnRamp, OnRampProviders and BuyInProgress views (and
 * `useOnRamp`) read.
 */
import type { SnapshotFrom } from 'xstate';
import { cardLimitsOf } from '../../domain/onramp/onRampAmount.ts';
import type { OnRampSelection } from '../../domain/onramp/onRampSelection.ts';
import type { OnRampOptions, OnRampQuote } from '../../domain/onramp/onRampTypes.ts';
import type { OnRampContext } from './onRamp.context.ts';
import type { onRampMachine } from './onRamp.machine.ts';

/** A snapshot of the on-ramp actor. */
export type OnRampSnapshot = SnapshotFrom<typeof onRampMachine>;

/**
 * Where the flow is, as a view needs it: `idle` (no account it sells to), `loading` the options,
 * `editing` (no amount, or one outside the card limits: `error` says which), `quoting` (waiting for the
 * pause in typing, then for the quote), `quoted`, `quoteFailed` (§4 placeholder quote, `error` kept),
 * `opening` the provider's page, `waiting` for the funds, `succeeded` (`lastHash`), `failed`.
 */
export type OnRampStatus =
  | 'idle'
  | 'loading'
  | 'editing'
  | 'quoting'
  | 'quoted'
  | 'quoteFailed'
  | 'opening'
  | 'waiting'
  | 'succeeded'
  | 'failed';

const STATUS_OF_STATE: ReadonlyArray<readonly [string, OnRampStatus]> = [
  ['idle', 'idle'],
  ['loadingOptions', 'loading'],
  ['editing.incomplete', 'editing'],
  ['editing.debouncing', 'quoting'],
  ['editing.quoting', 'quoting'],
  ['editing.quoted', 'quoted'],
  ['editing.quoteFailed', 'quoteFailed'],
  ['opening', 'opening'],
  ['waiting', 'waiting'],
  ['succeeded', 'succeeded'],
  ['failed', 'failed'],
];

/** The flow's status (see OnRampStatus). */
export function selectOnRampStatus(snapshot: OnRampSnapshot): OnRampStatus {
  // The states nest one level deep: 'waiting', or { editing: 'quoted' }.
  const path =
    typeof snapshot.value === 'string'
      ? snapshot.value
      : Object.entries(snapshot.value)
          .map(([parent, child]) => `${parent}.${String(child)}`)
          .join();
  return STATUS_OF_STATE.find(([state]) => state === path)?.[1] ?? 'idle';
}

/** §3 quotesLoading: a quote is on its way (the pause in typing included, so the view never shows a stale one). */
export function selectQuotesLoading(snapshot: OnRampSnapshot): boolean {
  return snapshot.matches({ editing: 'debouncing' }) || snapshot.matches({ editing: 'quoting' });
}

/** §3 error message: the card limits missed, or why the last quote or purchase failed. */
export function selectOnRampError(snapshot: OnRampSnapshot): string | undefined {
  return snapshot.context.error;
}

/**
 * The payment currency's card limits (§9: 10.00–7500.00), as the amount field shows them: the options'
 * own entry, so a `useSelector` over it re-renders only when the payment currency changes.
 */
export function selectOnRampLimits(snapshot: OnRampSnapshot): { min: string; max: string } | undefined {
  return cardLimitsOf(snapshot.context.paymentCurrency);
}

/** What can be bought, with what and from whom: the options answer, or the §4 built-in defaults. */
export function selectOnRampOptions(snapshot: OnRampSnapshot): OnRampOptions {
  return snapshot.context.options;
}

const selections = new WeakMap<OnRampContext, OnRampSelection>();

/** The currencies, provider and amount chosen; the same context gives the same object. */
export function selectOnRampSelection(snapshot: OnRampSnapshot): OnRampSelection {
  const { context } = snapshot;
  const known = selections.get(context);
  if (known) return known;
  const { purchaseCurrency, paymentCurrency, provider, amount } = context;
  const selection = { purchaseCurrency, paymentCurrency, provider, amount };
  selections.set(context, selection);
  return selection;
}

/** The last quote, or the §4 placeholder after a failure (quoteId ''). */
export function selectOnRampQuote(snapshot: OnRampSnapshot): OnRampQuote | undefined {
  return snapshot.context.quote;
}

/** The credit's transaction hash once the funds arrived. */
export function selectOnRampLastHash(snapshot: OnRampSnapshot): string | undefined {
  return snapshot.context.lastHash;
}
