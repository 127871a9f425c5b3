import { type RefObject, useInsertionEffect, useLayoutEffect } from 'react';
import { usePortico } from '../../hooks/index.ts';
import { installStyles, type StylePart } from './installStyles.ts';
import { toCustomProperties } from './themeVariables.ts';

/** What the root element of a themed piece of the default UI spreads. */
export interface ThemeRootProps {
  /** `light` or `dark` from options.themeMode; absent when the visitor's `prefers-color-scheme` decides. */
  'data-portico-theme'?: 'light' | 'dark';
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

  // Insertion effects run before layout: the rules exist before the first paint of the modal.
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installStyles(document, part);
  }, [part]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    // The portal target may live in another document (an iframe); it needs the sheet too.
    installStyles(element.ownerDocument, part);
    const properties = toCustomProperties(options.themeVariables ?? {});
    for (const [name, value] of properties) element.style.setProperty(name, value);
    return () => {
      for (const [name] of properties) element.style.removeProperty(name);
    };
  }, [ref, active, part, options.themeVariables]);

  return options.themeMode ? { 'data-portico-theme': options.themeMode } : {};
}
