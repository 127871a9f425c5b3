/**
 * A stand-in of `window.matchMedia` (jsdom has none) that answers every query as `matches`, so the
 * default UI's narrow-screen layout (`useNarrowScreen`) can be rendered. Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

export function stubScreenWidth(narrow: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
