/**
 * The host's theme as the embedded wallet's frame is told it (§3 theme sync): the `themeMode` and
 * `themeVariables` options, and the visitor's colour scheme, which decides the mode when the options
 * name none (as the default modal's stylesheet does). Watches `prefers-color-scheme` and reports each
 * change; whether the frame hears of it is the frame statechart's rule, not this file's.
 */
import type { FrameTheme } from '../../domain/embedded/frameTheme.ts';
import type { ThemeMode } from '../../domain/themeMode.ts';

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The theme options the host gave. */
export interface HostThemeOptions {
  themeMode?: ThemeMode | undefined;
  themeVariables: Readonly<Record<string, string | number>>;
}

/** The host's theme now, and a watch of the visitor's colour scheme. */
export interface HostTheme {
  current(): FrameTheme;
  /** Stop watching the colour scheme. */
  stop(): void;
}

/** Read the host's theme in `target` (a window; none during server rendering) and report colour-scheme changes. */
export function watchHostTheme(
  options: HostThemeOptions,
  target: Pick<Window, 'matchMedia'> | undefined,
  onChange: (theme: FrameTheme) => void,
): HostTheme {
  const query = typeof target?.matchMedia === 'function' ? target.matchMedia(DARK_SCHEME_QUERY) : undefined;
  const themeOf = (prefersDark: boolean): FrameTheme => ({
    themeMode: options.themeMode,
    prefersDark,
    themeVariables: options.themeVariables,
  });
  let theme = themeOf(query?.matches ?? false);
  const listener = (event: MediaQueryListEvent) => {
    theme = themeOf(event.matches);
    onChange(theme);
  };
  query?.addEventListener('change', listener);
  return {
    current: () => theme,
    stop: () => query?.removeEventListener('change', listener),
  };
}
