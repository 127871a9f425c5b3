import { type RefObject, useInsertionEffect, useLayoutEffect } from 'react';
import { usePortico } from '../../hooks/index.ts';
import { installStyles, type StylePart, type StyleRoot } from './installStyles.ts';
import { useStyleRoot } from './styleRoot.tsx';
import { toCustomProperties } from './themeVariables.ts';

/** What the root element of a themed piece of the default UI spreads. */
export interface ThemeRootProps {
  /** `light` or `dark` from options.themeMode; absent when the visitor's `prefers-color-scheme` decides. */
  'data-portico-theme'?: 'light' | 'dark';
}

/** The document or shadow root an element is in (a detached element: its document). */
function rootOf(element: HTMLElement): StyleRoot {
  const root = element.getRootNode();
  const view = element.ownerDocument.defaultView;
  if (view && (root instanceof view.Document || root instanceof view.ShadowRoot)) return root;
  return element.ownerDocument;
}

/**
 * Theme a root element of the default UI: installs the stylesheet's base part and `part` (if any) in
 * its document (once each), sets the
 * host's `themeVariables` on the element through the CSSOM (allowed by a strict CSP, unlike style
 * attributes), and returns the attribute that picks light or dark. Without `themeMode` the stylesheet
 * follows `prefers-color-scheme`. Runs only in effects, so server rendering touches no document.
 */
export function useTheme(
  ref: RefObject<HTMLElement | null>,
  active = true,
  part?: StylePart,
): ThemeRootProps {
  // The options as given: the button is themed before the engine (and its options parser) loads.
  const { input: options } = usePortico();

  const root = useStyleRoot();
  // Insertion effects run before layout: the rules exist before the first paint of the modal.
  useInsertionEffect(() => {
    if (root) installStyles(root, part);
  }, [root, part]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    // The portal target may live in another document (an iframe) or a shadow root; it needs the sheet too.
    installStyles(rootOf(element), part);
    const properties = toCustomProperties(options.themeVariables ?? {});
    for (const [name, value] of properties) element.style.setProperty(name, value);
    return () => {
      for (const [name] of properties) element.style.removeProperty(name);
    };
  }, [ref, active, part, options.themeVariables]);

  return options.themeMode ? { 'data-portico-theme': options.themeMode } : {};
}
