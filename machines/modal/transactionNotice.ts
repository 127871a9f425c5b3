/**
 * The success notice the root shows after a send, a swap or a purchase ("Every action
 * answers"; §2 notification banner, variant success): a file of its own, importing nothing of the
 * root's, so the root's setup() can name it without a cycle of types.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { transactionExplorerUrl } from '../../domain/explorer.ts';
import type { Network } from '../../domain/networks.ts';
import type { NoticesEvent } from '../vocabulary/notices.events.ts';

/** A fact of a transaction done: a send, a swap, a purchase's funds arriving. */
export interface TransactionDone {
  type: 'send.succeeded' | 'swap.succeeded' | 'onramp.succeeded';
  caipNetworkId: CaipNetworkId;
  hash: string;
}

/** The success notice's text per fact. */
const SUCCESS_TEXT = {
  'send.succeeded': MESSAGES.transactionSent,
  'swap.succeeded': MESSAGES.swapComplete,
  'onramp.succeeded': MESSAGES.purchaseComplete,
} as const satisfies Record<TransactionDone['type'], string>;

/**
 * The success notice of a transaction done ("Every action answers"): its text, the hash,
 * and the explorer page when the network has one among `networks` (the app's) (a local chain has none).
 */
export function transactionNotice(
  networks: readonly Network[],
  done: TransactionDone,
): Extract<NoticesEvent, { type: 'notice.show' }> {
  const explorerUrl = transactionExplorerUrl(networks, done.caipNetworkId, done.hash);
  const message = SUCCESS_TEXT[done.type];
  return { type: 'notice.show', variant: 'success', message, transaction: { hash: done.hash, explorerUrl } };
}
