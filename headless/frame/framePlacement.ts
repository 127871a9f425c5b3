/**
 * Shows the secure site's frame over an element of the page (the ApproveTransaction view's slot): the
 * frame's approval panel, on its own origin, then sits where the view is. The frame stays where it is
 * in the DOM (moving an iframe reloads it and loses its state) and is placed with fixed positioning,
 * following the element every animation frame while shown (the modal animates, scrolls and resizes).
 * Styles are set through the CSSOM, which a strict CSP allows (unlike a style attribute in markup).
 * The frame takes the focus while shown, so a keyboard user can approve or reject there.
 */

/** Above the modal, whose default z-index is 2147483000. */
const FRAME_Z_INDEX = '2147483647';

/** Place `frame` over `anchor` until the returned function is called; then the frame is hidden again. */
export function placeFrameOver(frame: HTMLIFrameElement, anchor: HTMLElement): () => void {
  const view = frame.ownerDocument.defaultView ?? window;
  const style = frame.style;
  let last = '';
  let handle = 0;
  const place = () => {
    const { top, left, width, height } = anchor.getBoundingClientRect();
    const key = `${top},${left},${width},${height}`;
    if (key !== last) {
      last = key;
      style.setProperty('top', `${top}px`);
      style.setProperty('left', `${left}px`);
      style.setProperty('width', `${width}px`);
      style.setProperty('height', `${height}px`);
    }
    handle = view.requestAnimationFrame(place);
  };
  style.setProperty('position', 'fixed');
  style.setProperty('border-style', 'none');
  style.setProperty('z-index', FRAME_Z_INDEX);
  frame.hidden = false;
  frame.removeAttribute('aria-hidden');
  place();
  // Keyboard users land in the frame (its panel focuses its own buttons); the slot, which sits in the
  // dialog's Tab order, hands focus back to the frame whenever Tab reaches it.
  // The dialog is aria-modal: assistive technologies read only what is in it, so the slot owns the
  // frame in the accessibility tree (aria-owns), which keeps it where it is in the DOM.
  frame.id ||= 'portico-embedded-wallet-frame';
  anchor.setAttribute('aria-owns', frame.id);
  const focusFrame = () => frame.focus();
  const slotTabIndex = anchor.getAttribute('tabindex');
  anchor.tabIndex = 0;
  anchor.addEventListener('focus', focusFrame);
  focusFrame();
  return () => {
    anchor.removeEventListener('focus', focusFrame);
    anchor.removeAttribute('aria-owns');
    if (slotTabIndex === null) anchor.removeAttribute('tabindex');
    else anchor.setAttribute('tabindex', slotTabIndex);
    view.cancelAnimationFrame(handle);
    for (const property of ['position', 'border-style', 'z-index', 'top', 'left', 'width', 'height'])
      style.removeProperty(property);
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
  };
}
