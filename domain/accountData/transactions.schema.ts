/**
 * The history answer (§7 GET /v1/account/{account}/history reads `data` and `next`; §3 Transaction).
 *
 * The envelope must be valid or the whole page is refused ('Failed to fetch transactions', §4); each
 * transaction is then parsed on its own and a malformed one is dropped. Fields beyond the §3 ones are
 * ignored, and optional ones may come as null.
 */
import * as z from 'zod/mini';
import { PorticoError } from '../errors.ts';
import type { Transaction, TransactionsPage, Transfer } from './transactions.ts';

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
