/** Theme modes (§3 theme sync, §5): light or dark. */

/** §5: the theme modes. */
export const THEME_MODES = ['light', 'dark'] as const;

/** One theme mode. */
export type ThemeMode = (typeof THEME_MODES)[number];
