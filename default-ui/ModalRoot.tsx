import { createPortal } from 'react-dom';
import { usePortico } from '../hooks/index.ts';
import { ModalFrame } from './components/ModalFrame.tsx';

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
