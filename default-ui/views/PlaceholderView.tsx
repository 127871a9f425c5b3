import { useMessages, useModal } from '../../hooks/index.ts';

/**
 * The body of every view whose flow is not built yet (one lazily loaded chunk for all of them). It
 * says so plainly instead of pretending, and offers the way back (or out, on a first view).
 */
export function PlaceholderView() {
  const { view, canGoBack, back, close } = useModal();
  const { t } = useMessages();
  const [before, after] = t('modal.placeholder', { view: '\u0000' }).split('\u0000');
  return (
    <div className="portico-placeholder">
      <p>
        {before}
        <code>{view}</code>
        {after}
      </p>
      <button type="button" className="portico-button" onClick={canGoBack ? back : close}>
        {canGoBack ? t('common.goBack') : t('common.close')}
      </button>
    </div>
  );
}
