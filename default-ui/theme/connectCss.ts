/**
 * The Connect view's rules and those of the pieces it shares with the email and wallet views (the
 * "or" divider, the social row, the email field with its inline Continue, the All Wallets preview,
 * the quiet link, the code boxes, "What is a wallet?"). Connect is on the modal's first chunk, so
 * these rules travel with the modal's part of the stylesheet (theme/modalCss.ts appends them),
 * kept apart so the frame's rules and the Connect view's change independently. Sizes follow
 * DESIGN.md: a 4 px grid, 44 px touch targets, logos 28 in compact rows.
 */
export const CONNECT_CSS = `
.portico-or-divider {
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 4px 0 12px;
  font-size: 0.85em;
  color: var(--portico-muted);
}
.portico-or-divider::before, .portico-or-divider::after {
  content: '';
  flex: 1;
  height: 1px;
  background: var(--portico-border);
}
.portico-socials { display: flex; flex-direction: column; gap: 8px; }
.portico-social-button { min-height: 48px; text-transform: none; font-weight: 500; }
.portico-social-row {
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.portico-social-button--logo { justify-content: center; padding: 0; }
.portico-social-button--logo .portico-logo { width: 28px; height: 28px; border-radius: 8px; }
.portico-social-button--logo svg:not(.portico-logo) { width: 20px; height: 20px; color: var(--portico-muted); }
.portico-input-group { position: relative; display: flex; align-items: center; }
.portico-input-group .portico-input { min-height: 52px; padding-inline: 44px 56px; background: var(--portico-surface); border-color: transparent; }
.portico-input-group .portico-input:hover { border-color: var(--portico-border); }
.portico-input-icon {
  position: absolute;
  inset-inline-start: 14px;
  width: 20px;
  height: 20px;
  color: var(--portico-muted);
  pointer-events: none;
}
.portico-input-submit {
  position: absolute;
  inset-inline-end: 6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  color: var(--portico-accent-foreground);
  background: var(--portico-accent);
  border: none;
  border-radius: calc(var(--portico-border-radius) * 0.6);
  cursor: pointer;
}
.portico-input-submit svg { width: 18px; height: 18px; }
.portico-input:focus-visible, .portico-input-submit:focus-visible, .portico-code-box:focus-visible {
  outline: 2px solid var(--portico-focus-ring);
  outline-offset: 1px;
}
.portico-wallet-preview {
  display: grid;
  flex: none;
  grid-template-columns: repeat(2, 18px);
  grid-auto-rows: 18px;
  gap: 4px;
  width: 40px;
  height: 40px;
}
.portico-wallet-preview .portico-wallet-image, .portico-wallet-preview-cell {
  width: 18px;
  height: 18px;
  font-size: 0.4em;
  border-radius: 5px;
}
.portico-wallet-preview-cell { background: var(--portico-border); }
.portico-quiet-link {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  margin: 0 auto;
  padding: 0 12px;
  font: inherit;
  font-size: 0.9em;
  color: var(--portico-muted);
  text-decoration: none;
  background: none;
  border: none;
  border-radius: 999px;
  cursor: pointer;
}
.portico-quiet-link:hover { color: var(--portico-foreground); }
.portico-quiet-link svg { width: 18px; height: 18px; }
.portico-code-form { display: flex; flex-direction: column; gap: 8px; }
.portico-code-boxes {
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
}
.portico-code-box {
  width: 100%;
  min-width: 0;
  height: 56px;
  padding: 0;
  font: inherit;
  font-size: 1.5em;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: var(--portico-foreground);
  text-align: center;
  background: var(--portico-surface);
  border: 1px solid var(--portico-border);
  border-radius: calc(var(--portico-border-radius) * 0.75);
  caret-color: var(--portico-accent);
}
.portico-code-box:focus { border-color: var(--portico-accent); }
.portico-code-box:disabled { opacity: 0.55; }
.portico-guide { display: flex; flex-direction: column; gap: 16px; padding: 8px 0 0; }
.portico-guide-points { display: flex; flex-direction: column; gap: 20px; margin: 0 0 8px; padding: 0; list-style: none; }
.portico-guide-point { display: flex; align-items: flex-start; gap: 16px; }
.portico-guide-illustration {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  background: color-mix(in srgb, var(--portico-accent) 14%, var(--portico-background));
  border-radius: 16px;
}
.portico-guide-illustration svg { width: 40px; height: 40px; }
.portico-guide-fill { fill: color-mix(in srgb, var(--portico-accent) 40%, var(--portico-background)); }
.portico-guide-accent { fill: var(--portico-accent); }
.portico-guide-stroke { fill: none; stroke: var(--portico-accent-foreground); stroke-width: 3; }
.portico-guide-point-text { display: flex; flex-direction: column; gap: 4px; font-size: 0.93em; line-height: 1.4; }
.portico-guide-point-title { font-weight: 600; }
.portico-guide .portico-button--primary { min-height: 48px; font-weight: 600; }
`;
