import { useMessages, useModal } from '../../hooks/index.ts';
import { VALUE_MARK, WithValue } from '../components/WithValue.tsx';

/**
 * The body of every view whose flow is not built yet (one lazily loaded chunk for all of them). It
 * says so plainly instead of pretending, and offers the way back (or out, on a first view).
 */
export function PlaceholderView() {
  const { view, canGoBack, back, close } = useModal();
  const { t } = useMessages();
  return (
    <div className="portico-placeholder">
      <p>
        <WithValue text={t('modal.placeholder', { view: VALUE_MARK })}>
          <code>{view}</code>
        </WithValue>
      </p>
      <button type="button" className="portico-button" onClick={canGoBack ? back : close}>
        {canGoBack ? t('common.goBack') : t('common.close')}
      </button>
    </div>
  );
}
