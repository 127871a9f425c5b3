import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useModal, usePortico } from '../hooks/index.ts';
import { useShadowRoot } from './theme/styleRoot.tsx';

type ModalRootModule = typeof import('./ModalRoot.tsx');

// The frame and its views are a chunk of their own, fetched once the engine is ready (the page is
// idle) or when the modal opens first, whichever comes first. Once fetched it renders without Suspense.
let loadedRoot: ModalRootModule | undefined;
let loadingRoot: Promise<ModalRootModule> | undefined;

function loadModalRoot(): Promise<ModalRootModule> {
  loadingRoot ??= import('./ModalRoot.tsx').then((module) => {
    loadedRoot = module;
    return module;
  });
  return loadingRoot;
}

/** Fetch the modal's frame and views ahead of opening. Resolves when they can render at once. */
export function preloadModalUI(): Promise<ModalRootModule> {
  return loadModalRoot().then((module) => {
    module.prepareModalStyles();
    return module;
  });
}

// The frame installs its own styles where it renders (theme/useTheme.ts) when it mounts first.
const LazyModalRoot = lazy(() => loadModalRoot().then((module) => ({ default: module.ModalRoot })));

/**
 * Portico's default modal. Place it once inside `<PorticoProvider>`. Closed, nothing of it is seen
 * (with React 19.2 it is rendered ahead, invisible and inert: see ModalRoot); open, it renders into
 * the element the engine appended to the page body (§2), through a portal, or right here when there
 * is none (embedded mode, or `appendToBody: false`).
 * Which view shows and when it opens or closes is the router's decision, never this component's.
 */
export function PorticoModalUI() {
  const modal = usePortico();
  const { isOpen } = useModal();
  const shadowRoot = useShadowRoot();
  // Rendered again once the code is here, so the hidden modal is prepared ahead (in a transition: it
  // never holds up what the visitor is doing).
  const [, setPreloaded] = useState(false);
  useEffect(
    () =>
      modal.onReady(
        () =>
          void loadModalRoot().then(
            (module) => {
              // In a shadow root the styles go there, never into the page.
              module.prepareModalStyles(shadowRoot ?? undefined);
              startTransition(() => setPreloaded(true));
            },
            () => {},
          ),
      ),
    [modal, shadowRoot],
  );
  // Once its code is here (preloaded when the page went idle), the modal is rendered ahead, hidden,
  // where React can: the first open only reveals it.
  if (loadedRoot?.RENDERS_AHEAD) return <loadedRoot.ModalRoot open={isOpen} />;
  if (!isOpen) return null;
  if (loadedRoot) return <loadedRoot.ModalRoot />;
  return (
    <Suspense fallback={null}>
      <LazyModalRoot />
    </Suspense>
  );
}
