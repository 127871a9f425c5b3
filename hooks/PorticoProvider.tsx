import { createContext, type ReactNode, useContext } from 'react';
import type { PorticoModal } from '../headless/createModal.ts';

const PorticoContext = createContext<PorticoModal | null>(null);

/**
 * Makes a modal created with `createModal` available to Portico's hooks below it. Create the modal
 * once, outside render (module scope or a ref), and pass it here.
 */
export function PorticoProvider({ modal, children }: { modal: PorticoModal; children?: ReactNode }) {
  return <PorticoContext.Provider value={modal}>{children}</PorticoContext.Provider>;
}

/** The modal of the nearest PorticoProvider; throws a clear error outside one. */
export function usePortico(): PorticoModal {
  const modal = useContext(PorticoContext);
  if (modal === null) throw new Error('Portico hooks must be used inside <PorticoProvider modal={…}>.');
  return modal;
}
