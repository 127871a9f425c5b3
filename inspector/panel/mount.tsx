/**
 * Mounts the inspector panel into an element or a shadow root, fed by an inspector source: the
 * in-page dock and the inspector window (openInspector.ts), and the standalone page, which passes a
 * WebSocket source and a plain `<div id="root">`. This module and everything it imports (React
 * components, ELK) is loaded on demand, never by `portico/inspector` itself.
 */
import { createRoot } from 'react-dom/client';
import { createInspectorStore } from '../model/store.ts';
import type { InspectorSource, StoreOptions } from '../model/types.ts';
import { adoptPanelStyles, styleTargetOf } from './adoptStyles.ts';
import { InspectorPanel } from './InspectorPanel.tsx';

export interface MountInspectorPanelOptions {
  /** The panel's heading. Default "Portico inspector". */
  title?: string;
  /** Shows a "Close inspector" button that calls this. */
  onClose?: () => void;
  /** Draw as a dock inside a host page (heading level 2) rather than as a page of its own. */
  docked?: boolean;
  /** Move focus into the panel once it shows. */
  autoFocus?: boolean;
  /** How much the panel's store keeps (log lines, snapshots per actor). */
  store?: StoreOptions;
}

export interface MountedInspectorPanel {
  /** Remove the panel and stop reading the source (the source itself is the caller's to stop). */
  unmount(): void;
}

export const DEFAULT_INSPECTOR_TITLE = 'Portico inspector';

/** Render the panel into `container`, reading every record `source` sends from now on. */
export function mountInspectorPanel(
  container: Element | ShadowRoot,
  source: InspectorSource,
  options: MountInspectorPanelOptions = {},
): MountedInspectorPanel {
  const doc = container.ownerDocument;
  const win = doc.defaultView;
  if (!win) throw new Error('The inspector panel needs a container in a document with a window.');
  const store = createInspectorStore(options.store);
  // Before the first render, so that the actors already running are there at once.
  const stopReading = source.subscribe((record) => store.ingest(record));
  const removeStyles = adoptPanelStyles(styleTargetOf(container));
  const element = doc.createElement('div');
  element.className = 'pi-root';
  container.appendChild(element);
  const root = createRoot(element);
  root.render(
    <InspectorPanel
      store={store}
      source={source}
      win={win}
      title={options.title ?? DEFAULT_INSPECTOR_TITLE}
      docked={options.docked ?? false}
      onClose={options.onClose}
      autoFocus={options.autoFocus}
    />,
  );
  let mounted = true;
  return {
    unmount() {
      if (!mounted) return;
      mounted = false;
      stopReading();
      root.unmount();
      element.remove();
      removeStyles();
    },
  };
}
