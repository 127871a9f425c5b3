/**
 * What the embedded wallet's frame is told of the host's look and of the app (§3 "Theme sync" and
 * "Dapp data", §7 "sync theme" and "sync dapp data"), as production's client builds it:
 * - SYNC_THEME `{ themeMode, themeVariables, w3mThemeVariables }`: the mode the modal shows (its
 *   `themeMode` option, else the visitor's colour scheme), the host's theme variables under the names
 *   production's frame knows (`--w3m-accent`, `--w3m-border-radius-master`…; others keep their full
 *   `--portico-*` name), and `w3mThemeVariables` mapped as AppKit's `getW3mThemeVariables` maps them
 *   (the accent, else the mode's default accent; the mode's background).
 * - SYNC_DAPP_DATA `{ metadata, sdkVersion, sdkType, projectId }`.
 *
 * Values that could end a CSS declaration and start another (`red;}body{display:none`), reach out
 * (`url(`), or escape (`\`) are never sent: the modal's own stylesheet drops them too
 * (default-ui/theme/themeVariables.ts), and the frame refuses a message that holds one. Pure.
 */
import type { ThemeMode } from '../themeMode.ts';
import type { AppPayload } from './frameProtocol.ts';

/** The host's theme as the modal holds it: the facts SYNC_THEME is made of. */
export interface FrameTheme {
  /** The `themeMode` option; unset, the visitor's colour scheme decides. */
  themeMode?: ThemeMode | undefined;
  /** Whether the visitor's browser prefers a dark colour scheme (`prefers-color-scheme: dark`). */
  prefersDark: boolean;
  /** The `themeVariables` option as the host gave it. */
  themeVariables: Readonly<Record<string, string | number>>;
}

/** The theme of a modal with no theme options, in a browser that prefers light. */
export const DEFAULT_FRAME_THEME: FrameTheme = { prefersDark: false, themeVariables: {} };

/** SYNC_THEME's payload. */
export type SyncThemePayload = AppPayload<'SYNC_THEME'>;
/** SYNC_DAPP_DATA's payload. */
export type SyncDappDataPayload = AppPayload<'SYNC_DAPP_DATA'>;

/** The longest theme value sent or applied: a font stack fits, a smuggled stylesheet does not. */
export const MAX_THEME_VALUE_LENGTH = 200;

/**
 * Whether `value` is safe as one CSS custom property's value: short, and free of what could close
 * the declaration or the rule (`;`, braces), open a comment, markup or an escape (`/*`, `<`, `\`),
 * or load something (`url(`, `image-set(`, `@import`).
 */
export function isSafeCssValue(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  const text = value.trim();
  return (
    text !== '' &&
    text.length <= MAX_THEME_VALUE_LENGTH &&
    !/[;{}<>\\]|\/\*|url\(|image-set\(|@import/i.test(text)
  );
}

/** The mode the modal shows: its `themeMode` option, else the visitor's colour scheme. */
export function resolvedThemeMode(theme: FrameTheme): ThemeMode {
  return theme.themeMode ?? (theme.prefersDark ? 'dark' : 'light');
}

/**
 * Portico's theme variables (short names as `toCustomProperties` reads them, or full `--portico-*`
 * names) with the name production's frame knows for each (AppKit's `ThemeVariables`).
 */
const PRODUCTION_NAMES: Readonly<Record<string, string>> = {
  '--portico-accent': '--w3m-accent',
  '--portico-font-family': '--w3m-font-family',
  '--portico-font-size': '--w3m-font-size-master',
  '--portico-border-radius': '--w3m-border-radius-master',
  '--portico-z-index': '--w3m-z-index',
};

/** A theme variable's full custom property name: `accent` → `--portico-accent`, `--w3m-accent` as it is. */
function fullName(key: string): string {
  if (key.startsWith('--')) return key;
  return `--portico-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^-+/, '')}`;
}

/**
 * The host's theme variables as SYNC_THEME carries them: each under production's name where it has
 * one, else its full `--portico-*` name; unsafe values left out. A `--w3m-*` or `--apkt-*` variable
 * the host gave itself wins over the one mapped from Portico's name.
 */
export function syncedThemeVariables(
  variables: Readonly<Record<string, string | number>>,
): Record<string, string | number> {
  const mapped: Record<string, string | number> = {};
  const given: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(variables)) {
    if (!isSafeCssValue(raw)) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const name = fullName(key);
    const production = Object.hasOwn(PRODUCTION_NAMES, name) ? PRODUCTION_NAMES[name] : undefined;
    if (production) mapped[production] = value;
    else given[name] = value;
  }
  return { ...mapped, ...given };
}

/** AppKit's defaults when the host names no accent (getW3mThemeVariables). */
const W3M_DEFAULTS: Readonly<Record<ThemeMode, { accent: string; background: string }>> = {
  light: { accent: 'hsla(231, 100%, 70%, 1)', background: '#fff' },
  dark: { accent: 'hsla(230, 100%, 67%, 1)', background: '#202020' },
};

/**
 * `w3mThemeVariables` as AppKit's `getW3mThemeVariables(themeVariables, themeMode)` makes them: the
 * accent (`--apkt-accent`, else `--w3m-accent`, else the mode's default) and the mode's background.
 */
export function w3mThemeVariablesOf(
  variables: Readonly<Record<string, string | number>>,
  mode: ThemeMode,
): { '--w3m-accent': string; '--w3m-background': string } {
  const accent = variables['--apkt-accent'] ?? variables['--w3m-accent'];
  return {
    '--w3m-accent': typeof accent === 'string' && accent !== '' ? accent : W3M_DEFAULTS[mode].accent,
    '--w3m-background': W3M_DEFAULTS[mode].background,
  };
}

/** SYNC_THEME's payload for the host's theme, as production's client sends it. */
export function syncThemePayload(theme: FrameTheme): SyncThemePayload {
  const themeMode = resolvedThemeMode(theme);
  const themeVariables = syncedThemeVariables(theme.themeVariables);
  return { themeMode, themeVariables, w3mThemeVariables: w3mThemeVariablesOf(themeVariables, themeMode) };
}

/** Whether two themes make the same SYNC_THEME (then the frame has nothing new to learn). */
export function sameThemeSync(a: FrameTheme, b: FrameTheme): boolean {
  return JSON.stringify(syncThemePayload(a)) === JSON.stringify(syncThemePayload(b));
}
