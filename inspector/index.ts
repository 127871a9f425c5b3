/**
 * `portico/inspector`: Portico's own offline statechart inspector, a debugging aid for the host's
 * developers. It shows the modal's live actor tree, the selected actor's statechart with its current
 * states and the transitions just taken, the event log (secrets masked), the context and read-only
 * time travel, in a dock at the bottom of the page or in a window of its own.
 *
 * Nothing of it is in `portico`, `portico/react` or `portico/ui`: a host that does not import this
 * entry pays nothing. Importing it costs a few small functions; the panel (React components and the
 * ELK graph layout) loads by dynamic import when the inspector is first opened or mounted.
 *
 * ```ts
 * import { enableInspectorShortcut } from 'portico/inspector';
 * if (import.meta.env.DEV) enableInspectorShortcut(modal); // Alt+Shift+I
 * ```
 *
 * @module portico/inspector
 */
import type { InspectorSource } from './model/types.ts';
import type { MountedInspectorPanel, MountInspectorPanelOptions } from './panel/mount.tsx';

export { liveSource } from './model/liveSource.ts';
export { MASKED } from './model/mask.ts';
export { createInspectorStore, type InspectorStore } from './model/store.ts';
export type * from './model/types.ts';
export { webSocketSource } from './model/webSocketSource.ts';
export {
  type InspectableModal,
  type InspectorHandle,
  type InspectorTarget,
  type OpenInspectorOptions,
  openInspector,
} from './openInspector.ts';
export { INSPECTOR_HOST_TAG, InspectorWindowBlockedError } from './panel/surface.ts';
export { enableInspectorShortcut, type InspectorShortcutOptions } from './shortcut.ts';
export type { MountedInspectorPanel, MountInspectorPanelOptions };

/**
 * Render the inspector panel into an element or a shadow root, fed by any inspector source (a
 * `liveSource` of an actor system, a `webSocketSource` of a remote page). Outside a shadow root the
 * panel's stylesheet is adopted by the container's document, so give it a page of its own. Resolves
 * once the panel's code has loaded and it is mounted.
 */
export async function mountInspectorPanel(
  container: Element | ShadowRoot,
  source: InspectorSource,
  options?: MountInspectorPanelOptions,
): Promise<MountedInspectorPanel> {
  const panel = await import('./panel/mount.tsx');
  return panel.mountInspectorPanel(container, source, options);
}
