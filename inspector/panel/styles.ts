/**
 * The panel's CSS, applied as a constructable stylesheet (adoptStyles.ts): a strict CSP
 * (`style-src 'self'`) refuses `<style>` elements and `style` attributes but not the CSSOM. Every
 * class starts with `pi-` and the in-page dock lives in a shadow root, so the host page's rules and
 * the panel's never meet.
 */

import { CHART_FONT_PX } from '../layout/labelSize.ts';

/** Deepest actor-tree level with its own indentation; deeper levels share it. */
export const MAX_INDENTED_LEVEL = 10;

const treeIndentation = Array.from(
  { length: MAX_INDENTED_LEVEL },
  (_, index) => `.pi-tree-item[data-indent="${index + 1}"] { padding-inline-start: ${0.5 + index * 1}rem; }`,
).join('\n');

export const PANEL_CSS = `
:host {
  all: initial;
  position: fixed;
  inset: auto 0 0 0;
  height: 45vh;
  /* Above everything, the modal included (it uses 2147483000): it is the developer's tool. */
  z-index: 2147483647;
  display: block;
  box-shadow: 0 -2px 12px rgb(0 0 0 / 0.18);
}
.pi-root { height: 100%; }
.pi-panel {
  box-sizing: border-box;
  height: 100vh;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  background: #ffffff;
  color: #1f2328;
  font: 13px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  border-top: 1px solid #d0d7de;
}
.pi-panel.pi-docked { height: 100%; }
.pi-panel *, .pi-panel *::before, .pi-panel *::after { box-sizing: border-box; }
.pi-panel :focus-visible { outline: 2px solid #0969da; outline-offset: 1px; }
.pi-header {
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.25rem 0.75rem;
  background: #f6f8fa;
  border-bottom: 1px solid #d0d7de;
}
.pi-title { margin: 0; font-size: 14px; font-weight: 600; }
.pi-summary { color: #57606a; flex: 1; }
.pi-button {
  font: inherit;
  color: #1f2328;
  background: #f6f8fa;
  border: 1px solid #afb8c1;
  border-radius: 6px;
  padding: 0.125rem 0.625rem;
  cursor: pointer;
}
.pi-button:hover:not(:disabled) { background: #eaeef2; }
.pi-button:disabled { color: #6e7781; cursor: default; }
.pi-button[aria-pressed='true'] { background: #ddf4ff; border-color: #0969da; color: #0550ae; }
.pi-body {
  display: grid;
  grid-template-columns: minmax(180px, 18%) minmax(0, 1fr) minmax(220px, 26%);
  grid-template-rows: minmax(0, 3fr) minmax(0, 2fr);
  min-height: 0;
}
.pi-section { min-height: 0; min-width: 0; display: flex; flex-direction: column; border-right: 1px solid #d0d7de; }
.pi-section:last-child { border-right: 0; }
.pi-section-title {
  margin: 0;
  padding: 0.25rem 0.5rem;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: #57606a;
  border-bottom: 1px solid #eaeef2;
}
.pi-actors { grid-column: 1; grid-row: 1 / span 2; }
.pi-chart { grid-column: 2; grid-row: 1; }
.pi-context { grid-column: 3; grid-row: 1; }
.pi-log { grid-column: 2 / span 2; grid-row: 2; border-top: 1px solid #d0d7de; }
.pi-scroll { overflow: auto; min-height: 0; flex: 1; }
.pi-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding: 0.25rem 0.5rem; }
.pi-toolbar label { display: inline-flex; align-items: center; gap: 0.25rem; }
.pi-input, .pi-select { font: inherit; color: #1f2328; background: #ffffff; border: 1px solid #afb8c1; border-radius: 6px; padding: 0.125rem 0.375rem; }
.pi-muted { color: #57606a; }
.pi-nowrap { white-space: nowrap; }
.pi-message { padding: 0.5rem; color: #57606a; margin: 0; }

.pi-tree { list-style: none; margin: 0; padding: 0.25rem 0; }
.pi-tree-item {
  display: flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  cursor: pointer;
  white-space: nowrap;
}
.pi-tree-item:hover { background: #f6f8fa; }
.pi-tree-item[aria-selected='true'] { background: #ddf4ff; color: #0550ae; font-weight: 600; }
.pi-tree-item[data-status='stopped'] .pi-tree-name, .pi-tree-item[data-status='done'] .pi-tree-name { color: #6e7781; }
.pi-tree-toggle { display: inline-block; width: 1rem; color: #57606a; }
.pi-badge { font-size: 11px; color: #57606a; border: 1px solid #d0d7de; border-radius: 999px; padding: 0 0.375rem; }
${treeIndentation}

.pi-legend { margin: 0; padding: 0.25rem 0.5rem; flex: 1; }
.pi-chart-bar { display: flex; align-items: center; gap: 0.5rem; padding-inline-end: 0.5rem; }
.pi-chart-svg { display: block; }
.pi-chart-svg text { font: ${CHART_FONT_PX}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; fill: #1f2328; }
.pi-state rect.pi-state-box { fill: #ffffff; stroke: #8c959f; stroke-width: 1; }
.pi-state.pi-parent > rect.pi-state-box { fill: #f6f8fa; }
.pi-state.pi-kind-parallel > rect.pi-state-box { stroke-dasharray: 4 3; }
.pi-state rect.pi-final-ring { fill: none; stroke: #8c959f; }
.pi-state circle.pi-initial-dot { fill: #57606a; }
.pi-state[data-active='true'] > rect.pi-state-box { stroke: #0969da; stroke-width: 2; }
.pi-state.pi-leaf[data-active='true'] > rect.pi-state-box { fill: #ddf4ff; }
.pi-state[data-active='true'] > text { font-weight: 600; fill: #0550ae; }
.pi-edge polyline { fill: none; stroke: #8c959f; stroke-width: 1; }
.pi-edge rect.pi-edge-label-box { fill: #ffffff; opacity: 0.9; }
.pi-edge text { fill: #57606a; }
.pi-edge[data-taken='true'] polyline { stroke: #bf3989; stroke-width: 2; }
.pi-edge[data-taken='true'] text { fill: #bf3989; font-weight: 600; }
.pi-arrowhead { fill: #8c959f; }
.pi-arrowhead-taken { fill: #bf3989; }

.pi-json { margin: 0; padding: 0.5rem; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-word; }

.pi-table { width: 100%; border-collapse: collapse; font-size: 12px; }
.pi-table caption { text-align: start; padding: 0 0.5rem; color: #57606a; }
.pi-table th { position: sticky; top: 0; background: #f6f8fa; text-align: start; font-weight: 600; padding: 0.125rem 0.5rem; border-bottom: 1px solid #d0d7de; }
.pi-table td { padding: 0.125rem 0.5rem; border-bottom: 1px solid #eaeef2; vertical-align: top; }
.pi-table td.pi-time { white-space: nowrap; color: #57606a; font-variant-numeric: tabular-nums; }
.pi-table td.pi-type { white-space: nowrap; font-weight: 600; }
.pi-table code { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; word-break: break-all; }

.pi-time-travel { display: flex; align-items: center; gap: 0.5rem; margin: 0; min-inline-size: 0; padding: 0.25rem 0.5rem; border: 0; border-top: 1px solid #eaeef2; }
.pi-range { flex: 1; min-width: 8rem; }
`;

/** Rules for a document the panel has to itself (the inspector window, the standalone page). */
export const PAGE_CSS = `
html, body { margin: 0; height: 100%; }
`;
