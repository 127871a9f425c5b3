import { useModal } from '../../hooks/index.ts';

/**
 * The body of every view whose flow is not built yet (one lazily loaded chunk for all of them). It
 * says so plainly instead of pretending, and offers the way back (or out, on a first view).
 */
export function PlaceholderView() {
  const { view, canGoBack, back, close } = useModal();
  return (
    <div className="portico-placeholder">
      <p>
        This step (<code>{view}</code>) arrives in a later version of Portico.
      </p>
      <button type="button" className="portico-button" onClick={canGoBack ? back : close}>
        {canGoBack ? 'Go back' : 'Close'}
      </button>
    </div>
  );
}
