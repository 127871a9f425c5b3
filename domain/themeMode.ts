/** Theme modes (§3 theme sync, §5): light or dark. */

/** §5: the theme modes. */
export const THEME_MODES = ['light', 'dark'] as const;

/** One theme mode. */
export type ThemeMode = (typeof THEME_MODES)[number];

/** Whether `value` is a theme mode. */
export function isThemeMode(value: string): value is ThemeMode {
  return (THEME_MODES as readonly string[]).includes(value);
}
