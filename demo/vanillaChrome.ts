/**
 * The no-framework page's header controls (vanilla.html): the visitor's theme on the page, and the
 * theme switch and accent in the header, like on the React pages. This page shows no default modal,
 * so the theme is the host's stylesheet's alone. Kept apart from vanilla.ts, which is the Portico part.
 */
import { applyTheme, currentTheme } from './theme.ts';
import { installThemeControls } from './themeControls.ts';

applyTheme(currentTheme());
const container = document.getElementById('host-theme');
if (container) installThemeControls(container);
