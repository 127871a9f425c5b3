import { createContext, type ReactNode, useContext } from 'react';

/** Where the default UI's stylesheet is installed: a document, or the shadow root it renders in. */
export type StyleRoot = Document | ShadowRoot;

const ShadowRootContext = createContext<ShadowRoot | null>(null);

/**
 * Render the default UI (the button, the modal, or both) inside a shadow root the host made: its
 * stylesheet is installed in that shadow root instead of the page's document, so host styles do not
 * reach it nor its styles the page, and the modal renders in place instead of through a portal to
 * the page body (a portal would leave the shadow root, and its styles behind). `portico/elements`
 * uses it; a host with shadow roots of its own can too.
 */
export function PorticoShadowRoot({ root, children }: { root: ShadowRoot; children?: ReactNode }) {
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
