import { lazy, Suspense, useEffect } from 'react';
import { useModal, usePortico } from '../hooks/index.ts';

type ModalRootModule = typeof import('./ModalRoot.tsx');

// The frame and its views are a chunk of their own, fetched once the engine is ready (the page is
// idle) or when the modal opens first, whichever comes first. Once fetched it renders without Suspense.
let loadedRoot: ModalRootModule | undefined;
let loadingRoot: Promise<ModalRootModule> | undefined;

/** Fetch the modal's frame and views ahead of opening. Resolves when they can render at once. */
export function preloadModalUI(): Promise<ModalRootModule> {
  loadingRoot ??= import('./ModalRoot.tsx').then((module) => {
    loadedRoot = module;
    module.prepareModalStyles();
    return module;
  });
  return loadingRoot;
}

const LazyModalRoot = lazy(() => preloadModalUI().then((module) => ({ default: module.ModalRoot })));

/**
 * Portico's default modal. Place it once inside `<PorticoProvider>`. It renders nothing while the
 * modal is closed; when open it renders into the element the engine appended to the page body (§2),
 * through a portal, or right here when there is none (embedded mode, or `appendToBody: false`).
 * Which view shows and when it opens or closes is the router's decision, never this component's.
 */
export function PorticoModalUI() {
  const modal = usePortico();
  const { isOpen } = useModal();
  useEffect(() => modal.onReady(() => void preloadModalUI().catch(() => {})), [modal]);
  if (!isOpen) return null;
  if (loadedRoot) return <loadedRoot.ModalRoot />;
  return (
    <Suspense fallback={null}>
      <LazyModalRoot />
    </Suspense>
  );
}
