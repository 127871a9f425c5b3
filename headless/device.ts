/**
 * Facts about the visitor's device that the §2 open rules read. Evaluated on call, never on import,
 * so server rendering stays safe.
 */

/** Whether the page runs in a browser with a document. */
export function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** A phone or tablet: a coarse pointer on a narrow screen, or a mobile user agent. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)) return true;
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse) and (max-width: 600px)').matches;
}
