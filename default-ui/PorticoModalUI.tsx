import { createPortal } from 'react-dom';
import { useModal, usePortico } from '../hooks/index.ts';
import { ModalFrame } from './components/ModalFrame.tsx';

/**
 * Portico's default modal. Place it once inside `<PorticoProvider>`. It renders nothing while the
 * modal is closed; when open it renders into the element the engine appended to the page body (§2),
 * through a portal, or right here when there is none (embedded mode, or `appendToBody: false`).
 * Which view shows and when it opens or closes is the router's decision, never this component's.
 */
export function PorticoModalUI() {
  const modal = usePortico();
  const { isOpen } = useModal();
  if (!isOpen) return null;
  // getElement() creates the body element on first use; it only runs once the modal is open, in the
  // browser (a server render of a closed modal never reaches here).
  const target = modal.getElement();
  const frame = <ModalFrame embedded={modal.options.embedded} />;
  return target ? createPortal(frame, target) : frame;
}
