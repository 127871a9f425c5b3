/**
 * Account activity (§3 Transaction; §7 GET /v1/account/{account}/history reads `data` and `next`): the
 * answer's schema and the rules of §5 on what is shown: spam transactions (all transfers flagged spam)
 * are hidden, and only transactions on the connected chain are shown. Also the §2 labels of a
 * transaction (relative time) and the pending badge.
 *
 * The envelope must be valid or the whole page is refused ('Failed to fetch transactions', §4); each
 * transaction is then parsed on its own and a malformed one is dropped. Fields beyond the §3 ones are
 * ignored, and optional ones may come as null.
 */
import * as z from 'zod/mini';
import { pendingBadgeCount, relativeTimeLabel } from '../display.ts';
import { PorticoError } from '../errors.ts';

/** §3 transfer: fungible_info (name, symbol, icon.url) or nft_info (name, flags.is_spam, content.preview.url). */
export const transferSchema = z.object({
  fungible_info: z.nullish(
    z.object({
      name: z.nullish(z.string()),
      symbol: z.nullish(z.string()),
      icon: z.nullish(z.object({ url: z.nullish(z.string()) })),
    }),
  ),
  nft_info: z.nullish(
    z.object({
      name: z.nullish(z.string()),
      flags: z.nullish(z.object({ is_spam: z.nullish(z.boolean()) })),
      content: z.nullish(z.object({ preview: z.nullish(z.object({ url: z.nullish(z.string()) })) })),
    }),
  ),
  /** 'in', 'out' or 'self' as indexers send it; kept as text, the UI picks an arrow. */
  direction: z.string(),
  quantity: z.object({ numeric: z.string() }),
  value: z.nullish(z.number()),
  price: z.nullish(z.number()),
});

/** §3 transaction: id, metadata (minedAt, chain, operationType, status, sentFrom, sentTo), transfers. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    /** ISO 8601 time the transaction was mined (or seen, while pending). */
    minedAt: z.string(),
    /** The transaction's network, a CAIP-2 id ('eip155:1'). */
    chain: z.string(),
    operationType: z.string(),
    /** 'confirmed', 'failed' or 'pending'. */
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.nullish(z.array(transferSchema)),
});

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

/** The envelope of a history answer; transactions are checked one by one. */
export const historyEnvelopeSchema = z.object({
  data: z.array(z.unknown()),
  next: z.nullish(z.string()),
});

/** One transaction, or undefined when it is malformed. */
export function parseTransaction(value: unknown): Transaction | undefined {
  const parsed = transactionSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { id, metadata, transfers } = parsed.data;
  return { id, metadata: { ...metadata }, transfers: (transfers ?? []).map(toTransfer) };
}

function toTransfer(transfer: z.infer<typeof transferSchema>): Transfer {
  const fungible = transfer.fungible_info;
  const nft = transfer.nft_info;
  const iconUrl = fungible?.icon?.url;
  const previewUrl = nft?.content?.preview?.url;
  return {
    ...(fungible
      ? {
          fungible_info: {
            ...(fungible.name != null ? { name: fungible.name } : {}),
            ...(fungible.symbol != null ? { symbol: fungible.symbol } : {}),
            ...(iconUrl ? { icon: { url: iconUrl } } : {}),
          },
        }
      : {}),
    ...(nft
      ? {
          nft_info: {
            ...(nft.name != null ? { name: nft.name } : {}),
            flags: { is_spam: nft.flags?.is_spam === true },
            ...(previewUrl ? { content: { preview: { url: previewUrl } } } : {}),
          },
        }
      : {}),
    direction: transfer.direction,
    quantity: { numeric: transfer.quantity.numeric },
    ...(typeof transfer.value === 'number' ? { value: transfer.value } : {}),
    ...(typeof transfer.price === 'number' ? { price: transfer.price } : {}),
  };
}

/**
 * A history answer as a page. Throws a PorticoError 'Failed to fetch transactions' when the body is
 * not a history answer at all. An empty cursor means there is no next page.
 */
export function parseTransactionsPage(body: unknown): TransactionsPage {
  const envelope = historyEnvelopeSchema.safeParse(body);
  if (!envelope.success) throw PorticoError.of('failedToFetchTransactions');
  return {
    data: envelope.data.data.flatMap((entry) => parseTransaction(entry) ?? []),
    next: envelope.data.next || undefined,
  };
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
