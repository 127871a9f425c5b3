import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { ModalDestroyedError, type PorticoModal } from '../headless/index.ts';

const PorticoContext = createContext<PorticoModal | null>(null);

// Load the engine once the page has loaded and gone idle: after the host's own first paint and
// resources, before the visitor is likely to click. `open()` loads it at once if they are quicker.
function afterPageLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const runWhenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    runWhenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', runWhenIdle, { once: true });
  return () => {
    window.removeEventListener('load', runWhenIdle);
    cancelIdle();
  };
}

/**
 * Makes a modal created with `createModal` available to Portico's hooks below it, and loads its
 * engine once the page has loaded and is idle. Create the modal once, outside render (module scope or a ref).
 */
export function PorticoProvider({ modal, children }: { modal: PorticoModal; children?: ReactNode }) {
  useEffect(
    () =>
      afterPageLoad(() => {
        modal.preload().catch((error: unknown) => {
          if (!(error instanceof ModalDestroyedError)) console.error('Portico could not start:', error);
        });
      }),
    [modal],
  );
  return <PorticoContext.Provider value={modal}>{children}</PorticoContext.Provider>;
}

/** The modal of the nearest PorticoProvider, or null outside one (for parts that work without it). */
export function useOptionalPortico(): PorticoModal | null {
  return useContext(PorticoContext);
}

/** The modal of the nearest PorticoProvider; throws a clear error outside one. */
export function usePortico(): PorticoModal {
  const modal = useContext(PorticoContext);
  if (modal === null) throw new Error('Portico hooks must be used inside <PorticoProvider modal={…}>.');
  return modal;
}
