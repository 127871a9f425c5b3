import type { MessageId } from '../../headless/index.ts';
import { useMessages, useNotices } from '../../hooks/index.ts';
import { CloseIcon } from './icons.tsx';
import { MiddleTruncate } from './MiddleTruncate.tsx';

// Screen readers hear the variant before the message; sighted users see it as the border colour.
const VARIANT_PREFIX = {
  success: 'modal.snackbarSuccess',
  loading: 'modal.snackbarLoading',
  error: 'modal.snackbarError',
  info: undefined,
} as const satisfies Record<string, MessageId | undefined>;

/**
 * The notification banner of §2 (variants success, loading, error, info). A polite live region that
 * stays mounted, so a message that appears in it is announced; the notices statechart decides when it
 * opens, closes and reopens (150 ms), this only shows its state. After a send, a swap or a purchase
 * the success notice carries the transaction: its hash, shortened in the middle (read whole by
 * assistive technology), and a link to its page on the network's explorer when there is one.
 */
export function Snackbar() {
  const { snackbar, closeSnackbar } = useNotices();
  const { t, tError } = useMessages();
  const prefix = VARIANT_PREFIX[snackbar.variant];
  return (
    <div
      className={`portico-snackbar portico-snackbar--${snackbar.variant}`}
      role="status"
      aria-live="polite"
    >
      {snackbar.open ? (
        <div className="portico-snackbar-content">
          {snackbar.variant === 'loading' ? <span className="portico-spinner" aria-hidden="true" /> : null}
          <span className="portico-snackbar-message">
            <span className="portico-visually-hidden">{prefix ? t(prefix) : null}</span>
            <span>{tError(snackbar.message)}</span>
            {snackbar.transaction ? (
              <span className="portico-snackbar-transaction">
                <MiddleTruncate text={snackbar.transaction.hash} kind="address" />
                {snackbar.transaction.explorerUrl ? (
                  <a href={snackbar.transaction.explorerUrl} target="_blank" rel="noopener noreferrer">
                    {t('modal.viewOnExplorer')}
                  </a>
                ) : null}
              </span>
            ) : null}
          </span>
          <button
            type="button"
            className="portico-icon-button"
            aria-label={t('modal.dismissNotification')}
            onClick={() => closeSnackbar(snackbar.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
