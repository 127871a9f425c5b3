/**
 * The "Inspect" toggle every demo page carries: it opens Portico's own statechart inspector
 * (`portico/inspector`) docked at the bottom of the page, and closes it again. The inspector's code
 * is imported on the first click, so the demo's own load is what a host without the inspector pays.
 * Alt+Shift+I does the same from the keyboard. A page has one toggle: installing it again for a new
 * modal (the demo recreates its modal when the theme changes) points the same toggle at that one.
 */
import type { PorticoModal } from '../headless/createModal.ts';

type InspectorEntry = typeof import('../inspector/index.ts');
type InspectorHandle = ReturnType<InspectorEntry['openInspector']>;

/** The page's toggle, once installed: which modal it inspects, and how to point it at another. */
let installed: { retarget(modal: PorticoModal): void } | undefined;

export function installInspectToggle(modal: PorticoModal): void {
  if (installed) {
    installed.retarget(modal);
    return;
  }
  let target = modal;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'demo-inspect-toggle';
  button.textContent = 'Inspect';
  button.setAttribute('aria-pressed', 'false');

  let entry: Promise<InspectorEntry> | undefined;
  let open: InspectorHandle | undefined;
  const inspector = () => {
    entry ??= import('../inspector/index.ts');
    return entry;
  };
  const setPressed = (pressed: boolean) => button.setAttribute('aria-pressed', String(pressed));

  button.addEventListener('click', () => {
    void inspector().then(({ openInspector }) => {
      if (open) {
        open.close();
        return;
      }
      const handle = openInspector(target);
      open = handle;
      setPressed(true);
      // Closed by this toggle, the panel's own close button or the shortcut: the toggle follows.
      void handle.closed.then(() => {
        if (open === handle) open = undefined;
        setPressed(false);
      });
    });
  });

  const place = () => document.body.append(button);
  if (document.body) place();
  else document.addEventListener('DOMContentLoaded', place, { once: true });
  let removeShortcut: (() => void) | undefined;
  const enableShortcut = () =>
    void inspector().then(({ enableInspectorShortcut }) => {
      removeShortcut?.();
      removeShortcut = enableInspectorShortcut(target);
    });
  enableShortcut();

  installed = {
    retarget(next) {
      // The open panel shows the old modal's actors, which are stopping: close it with them.
      open?.close();
      target = next;
      enableShortcut();
    },
  };
}
