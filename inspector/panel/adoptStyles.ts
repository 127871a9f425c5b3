/**
 * Applies the panel's CSS where the panel renders: on its shadow root (the in-page dock) or, outside
 * a shadow root, on its document (the inspector window, the standalone page). A constructable sheet
 * is the only way that survives a strict CSP; where there is none (jsdom) the panel goes unstyled,
 * never falls back to a `<style>` element that such a CSP would block anyway.
 */
import { PAGE_CSS, PANEL_CSS } from './styles.ts';

type StyleTarget = Document | ShadowRoot;

const DOCUMENT_FRAGMENT_NODE = 11;

function isShadowRoot(node: Node): node is ShadowRoot {
  // `instanceof ShadowRoot` fails for a node of another window (the inspector window).
  return node.nodeType === DOCUMENT_FRAGMENT_NODE && 'host' in node;
}

/** The shadow root the container is in, or else its document. */
export function styleTargetOf(container: Element | ShadowRoot): StyleTarget {
  if (isShadowRoot(container)) return container;
  const root = container.getRootNode();
  return isShadowRoot(root) ? root : container.ownerDocument;
}

function windowOf(target: StyleTarget): (Window & typeof globalThis) | null {
  const doc = isShadowRoot(target) ? target.ownerDocument : target;
  return doc.defaultView;
}

/** Adopt the panel's sheet on `target`; returns a function that removes it again. */
export function adoptPanelStyles(target: StyleTarget): () => void {
  // A sheet can be adopted only in the document whose window constructed it: use that window's class.
  const win = windowOf(target);
  if (!win || typeof win.CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in target)) return () => {};
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(isShadowRoot(target) ? PANEL_CSS : `${PAGE_CSS}\n${PANEL_CSS}`);
  // Appended, not replaced: a standalone page may have adopted sheets of its own.
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  return () => {
    target.adoptedStyleSheets = target.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
