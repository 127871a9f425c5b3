import { type RefObject, useEffect } from 'react';

/** The custom properties the overlay reads (theme/modalCss.ts), in CSS pixels of the layout viewport. */
const PROPERTIES = [
  '--portico-viewport-top',
  '--portico-viewport-left',
  '--portico-viewport-width',
  '--portico-viewport-height',
  '--portico-viewport-zoom',
] as const;

/**
 * The overlay's box, from the visual viewport: on a phone, a host page wider than the screen widens
 * the layout viewport (which `position: fixed; inset: 0` fills) past the screen, and the sheet was
 * stretched with it, cut off on the left, its close button off screen. The visual viewport is what the
 * visitor sees. A page zoomed out to fit its width (scale < 1) gets the overlay scaled back up, so
 * the sheet keeps its size on the screen; a pinch zoom in (scale > 1) is the visitor's, left alone.
 */
export function visualViewportBox(viewport: {
  offsetTop: number;
  offsetLeft: number;
  width: number;
  height: number;
  scale: number;
}): Record<(typeof PROPERTIES)[number], string> {
  const zoomOut = viewport.scale > 0 && viewport.scale < 1 ? viewport.scale : 1;
  return {
    '--portico-viewport-top': `${viewport.offsetTop}px`,
    '--portico-viewport-left': `${viewport.offsetLeft}px`,
    '--portico-viewport-width': `${viewport.width * zoomOut}px`,
    '--portico-viewport-height': `${viewport.height * zoomOut}px`,
    '--portico-viewport-zoom': `${1 / zoomOut}`,
  };
}

/**
 * Keeps the overlay of `rootRef`'s modal on the visual viewport (see visualViewportBox) while
 * `active`: set through the CSSOM (a strict CSP allows it), updated as the visitor scrolls, zooms or
 * opens the on-screen keyboard. The first reading waits for a frame: reading the viewport lays the
 * page out, which the click that opens the modal must not pay for; until then the values of the last
 * open (or of standing by) hold.
 */
export function useVisualViewport(rootRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = rootRef.current;
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!active || !root || !viewport) return;
    const written = new Map<string, string>();
    const update = () => {
      for (const [name, value] of Object.entries(visualViewportBox(viewport))) {
        if (written.get(name) === value) continue;
        written.set(name, value);
        root.style.setProperty(name, value);
      }
    };
    for (const name of PROPERTIES) {
      const value = root.style.getPropertyValue(name);
      if (value) written.set(name, value);
    }
    const frame = requestAnimationFrame(update);
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [rootRef, active]);
}
