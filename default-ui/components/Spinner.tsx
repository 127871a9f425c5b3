/**
 * A small loading indicator, announced as "Loading" (or the given label) to assistive technology.
 * Used as the Suspense fallback while a lazily loaded view arrives.
 */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="portico-loading" role="status">
      <span className="portico-spinner" aria-hidden="true" />
      <span className="portico-visually-hidden">{label}</span>
    </div>
  );
}
