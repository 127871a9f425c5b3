/** A phone or tablet: a coarse pointer on a narrow screen, or a mobile user agent. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)) return true;
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse) and (max-width: 600px)').matches;
}
