/**
 * Account activity (§3 Transaction): the rules of §5 on what is shown (spam transactions, all
 * transfers flagged spam, are hidden; only transactions on the connected chain are shown), and the §2
 * labels of a transaction (relative time) and the pending badge. The API answer's schema is
 * transactions.schema.ts, which only the engine's fetch loads (with zod).
 */
import { pendingBadgeCount } from '../display.ts';
import { type AgeUnit, relativeTimeLabel, relativeTimeParts } from '../relativeTime.ts';

/** One transfer of a transaction, as Portico keeps it (nulls read as absent). */
export interface Transfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } };
  nft_info?: { name?: string; flags: { is_spam: boolean }; content?: { preview?: { url: string } } };
  direction: string;
  quantity: { numeric: string };
  value?: number;
  price?: number;
}

/** §3 Transaction. */
export interface Transaction {
  id: string;
  metadata: {
    minedAt: string;
    chain: string;
    operationType: string;
    status: string;
    sentFrom: string;
    sentTo: string;
  };
  transfers: Transfer[];
}

/** A page of history: its transactions and the cursor of the next page (undefined on the last page). */
export interface TransactionsPage {
  data: Transaction[];
  next: string | undefined;
}

// ── What is shown (§5) ─────────────────────────────────────────────────────────────────

/** §5: a spam transaction is one whose transfers are all flagged spam (one with no transfers is not). */
export function isSpam(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  );
}

/** §5: only transactions on the connected chain are shown. */
export function onConnectedChain(transaction: Transaction, caipNetworkId: string): boolean {
  return transaction.metadata.chain === caipNetworkId;
}

/** §5: the transactions of a page that are shown on `caipNetworkId`: not spam, on that chain. */
export function visibleTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) => !isSpam(transaction) && onConnectedChain(transaction, caipNetworkId),
  );
}

/** Appends a page to what is shown, each transaction once (a page may repeat one that moved). */
export function appendTransactions(
  shown: readonly Transaction[],
  page: readonly Transaction[],
): Transaction[] {
  const seen = new Set(shown.map((transaction) => transaction.id));
  const added: Transaction[] = [];
  for (const transaction of page) {
    if (seen.has(transaction.id)) continue;
    seen.add(transaction.id);
    added.push(transaction);
  }
  return [...shown, ...added];
}

// ── Labels (§2) ────────────────────────────────────────────────────────────────────────

/** The status a pending transaction has. */
export const PENDING_STATUS = 'pending';

/**
 * §2: the pending-transaction badge, capped at 99 (see `pendingBadgeCount`); 0 means no badge.
 */
export function pendingBadge(transactions: readonly Transaction[]): number {
  return pendingBadgeCount(
    transactions.filter((transaction) => transaction.metadata.status === PENDING_STATUS).length,
  );
}

/**
 * §2: how long ago a transaction was mined, abbreviated ('5 sec', '3 min', '2 hr', '4 d', '1 mo',
 * '2 yr'); undefined when its time is not a date.
 */
export function transactionTimeLabel(transaction: Transaction, nowMs: number): string | undefined {
  const minedAtMs = Date.parse(transaction.metadata.minedAt);
  return Number.isNaN(minedAtMs) ? undefined : relativeTimeLabel(minedAtMs, nowMs);
}

/** §2: how long ago a transaction was mined, as unit and count (for a label in any language). */
export function transactionAge(
  transaction: Transaction,
  nowMs: number,
): { unit: AgeUnit; count: number } | undefined {
  const minedAtMs = Date.parse(transaction.metadata.minedAt);
  return Number.isNaN(minedAtMs) ? undefined : relativeTimeParts(minedAtMs, nowMs);
}
