import { useSyncExternalStore } from 'react';

/**
 * The width below which the modal is a bottom sheet (theme/modalCss.ts `max-width: 600px`): there a
 * QR code is pointless (it would be scanned by the phone showing it), so a link is offered instead.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 600px)';

const mediaQuery = () =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(NARROW_SCREEN_QUERY);

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => mediaQuery()?.matches ?? false;
// On the server, and where media queries are unknown, the wide layout.
const wide = () => false;

/** Whether the screen is narrow now (re-rendered when it changes, e.g. a phone turned). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, wide);
}
