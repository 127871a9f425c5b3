/**
 * The notices machine's events and context types (§2): `notice.*` drives the snackbar, `alert.*` the
 * alerts. Dot-named by intent.
 */
import type { Alert, AlertCode } from '../../domain/errors.ts';

/** §2 snackbar variants: success, loading, error, and info (the name-service state's default). */
export type NoticeVariant = 'success' | 'loading' | 'error' | 'info';

/** One snackbar message. */
export interface Notice {
  variant: NoticeVariant;
  message: string;
}

/** Every event the notices machine accepts. */
export type NoticesEvent =
  /** Show a message; one already open closes and this one opens NOTICE_REOPEN_MS later. */
  | ({ type: 'notice.show' } & Notice)
  /**
   * Close the snackbar; resets message and variant. With `message`, only while that message is the one
   * shown or about to show (a flow withdrawing its own notice, which became untrue).
   */
  | { type: 'notice.close'; message?: string }
  /** Raise an alert: its long message is logged, its short one shown only in debug mode. */
  | { type: 'alert.show'; alert: Alert }
  /** Dismiss the alert on screen; with `code`, only while the alert on screen is that one. */
  | { type: 'alert.close'; code?: AlertCode }
  /** The host turned debug mode on or off. */
  | { type: 'alert.debug'; debug: boolean };
