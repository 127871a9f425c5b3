import type { AnyActorRef } from 'xstate';
import { liveSource } from './model/liveSource.ts';
import type { InspectorSource } from './model/types.ts';
import type { MountedInspectorPanel } from './panel/mount.tsx';
import { type InspectorSurface, pageSurface, windowSurface } from './panel/surface.ts';

export type InspectorTarget = 'page' | 'window';

export interface OpenInspectorOptions {
  /** A dock at the bottom of this page (default), or a window of its own. */
  target?: InspectorTarget;
  /** Show e-mail addresses and other private data as they are. One-time codes, signatures and tokens stay masked. */
  showPrivateData?: boolean;
}

export interface InspectorHandle {
  readonly target: InspectorTarget;
  /** False once closed (by `close()`, the panel's close button, or closing its window). */
  readonly isOpen: boolean;
  close(): void;
  /** Resolves once the inspector has closed. */
  readonly closed: Promise<void>;
}

/** A `PorticoModal`, as far as the inspector needs it: its engine's root actor, once loaded. */
export interface InspectableModal {
  onReady(listener: (engine: { readonly actor: AnyActorRef }) => void): () => void;
}

const PANEL_TITLE = 'Portico inspector';

// Per modal, not per module: two modals on a page each have their own inspector.
const openInspectors = new WeakMap<InspectableModal, InspectorHandle>();

/** The modal's inspector if one is open. */
export function openedInspector(modal: InspectableModal): InspectorHandle | undefined {
  return openInspectors.get(modal);
}

function makeSurface(target: InspectorTarget, onGone: () => void): InspectorSurface {
  return target === 'window' ? windowSurface(window, PANEL_TITLE, onGone) : pageSurface(document);
}

/**
 * Open Portico's statechart inspector on a modal: the live actor tree, the selected actor's
 * statechart with its current states, the event log, context and read-only time travel. It shows once
 * the modal's engine has loaded; the panel's code loads then too. Calling it again while the
 * inspector is open returns the open one. With `target: 'window'` call it from a click or key press
 * (browsers block other pop-ups); a blocked window throws `InspectorWindowBlockedError`.
 */
export function openInspector(modal: InspectableModal, options: OpenInspectorOptions = {}): InspectorHandle {
  const existing = openInspectors.get(modal);
  if (existing) return existing;
  const target = options.target ?? 'page';
  let isOpen = true;
  let source: InspectorSource | undefined;
  let panel: MountedInspectorPanel | undefined;
  let stopWaiting: (() => void) | undefined;
  let resolveClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });

  const close = () => {
    if (!isOpen) return;
    isOpen = false;
    openInspectors.delete(modal);
    stopWaiting?.();
    panel?.unmount();
    source?.stop();
    surface.dispose();
    resolveClosed();
  };
  const surface = makeSurface(target, close);

  const handle: InspectorHandle = {
    target,
    get isOpen() {
      return isOpen;
    },
    close,
    closed,
  };
  openInspectors.set(modal, handle);

  stopWaiting = modal.onReady((engine) => {
    import('./panel/mount.tsx').then(
      ({ mountInspectorPanel }) => {
        if (!isOpen) return;
        const live = liveSource(engine.actor, { showPrivateData: options.showPrivateData ?? false });
        source = live;
        panel = mountInspectorPanel(surface.container(), live, {
          title: PANEL_TITLE,
          docked: surface.docked,
          onClose: close,
          autoFocus: true,
        });
      },
      (error: unknown) => {
        // A debugging aid that failed to load must not break the page; say why and close.
        console.error('The Portico inspector could not load its panel:', error);
        close();
      },
    );
  });
  return handle;
}
