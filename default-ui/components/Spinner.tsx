/**
 * A small loading indicator, announced as "Loading" (or the given label) to assistive technology.
 * Used as the Suspense fallback while a lazily loaded view arrives.
 */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    // A status region takes no name from its content: the label names it for queries and tools, and the
    // hidden text is what a live region announces.
    <div className="portico-loading" role="status" aria-label={label}>
      <span className="portico-spinner" aria-hidden="true" />
      <span className="portico-visually-hidden">{label}</span>
    </div>
  );
}
