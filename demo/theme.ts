/**
 * The demo host's theme: light, dark or the system's, and an accent colour, chosen with the header's
 * controls (demo/themeControls.ts) and kept in localStorage, so every demo page opens in the theme the
 * visitor picked last. The host page follows it through its stylesheet (demo.css reads `data-theme`
 * and `--host-accent` on <html>); the default modal follows it through its `themeMode` and
 * `themeVariables` options (modalThemeOptions below).
 */
import type { ModalOptionsInput } from '../headless/index.ts';

export type ThemeMode = 'light' | 'dark' | 'system';

export interface HostTheme {
  readonly mode: ThemeMode;
  /** `#rrggbb`, or null for each theme's own accent (the modal's blues). */
  readonly accent: string | null;
}

export const DEFAULT_THEME: HostTheme = { mode: 'system', accent: null };

/** The localStorage key; one for every demo page (they share the origin). */
export const THEME_STORAGE_KEY = 'portico-demo-theme';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const MODES: readonly string[] = ['light', 'dark', 'system'];

/** The stored theme, or the default when there is none or it is not one we wrote. */
export function readTheme(): HostTheme {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be off (a privacy setting): the default theme, never a broken page.
    return DEFAULT_THEME;
  }
  if (!raw) return DEFAULT_THEME;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_THEME;
    const { mode, accent } = parsed as Record<string, unknown>;
    return {
      mode: typeof mode === 'string' && MODES.includes(mode) ? (mode as ThemeMode) : 'system',
      accent: typeof accent === 'string' && HEX_COLOUR.test(accent) ? accent.toLowerCase() : null,
    };
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * White or near-black text on `accent`, whichever contrasts more (WCAG relative luminance): a pale
 * accent such as yellow would leave white button labels unreadable.
 */
export function accentForeground(accent: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(accent.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with #0b0d10 (≈ (L + 0.05) / 0.054).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.054 ? '#ffffff' : '#0b0d10';
}

/** Put `theme` on the host page: <html data-theme> (absent for the system's) and its accent. */
export function applyTheme(theme: HostTheme, root: HTMLElement = document.documentElement): void {
  if (theme.mode === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme.mode);
  // Set through the CSSOM, which a strict CSP allows (a style attribute in markup it would not).
  if (theme.accent) {
    root.style.setProperty('--host-accent', theme.accent);
    root.style.setProperty('--host-accent-foreground', accentForeground(theme.accent));
  } else {
    root.style.removeProperty('--host-accent');
    root.style.removeProperty('--host-accent-foreground');
  }
}

/** The default modal's options for `theme`: none for the system's mode and the default accent. */
export function modalThemeOptions(theme: HostTheme): Pick<ModalOptionsInput, 'themeMode' | 'themeVariables'> {
  return {
    ...(theme.mode === 'system' ? {} : { themeMode: theme.mode }),
    ...(theme.accent
      ? {
          themeVariables: {
            accent: theme.accent,
            accentForeground: accentForeground(theme.accent),
            focusRing: theme.accent,
          },
        }
      : {}),
  };
}

/** Whether the modal needs other options for `next` than for `previous` (its `themeMode`, its accent). */
export function modalThemeChanged(previous: HostTheme, next: HostTheme): boolean {
  return previous.mode !== next.mode || previous.accent !== next.accent;
}

type ThemeListener = (theme: HostTheme, previous: HostTheme) => void;
const listeners = new Set<ThemeListener>();
let current: HostTheme | undefined;

/** The page's theme now (read from storage the first time). */
export function currentTheme(): HostTheme {
  current ??= readTheme();
  return current;
}

/**
 * Choose a theme: applied to the page at once, and, unless `persist` is false (a colour input being
 * dragged), stored and told to the listeners, which recreate the modal (it has no run-time theme API).
 */
export function setTheme(next: HostTheme, { persist = true }: { persist?: boolean } = {}): void {
  applyTheme(next);
  if (!persist) return;
  const previous = currentTheme();
  current = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not kept across reloads when storage is off; the page still shows the choice.
  }
  for (const listener of listeners) listener(next, previous);
}

/** Hear every chosen theme; returns the function that stops it. */
export function onThemeChange(listener: ThemeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
