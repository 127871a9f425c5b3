import { CONNECT_CSS } from './connectCss.ts';
import type { StylePart } from './installStyles.ts';
import { MOTION_CSS } from './motionCss.ts';

/**
 * The default modal's rules (the frame, its views, the snackbar), installed with the modal's chunk
 * on top of theme/baseCss.ts, whose custom properties they read.
 */
export const MODAL_CSS =
  `
.portico-overlay {
  position: fixed;
` +
  // The visual viewport's box, set by the frame (useVisualViewport): a host page wider than a phone's
  // screen widens the layout viewport that `inset: 0` would fill, and the sheet with it. A page
  // zoomed out to fit is scaled back, so the sheet keeps its size on the screen.
  `
  top: var(--portico-viewport-top, 0px);
  left: var(--portico-viewport-left, 0px);
  width: var(--portico-viewport-width, 100%);
  height: var(--portico-viewport-height, 100%);
  transform: scale(var(--portico-viewport-zoom, 1));
  transform-origin: 0 0;
  z-index: var(--portico-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: max(var(--portico-dialog-margin), env(safe-area-inset-top, 0px))
    max(var(--portico-dialog-margin), env(safe-area-inset-right, 0px))
    max(var(--portico-dialog-margin), env(safe-area-inset-bottom, 0px))
    max(var(--portico-dialog-margin), env(safe-area-inset-left, 0px));
` +
  // A change inside (a view, a height) lays out the overlay alone, never the host page.
  `
  contain: strict;
}
` +
  // The backdrop is a layer of its own, so it fades without fading the dialog with it.
  `
.portico-overlay::before {
  content: '';
  position: absolute;
  inset: 0;
  background: var(--portico-overlay);
}
.portico-root {
  --portico-dialog-margin: 16px;
  --portico-dialog-width: 380px;
  --portico-dialog-max-height: 640px;
  --portico-sheet-max-height: 90%;
  --portico-dialog-shadow: 0 12px 40px rgba(0, 0, 0, 0.18);
  --portico-font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
.portico-root--standby { visibility: hidden; }
.portico-root--embedded .portico-overlay {
  position: static;
  width: auto;
  height: auto;
  padding: 0;
  transform: none;
  contain: none;
}
.portico-root--embedded .portico-overlay::before { content: none; }
.portico-dialog {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  max-width: var(--portico-dialog-width);
  max-height: min(var(--portico-dialog-max-height), 100%);
  overflow: hidden;
  color: var(--portico-foreground);
  background: var(--portico-background);
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-border-radius);
  box-shadow: var(--portico-dialog-shadow);
}
.portico-root--embedded .portico-dialog { max-height: none; }
.portico-dialog:focus { outline: none; }
.portico-dialog:focus-visible { outline: 2px solid var(--portico-focus-ring); }
@media (max-width: 600px) {
` +
  // A bottom sheet on narrow screens: the full width of the visual viewport, anchored to its bottom
  // edge, clear of the safe-area insets (the home indicator, a notch in landscape).
  `
  .portico-root:not(.portico-root--embedded) .portico-overlay {
    align-items: flex-end;
    padding: env(safe-area-inset-top, 0px) 0 0;
  }
  .portico-root:not(.portico-root--embedded) .portico-dialog {
    max-width: none;
    max-height: var(--portico-sheet-max-height);
    padding: 0 env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);
    border-bottom: none;
    border-radius: var(--portico-border-radius) var(--portico-border-radius) 0 0;
  }
}
.portico-header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  padding: 12px 12px 4px;
}
.portico-title { margin: 0; font-size: 1.05em; font-weight: 600; text-align: center; }
.portico-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  color: var(--portico-foreground);
  background: transparent;
  border: none;
  border-radius: 50%;
  cursor: pointer;
}
.portico-icon-button:hover { background: var(--portico-surface); }
.portico-icon-button svg { width: 18px; height: 18px; }
.portico-sizer { display: flex; flex: 0 1 auto; flex-direction: column; min-height: 0; overflow: hidden; }
.portico-body { flex: 1 1 auto; min-height: 0; overflow-x: hidden; overflow-y: auto; padding: 8px 16px 16px; }
/* A view sliding in from the side, or a height on its way, is no region to scroll (useAnimatedHeight). */
.portico-sizer[data-resizing] > .portico-body { overflow-y: hidden; }
` +
  // flow-root: the view's own margins stay inside it, so its measured height is all it takes.
  `
.portico-view { display: flow-root; }
.portico-section { margin: 0 0 12px; }
.portico-section-title {
  margin: 8px 0 6px;
  font-size: 0.8em;
  font-weight: 600;
  color: var(--portico-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.portico-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.portico-list-button, .portico-button, .portico-social-button {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 8px 12px;
  font: inherit;
  color: var(--portico-foreground);
  text-align: start;
  background: var(--portico-surface);
  border: 1px solid transparent;
  border-radius: calc(var(--portico-border-radius) * 0.75);
  cursor: pointer;
}
.portico-list-button:hover, .portico-social-button:hover { border-color: var(--portico-border); }
.portico-list-button-label {
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
` +
  // What sits beside a row's label (a tag, a count, a button) keeps its size and its one line.
  `
.portico-tag, .portico-button--compact { flex: none; white-space: nowrap; }
.portico-button { justify-content: center; min-height: 40px; text-align: center; text-wrap: balance; }
/* A problem said on the main button (Send's 'An amount and receiver address are required') is a
   sentence, not a verb: a step smaller, so the spec's longest fits one line in the dialog. */
.portico-button--problem { font-size: 0.85em; }
.portico-button--primary { color: var(--portico-accent-foreground); background: var(--portico-accent); }
.portico-button[disabled], .portico-social-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.portico-tag {
  padding: 2px 8px;
  font-size: 0.75em;
  color: var(--portico-muted);
  background: var(--portico-background);
  border-radius: 999px;
}
.portico-socials { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 6px; }
.portico-social-button { justify-content: center; min-height: 40px; text-transform: capitalize; }
.portico-email-form { display: flex; flex-direction: column; gap: 6px; }
.portico-label { font-size: 0.85em; color: var(--portico-muted); }
.portico-input {
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  color: var(--portico-foreground);
  background: var(--portico-background);
  border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius) * 0.75);
}
.portico-divider { height: 1px; margin: 12px 0; background: var(--portico-border); border: none; }
.portico-wallet-image {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  overflow: hidden;
  object-fit: cover;
  font-size: 0.8em;
  font-weight: 600;
  color: var(--portico-accent-foreground);
  background: var(--portico-accent);
  border-radius: 10px;
}
.portico-wallet-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(76px, 1fr));
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
}
.portico-grid-button {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  width: 100%;
  padding: 10px 4px;
  font: inherit;
  font-size: 0.78em;
  color: var(--portico-foreground);
  background: var(--portico-surface);
  border: 1px solid transparent;
  border-radius: calc(var(--portico-border-radius) * 0.75);
  cursor: pointer;
}
.portico-grid-button:hover { border-color: var(--portico-border); }
.portico-grid-button-label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-skeleton {
  display: block;
  min-height: 48px;
  background: var(--portico-surface);
  border-radius: calc(var(--portico-border-radius) * 0.75);
  animation: portico-pulse 1.2s ease-in-out infinite;
}
.portico-wallet-grid .portico-skeleton { min-height: 86px; }
@keyframes portico-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .portico-skeleton { animation: none; } }
.portico-sentinel { height: 1px; }
.portico-message { margin: 16px 0; color: var(--portico-muted); text-align: center; }
.portico-error-state { display: flex; flex-direction: column; align-items: center; gap: 12px; margin: 16px 0; text-align: center; }
.portico-error-text { margin: 0; color: var(--portico-error); }
.portico-loading { display: flex; align-items: center; justify-content: center; min-height: 120px; }
.portico-spinner {
  width: 28px;
  height: 28px;
  border: 3px solid var(--portico-border);
  border-top-color: var(--portico-accent);
  border-radius: 50%;
  animation: portico-spin 0.8s linear infinite;
}
@keyframes portico-spin { to { transform: rotate(360deg); } }
` +
  // An arrow that points back points right in a right-to-left language.
  `
[dir='rtl'] .portico-icon-directional { transform: scaleX(-1); }
.portico-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.portico-snackbar-content {
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 16px 16px;
  padding: 10px 12px;
  background: var(--portico-surface);
  border: 1px solid var(--portico-border);
  border-radius: 999px;
}
.portico-snackbar-message { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.portico-snackbar-transaction { display: flex; gap: 8px; min-width: 0; font-size: 13px; color: var(--portico-muted); font-variant-numeric: tabular-nums; }
.portico-snackbar-transaction .portico-truncate { min-width: 0; }
.portico-snackbar-transaction a { flex: none; color: var(--portico-accent); }
.portico-snackbar--success .portico-snackbar-content { border-color: var(--portico-success); }
.portico-snackbar--error .portico-snackbar-content { border-color: var(--portico-error); }
.portico-snackbar--loading .portico-snackbar-content { border-color: var(--portico-accent); }
.portico-alert {
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0 16px 8px;
  padding: 10px 12px;
  color: var(--portico-error);
  background: var(--portico-surface);
  border: 1px solid var(--portico-error);
  border-radius: calc(var(--portico-border-radius) * 0.75);
}
.portico-alert-message { flex: 1; margin: 0; }
.portico-placeholder { margin: 16px 0; text-align: center; }
.portico-muted-text { color: var(--portico-muted); }
.portico-approval-frame { height: 26rem; max-height: 70vh; }
.portico-note { margin: 12px 0; font-size: 0.85em; color: var(--portico-muted); text-align: center; }
.portico-warning {
  margin: 0 0 12px;
  padding: 10px 12px;
  color: var(--portico-error);
  background: var(--portico-surface);
  border: 1px solid var(--portico-error);
  border-radius: calc(var(--portico-border-radius) * 0.75);
}
.portico-connecting {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin: 12px 0;
  text-align: center;
}
.portico-connecting .portico-wallet-image { width: 64px; height: 64px; border-radius: 16px; font-size: 1.1em; }
.portico-connecting .portico-loading { min-height: 48px; }
.portico-connecting-title { margin: 0; font-size: 1.05em; font-weight: 600; }
.portico-connecting p { margin: 0; }
.portico-actions { display: flex; flex-wrap: wrap; gap: 8px; width: 100%; }
.portico-actions .portico-button { flex: 1 1 0; min-width: min(max-content, 100%); }
.portico-status-list { display: flex; flex-direction: column; gap: 4px; width: 100%; margin: 8px 0 0; padding: 0; list-style: none; }
.portico-status-row { display: flex; justify-content: space-between; gap: 8px; padding: 6px 10px; background: var(--portico-surface); border-radius: 8px; }
.portico-status-label { font-weight: 600; }
.portico-spinner--small { width: 18px; height: 18px; border-width: 2px; }
.portico-list-button[aria-current='true'] { border-color: var(--portico-accent); }
.portico-list-row {
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 8px 12px;
  background: var(--portico-surface);
  border: 1px solid transparent;
  border-radius: calc(var(--portico-border-radius) * 0.75);
}
.portico-list-row[aria-current='true'] { border-color: var(--portico-accent); }
.portico-list-row .portico-list-button-label { display: flex; flex-direction: column; }
.portico-list-row .portico-list-button-label > * { min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.portico-list-row > .portico-tag, .portico-list-row > .portico-button { flex: none; }
.portico-button--compact { width: auto; min-height: 32px; padding: 4px 12px; background: var(--portico-background); }
.portico-account-card {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  background: var(--portico-surface);
  border-radius: calc(var(--portico-border-radius) * 0.75);
}
.portico-avatar { flex: none; width: 48px; height: 48px; border-radius: 50%; }
.portico-identicon-field { fill-opacity: var(--portico-identicon-field, 1); }
.portico-account-details { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.portico-account-details p { margin: 0; }
.portico-address-row { display: flex; align-items: center; gap: 4px; }
.portico-address { font-weight: 600; font-variant-numeric: tabular-nums; }
.portico-truncate {
  display: inline-flex;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  vertical-align: bottom;
}
` +
  // pre: a flex item drops the space at its edge, and a name cut at a space would lose it.
  `
.portico-truncate-head { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: pre; }
.portico-truncate-tail { flex: none; white-space: pre; }
` +
  // A value and its copy control on one line: the value gives way, the control never does.
  `
.portico-copy-row {
  display: flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  min-width: 0;
  padding-block: 4px;
  padding-inline: 16px 4px;
  background: var(--portico-surface);
  border-radius: 999px;
}
.portico-copy-row .portico-truncate { flex: 0 1 auto; }
.portico-copy-button { flex: none; }
.portico-pairing.portico-receive { align-items: stretch; }
.portico-receive .portico-section { text-align: start; }
.portico-wallet-title { display: flex; align-items: center; gap: 8px; min-width: 0; }
.portico-wallet-detail { display: flex; align-items: baseline; min-width: 0; font-size: 0.9em; white-space: pre; }
.portico-wallet-detail-namespace, .portico-wallet-detail-separator { flex: none; }
.portico-receive .portico-pairing-qr { align-self: center; }
.portico-receive .portico-copy-row { align-self: center; }
.portico-inline-value { display: inline-flex; align-items: center; gap: 2px; max-width: 100%; vertical-align: bottom; }
.portico-inline-value .portico-icon-button { flex: none; width: 28px; height: 28px; }
.portico-code { font-family: var(--portico-font-mono); font-size: 0.9em; }
.portico-balance { font-size: 1.1em; font-variant-numeric: tabular-nums; }
.portico-account-row { margin: 8px 0 0; }
.portico-network-list .portico-error-text { margin: 0 0 8px; }
.portico-pairing {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin: 12px 0;
  text-align: center;
}
.portico-pairing p { margin: 0; }
.portico-pairing-qr { padding: 12px; background: #fff; border-radius: var(--portico-border-radius); line-height: 0; }
.portico-pairing-qr-image { display: block; width: 220px; max-width: 100%; height: auto; }
.portico-pairing-note { font-size: 0.9em; }
.portico-pairing-actions { display: flex; gap: 8px; width: 100%; }
.portico-pairing-actions .portico-button { flex: 1; }
/* A spinner among the pairing's content (Farcaster's wait for approval) is a line of it, not a view's
   loading box: the latter's height left a gap under the actions. */
.portico-pairing .portico-loading:not(:only-child) { min-height: 48px; }
.portico-pairing-open { text-decoration: none; }
.portico-pairing-details { width: 100%; text-align: start; }
.portico-pairing-details summary { cursor: pointer; color: var(--portico-muted); }
.portico-pairing-uri {
  display: block;
  margin-top: 8px;
  padding: 8px;
  font-size: 0.8em;
  word-break: break-all;
  user-select: all;
  background: var(--portico-surface);
  border-radius: 8px;
}
`.concat(MOTION_CSS, CONNECT_CSS);

/** The modal's part of the stylesheet, for installStyles. */
export const MODAL_STYLES: StylePart = { name: 'modal', css: MODAL_CSS };
