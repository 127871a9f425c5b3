/**
 * The activity machine's events: the root tells it which account to follow and whether the activity
 * feature is on; the Activity view pages as the person scrolls and refreshes.
 */
import type { AccountRef } from './account.ts';

/** Every event the activity actor accepts. */
export type TransactionsEvent =
  /** The connected account now (undefined: none); the same account again changes nothing. */
  | { type: 'transactions.watch'; account: AccountRef | undefined }
  /** The list was scrolled to its end: load the page at the next cursor, if there is one. */
  | { type: 'transactions.loadMore' }
  /** Load again from the first page (after a send, or the view's retry). */
  | { type: 'transactions.refresh' }
  /** §1 the project's features are known, or changed: whether the `activity` switch is on. */
  | { type: 'transactions.features'; activity: boolean };
