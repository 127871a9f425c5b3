import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the sentinel element scrolls into view (within 200 px), while `enabled`.
 * Where IntersectionObserver is missing (jsdom, old browsers) it does nothing: the caller keeps a
 * "Load more" button for that case and for keyboard users.
 */
export function useNearEnd(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  onNearEnd: () => void,
): void {
  // The latest callback, read by the observer, so a new callback does not recreate the observer.
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  }, [onNearEnd]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
}
