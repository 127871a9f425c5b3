import type { StylePart } from './installStyles.ts';

/**
 * The pickers' rules (components/picker/: the chip, its panel, the searchable listbox, token images)
 * and the large amount row of Send, Swap and Buy: a part of the stylesheet of its own, installed by the
 * picker components, so it travels with the views that use them (rule 5, the open-the-modal budget).
 * Sizes are custom properties on the root (DESIGN: token logos 24–32, rows 8 apart, chips round,
 * touch targets 44), which the host's `themeVariables` override, being set on the root itself.
 */
const PICKER_CSS = `
.portico-root {
  --portico-picker-chip-logo-size: 24px;
  --portico-picker-row-logo-size: 32px;
  --portico-picker-row-height: 56px;
  --portico-picker-chip-height: 44px;
  --portico-chip-radius: 999px;
  --portico-amount-font-size: 2.1em;
}
.portico-picker-chip {
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 8px;
  max-width: 75%;
  min-height: var(--portico-picker-chip-height);
  padding: 4px 8px 4px 6px;
  font: inherit;
  font-weight: 600;
  color: var(--portico-foreground);
  background: var(--portico-background);
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-chip-radius);
  cursor: pointer;
}
.portico-picker-chip:hover { border-color: var(--portico-muted); }
.portico-picker-chip[disabled] { opacity: 0.55; cursor: not-allowed; }
.portico-picker-chip-text { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-picker-chip:not(:has(.portico-picker-logo)) { padding-inline-start: 14px; }
.portico-picker-chevron { flex: none; width: 18px; height: 18px; color: var(--portico-muted); }
.portico-picker-logo { display: inline-flex; flex: none; }
.portico-picker-logo .portico-logo { width: 100%; height: 100%; }
.portico-picker-logo--chip { width: var(--portico-picker-chip-logo-size); height: var(--portico-picker-chip-logo-size); }
.portico-picker-logo--row { width: var(--portico-picker-row-logo-size); height: var(--portico-picker-row-logo-size); }
.portico-picker-panel {
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px 16px;
  background: var(--portico-background);
  border-radius: inherit;
}
/* As the modal's own header: the title centred between two 40 px columns, the close button last. */
.portico-picker-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; margin: 0 -4px; }
.portico-picker-title { grid-column: 2; margin: 0; font-size: 1.05em; font-weight: 600; text-align: center; }
.portico-picker-header .portico-icon-button { grid-column: 3; }
.portico-picker-search { display: flex; flex: 1; flex-direction: column; gap: 8px; min-height: 0; }
.portico-picker-list {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
}
.portico-picker-option {
  display: flex;
  flex: none;
  align-items: center;
  gap: 12px;
  min-height: var(--portico-picker-row-height);
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: calc(var(--portico-border-radius) * 0.75);
  cursor: pointer;
}
.portico-picker-option--active { background: var(--portico-surface); }
.portico-picker-option[aria-selected='true'] { border-color: var(--portico-accent); }
.portico-picker-text, .portico-picker-figures { display: flex; flex-direction: column; min-width: 0; }
.portico-picker-text { flex: 1; }
.portico-picker-figures { flex: none; max-width: 50%; align-items: flex-end; text-align: end; font-variant-numeric: tabular-nums; }
.portico-picker-primary, .portico-picker-secondary { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-picker-primary { font-weight: 600; }
.portico-picker-secondary { font-size: 0.87em; color: var(--portico-muted); }
.portico-amount-card {
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 16px;
  background: var(--portico-surface);
  border-radius: var(--portico-border-radius);
}
.portico-amount-title { margin: 0; font-size: 0.87em; font-weight: 500; color: var(--portico-muted); }
.portico-amount-row { display: flex; align-items: center; gap: 8px; min-height: 56px; }
.portico-amount-input {
  flex: 1;
  min-width: 0;
  padding: 0;
  font: inherit;
  font-size: var(--portico-amount-font-size);
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: var(--portico-foreground);
  background: transparent;
  border: none;
  border-radius: 4px;
  text-overflow: ellipsis;
}
.portico-amount-input::placeholder { color: var(--portico-muted); }
.portico-amount-input:focus { outline: none; }
.portico-amount-card:focus-within { box-shadow: 0 0 0 2px var(--portico-focus-ring); }
.portico-amount-row .portico-skeleton { flex: 1; min-height: 44px; }
.portico-amount-fiat { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 32px; font-size: 0.87em; color: var(--portico-muted); font-variant-numeric: tabular-nums; }
.portico-amount-fiat > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The worth is short and keeps its whole text; what shares its line gives way first. */
.portico-amount-fiat > span:first-child { flex: none; }
`;

/** The pickers' part of the stylesheet, for installStyles. */
export const PICKER_STYLES: StylePart = { name: 'picker', css: PICKER_CSS };
