import { createPortal } from 'react-dom';
import { usePortico } from '../hooks/index.ts';
import { ModalFrame } from './components/ModalFrame.tsx';
import { installStyles } from './theme/installStyles.ts';
import { MODAL_STYLES } from './theme/modalCss.ts';

/**
 * Install the modal's stylesheet in the page ahead of the first open (the frame would otherwise do it
 * then, in the click's frame): called once this chunk has been preloaded.
 */
export function prepareModalStyles(): void {
  if (typeof document !== 'undefined') installStyles(document, MODAL_STYLES);
}

/**
 * The open modal, placed: into the element the engine appended to the page body (§2) through a
 * portal, or inline when there is none (embedded mode, `appendToBody: false`, or a server render).
 */
export function ModalRoot() {
  const modal = usePortico();
  // getElement() creates the body element on first use; it runs only once the modal is open.
  const target = modal.getElement();
  const frame = <ModalFrame embedded={modal.options?.embedded === true} />;
  return target ? createPortal(frame, target) : frame;
}
