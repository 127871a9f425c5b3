/** The dark theme's values: chosen by `themeMode: 'dark'`, or by the visitor's colour scheme without one. */
const DARK = `
  --portico-accent: #6e92ff;
  --portico-accent-foreground: #0b0d10;
  --portico-background: #17191d;
  --portico-surface: #23262c;
  --portico-foreground: #eef0f3;
  --portico-muted: #a1a8b3;
  --portico-border: #30343b;
  --portico-error: #ff7a7a;
  --portico-success: #5fd38a;
  --portico-overlay: rgba(0, 0, 0, 0.6);
  --portico-focus-ring: #8aa8ff;
  --portico-identicon-field: 0.25;
`;

/**
 * The stylesheet the Connect button needs before anything else loads: the theme's custom properties
 * (light, dark, the visitor's colour scheme) on `.portico-root`, and the button. The modal's own rules
 * (theme/modalCss.ts) come with the modal's chunk, so the first load carries a few hundred bytes of
 * CSS, not the whole sheet.
 *
 * Every class is prefixed `portico-` so the host's own styles are not touched. Colours, radius, font
 * and stacking order are `--portico-*` custom properties: the host overrides them with
 * `themeVariables`, which are set on `.portico-root` through the CSSOM and therefore win.
 */
export const BASE_CSS = `
.portico-root {
  --portico-accent: #3b6cf6;
  --portico-accent-foreground: #ffffff;
  --portico-background: #ffffff;
  --portico-surface: #f2f4f7;
  --portico-foreground: #141619;
  --portico-muted: #5c6370;
  --portico-border: #e2e5ea;
  --portico-error: #c62828;
  --portico-success: #1b7f3b;
  --portico-overlay: rgba(10, 12, 16, 0.45);
  --portico-focus-ring: #3b6cf6;
  --portico-border-radius: 16px;
  --portico-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
  --portico-font-size: 15px;
  --portico-z-index: 2147483000;
  font-family: var(--portico-font-family);
  font-size: var(--portico-font-size);
  color: var(--portico-foreground);
  line-height: 1.4;
}
.portico-root[data-portico-theme='dark'] {${DARK}}
@media (prefers-color-scheme: dark) {
  .portico-root:not([data-portico-theme]) {${DARK}}
}
.portico-root *, .portico-root *::before, .portico-root *::after { box-sizing: border-box; }
.portico-root [hidden] { display: none !important; }
.portico-root :focus-visible {
  outline: 2px solid var(--portico-focus-ring);
  outline-offset: 2px;
}
.portico-connect-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 16px;
  font-family: var(--portico-font-family);
  font-size: var(--portico-font-size);
  font-weight: 600;
  color: var(--portico-accent-foreground);
  background: var(--portico-accent);
  border: none;
  border-radius: 999px;
  cursor: pointer;
}
.portico-connect-button:focus-visible {
  outline: 2px solid var(--portico-focus-ring);
  outline-offset: 2px;
}
.portico-connect-button.portico-connect-button--warning {
  color: var(--portico-background);
  background: var(--portico-error);
}
`;
