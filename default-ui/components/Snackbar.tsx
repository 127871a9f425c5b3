import type { MessageId } from '../../headless/index.ts';
import { useMessages, useNotices } from '../../hooks/index.ts';
import { CloseIcon } from './icons.tsx';

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
 * opens, closes and reopens (150 ms), this only shows its state.
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
            {tError(snackbar.message)}
          </span>
          <button
            type="button"
            className="portico-icon-button"
            aria-label={t('modal.dismissNotification')}
            onClick={closeSnackbar}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
