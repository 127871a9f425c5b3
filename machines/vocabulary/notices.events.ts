/**
 * The notices machine's events and context types (§2): `notice.*` drives the snackbar, `alert.*` the
 * alerts. Dot-named by intent.
 */
import type { Alert, AlertCode } from '../../domain/errors.ts';

/** §2 snackbar variants: success, loading, error, and info (the name-service state's default). */
export type NoticeVariant = 'success' | 'loading' | 'error' | 'info';

/** The transaction a success notice is about: its hash, and its explorer page when the network has one. */
export interface NoticeTransaction {
  hash: string;
  explorerUrl?: string | undefined;
}

/** One snackbar message. */
export interface Notice {
  variant: NoticeVariant;
  message: string;
  /** After a send, a swap or a purchase: the transaction, shown with the message. */
  transaction?: NoticeTransaction | undefined;
}

/** A notice on screen or queued, with the id the notices machine gave it (1, 2, …; 0: none). */
export interface ShownNotice extends Notice {
  id: number;
}

/** Every event the notices machine accepts. */
export type NoticesEvent =
  /** Show a message; one already open closes and this one opens NOTICE_REOPEN_MS later. */
  | ({ type: 'notice.show' } & Notice)
  /**
   * Close the snackbar; resets message and variant. With `id`, only while that notice is the one shown
   * or about to show (its close button: a late click does not close a newer notice).
   */
  | { type: 'notice.close'; id?: number }
  /** Raise an alert: its long message is logged, its short one shown only in debug mode. */
  | { type: 'alert.show'; alert: Alert }
  /** Dismiss the alert on screen; with `code`, only while the alert on screen is that one. */
  | { type: 'alert.close'; code?: AlertCode }
  /** The host turned debug mode on or off. */
  | { type: 'alert.debug'; debug: boolean };
