import { createContext, type ReactNode, useContext } from 'react';
import { installStyles, type StyleRoot } from './installStyles.ts';

const ShadowRootContext = createContext<ShadowRoot | null>(null);

/**
 * Render the default UI (the button, the modal, or both) inside a shadow root the host made: its
 * stylesheet is installed in that shadow root instead of the page's document, so host styles do not
 * reach it nor its styles the page, and the modal renders in place instead of through a portal to
 * the page body (a portal would leave the shadow root, and its styles behind). `portico/elements`
 * uses it; a host with shadow roots of its own can too.
 */
export function PorticoShadowRoot({ root, children }: { root: ShadowRoot; children?: ReactNode }) {
  // The base part goes in at once, in render (once per root, and only where a shadow root exists, so
  // never on a server): a lazy view's styles follow it to the roots that have it
  // (installPartWhereUsed), and a view's insertion effect runs before any of its parents' would.
  installStyles(root);
  return <ShadowRootContext.Provider value={root}>{children}</ShadowRootContext.Provider>;
}

/** The shadow root of the nearest PorticoShadowRoot, or null when the UI renders in the document. */
export function useShadowRoot(): ShadowRoot | null {
  return useContext(ShadowRootContext);
}

/**
 * Where a part of the stylesheet goes: the shadow root when there is one, else the page's document;
 * undefined on a server, which has no document.
 */
export function useStyleRoot(): StyleRoot | undefined {
  const shadow = useShadowRoot();
  return shadow ?? (typeof document === 'undefined' ? undefined : document);
}
