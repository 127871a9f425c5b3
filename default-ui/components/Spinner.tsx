import { useMessages } from '../../hooks/index.ts';

/**
 * A small loading indicator, announced as "Loading" (or the given label) to assistive technology.
 * Used as the Suspense fallback while a lazily loaded view arrives.
 */
export function Spinner({ label }: { label?: string }) {
  const { t } = useMessages();
  const name = label ?? t('common.loading');
  return (
    // A status region takes no name from its content: the label names it for queries and tools, and the
    // hidden text is what a live region announces.
    <div className="portico-loading" role="status" aria-label={name}>
      <span className="portico-spinner" aria-hidden="true" />
      <span className="portico-visually-hidden">{name}</span>
    </div>
  );
}
