/**
 * Where openInspector puts the panel: a dock at the bottom of the host's page (an open shadow root,
 * so the page's CSS and the panel's never meet), or a window of its own.
 */

export interface InspectorSurface {
  /** A dock inside the host page, or a page of its own. */
  readonly docked: boolean;
  /** Create (or clear) the element the panel mounts into. Called once, when the engine is ready. */
  container(): Element | ShadowRoot;
  /** Remove what `container` made (or close the window). */
  dispose(): void;
}

/** The tag of the in-page dock's host element (e2e tests and host CSS can find it by it). */
export const INSPECTOR_HOST_TAG = 'portico-inspector';
export const INSPECTOR_WINDOW_NAME = 'portico-inspector';
const INSPECTOR_WINDOW_FEATURES = 'width=1200,height=800';

/** Thrown by `openInspector(…, { target: 'window' })` when the browser refuses to open a window. */
export class InspectorWindowBlockedError extends Error {
  override name = 'InspectorWindowBlockedError';
  constructor() {
    super(
      "The browser blocked the Portico inspector's window. Open it from a click or key press, allow pop-ups for this page, or use { target: 'page' }.",
    );
  }
}

/** A fixed dock at the bottom of `doc`'s page; the page's own layout is left as it is. */
export function pageSurface(doc: Document): InspectorSurface {
  let host: HTMLElement | undefined;
  let focusBefore: Element | null = null;
  return {
    docked: true,
    container() {
      focusBefore = doc.activeElement;
      host = doc.createElement(INSPECTOR_HOST_TAG);
      // An open modal traps Tab and takes Escape at the document: inside the dock they are the
      // panel's own (moving between its controls), so they stop at the dock. Other keys go on (the
      // inspector's shortcut listens on the window).
      host.addEventListener('keydown', (event) => {
        if (event.key === 'Tab' || event.key === 'Escape') event.stopPropagation();
      });
      doc.body.append(host);
      return host.attachShadow({ mode: 'open' });
    },
    dispose() {
      // Focus inside the dock would fall to <body>: give it back to where it was before opening.
      const hadFocus = host !== undefined && doc.activeElement === host;
      host?.remove();
      if (hadFocus && focusBefore && 'focus' in focusBefore) (focusBefore as HTMLElement).focus();
    },
  };
}

/**
 * A window of its own, opened at once: browsers allow `window.open` only during the click or key
 * press that asked for it, and the engine may still be loading. `onGone` is called when the reader
 * closes the window, or when the page that opened it goes away (the window would show a dead system).
 */
export function windowSurface(opener: Window, title: string, onGone: () => void): InspectorSurface {
  const popup = opener.open('', INSPECTOR_WINDOW_NAME, INSPECTOR_WINDOW_FEATURES);
  if (!popup) throw new InspectorWindowBlockedError();
  const doc = popup.document;
  doc.title = title;
  doc.documentElement.lang = 'en';
  // The window may be left over from an earlier panel of this page: start from an empty body.
  doc.body.replaceChildren(doc.createTextNode(`${title}: waiting for the modal's engine…`));
  popup.addEventListener('pagehide', onGone);
  opener.addEventListener('pagehide', onGone);
  return {
    docked: false,
    container() {
      doc.body.replaceChildren();
      return doc.body;
    },
    dispose() {
      popup.removeEventListener('pagehide', onGone);
      opener.removeEventListener('pagehide', onGone);
      popup.close();
    },
  };
}
