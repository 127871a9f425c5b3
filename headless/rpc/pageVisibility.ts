/**
 * Whether the page is hidden (document.visibilityState), as the RPC ranking reads it: a hidden page
 * pings nothing. Reached only when called, never on import (SSR-safe); without a document (Node,
 * a worker) the page counts as visible and never changes.
 */

/** The page's visibility, as a source a statechart's actor subscribes to. */
export interface PageVisibility {
  /** Calls `onChange(hidden)` at once with the page's visibility now, then on every change; returns the unsubscribe. */
  subscribe(onChange: (hidden: boolean) => void): () => void;
}

/** The document's visibility (document.visibilityState and 'visibilitychange'). */
export function documentVisibility(): PageVisibility {
  const page = typeof document === 'undefined' ? undefined : document;
  return {
    subscribe(onChange) {
      onChange(page?.visibilityState === 'hidden');
      if (!page) return () => {};
      const listener = () => onChange(page.visibilityState === 'hidden');
      page.addEventListener('visibilitychange', listener);
      return () => page.removeEventListener('visibilitychange', listener);
    },
  };
}
