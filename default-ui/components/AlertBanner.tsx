import { useMessages, useNotices } from '../../hooks/index.ts';
import { CloseIcon } from './icons.tsx';

/**
 * The alert banner of §2: the short message of the current alert, with a dismiss button. The hook
 * gives an alert only when it should be shown (debug mode); the long message goes to the console in
 * the engine, never here.
 */
export function AlertBanner() {
  const { alert, closeAlert } = useNotices();
  const { t } = useMessages();
  if (!alert) return null;
  return (
    <div className="portico-alert" role="alert" data-portico-alert-code={alert.code}>
      <p className="portico-alert-message">{t(`alert.${alert.code}`)}</p>
      <button
        type="button"
        className="portico-icon-button"
        aria-label={t('modal.dismissAlert')}
        onClick={closeAlert}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
