/** The attribute that marks Portico's element in the page. */
export const MODAL_ELEMENT_ATTRIBUTE = 'data-portico-modal';

/**
 * The element the modal renders into. §2: it is appended to the page body unless append is
 * disabled or embedded mode is on; then the host places the modal itself and this returns null.
 * Created on first use, in the browser only.
 */
export function createModalElement(options: { appendToBody: boolean; embedded: boolean }) {
  let element: HTMLElement | null = null;
  return {
    get(): HTMLElement | null {
      // `typeof document`, not device.ts: this is on the first load, and a shared module would be a request of its own.
      if (!options.appendToBody || options.embedded || typeof document === 'undefined') return null;
      if (element === null) {
        element = document.createElement('div');
        element.setAttribute(MODAL_ELEMENT_ATTRIBUTE, '');
        document.body.appendChild(element);
      }
      return element;
    },
    remove(): void {
      element?.remove();
      element = null;
    },
  };
}
