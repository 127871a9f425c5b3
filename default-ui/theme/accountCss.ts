import type { StylePart } from './installStyles.ts';

/**
 * The Account view's rules: identity first (avatar, name or address with copy, the network as a
 * chip), the balance large, the actions as a row of icon buttons, then the tabs as a segmented
 * control over rows that keep to one line. A part of the stylesheet of its own, in Account's chunk and
 * installed when it shows (rule 5, the open-the-modal size budget). Its sizes are `--portico-*`
 * variables declared here, so a host's `themeVariables` (set on the root element, which wins over a
 * sheet) tunes them like any other.
 */
const ACCOUNT_CSS = `
.portico-root {
  --portico-account-avatar-size: 64px;
  --portico-account-balance-size: 2.1em;
  --portico-account-logo-size: 36px;
  --portico-account-row-height: 60px;
  --portico-account-action-height: 64px;
  --portico-account-chip-height: 36px;
  --portico-account-segment-height: 36px;
  --portico-account-panel-min-height: 120px;
  --portico-account-raised-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
}
.portico-account { display: flex; flex-direction: column; gap: 12px; }
.portico-account-list { gap: 8px; }

/* The active namespace's account leads: centred, large. */
.portico-account-hero {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 0;
  padding: 0 0 8px;
  text-align: center;
}
.portico-account-hero .portico-avatar {
  width: var(--portico-account-avatar-size);
  height: var(--portico-account-avatar-size);
  margin-bottom: 2px;
  box-shadow: 0 0 0 1px var(--portico-border);
}
/* The login provider's logo on the picture's lower end corner. */
.portico-account-avatar { position: relative; display: inline-flex; flex: none; }
.portico-account-badge {
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: -4px;
  display: inline-flex;
  padding: 2px;
  background: var(--portico-background);
  border-radius: 8px;
  line-height: 0;
}
.portico-account-name-row {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  max-width: 100%;
  min-width: 0;
}
.portico-account-name {
  min-width: 0;
  overflow: hidden;
  font-size: 1.2em;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
}
/* How the account is named (the wallet, "GitHub · ada", an email) is never cut: it wraps instead. */
.portico-account-sub {
  max-width: 100%;
  margin: 0;
  font-size: 0.9em;
  color: var(--portico-muted);
  overflow-wrap: anywhere;
}
.portico-account-hero .portico-balance {
  margin: 4px 0 0;
  font-size: var(--portico-account-balance-size);
  font-weight: 700;
  line-height: 1.15;
  letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
}
.portico-account-hero .portico-balance .portico-muted-text { font-size: 0.5em; font-weight: 500; letter-spacing: 0; }

/* The network as a chip: its logo, its name, a chevron that says it opens the list. */
.portico-chip {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-height: var(--portico-account-chip-height);
  padding: 4px 10px 4px 6px;
  font: inherit;
  font-size: 0.9em;
  font-weight: 500;
  color: var(--portico-foreground);
  background: var(--portico-surface);
  border: 1px solid var(--portico-border);
  border-radius: 999px;
  cursor: pointer;
}
.portico-chip:hover { border-color: var(--portico-muted); }
.portico-chip-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-chip > svg { flex: none; width: 16px; height: 16px; color: var(--portico-muted); }

/* The other namespaces' accounts: one compact row each. */
.portico-account-list .portico-account-card { gap: 12px; min-height: var(--portico-account-row-height); padding: 8px 12px; }
.portico-account-card .portico-avatar { width: var(--portico-account-logo-size); height: var(--portico-account-logo-size); }
.portico-account-card .portico-account-details { flex: 1; }
.portico-account-card .portico-address-row { gap: 0; min-width: 0; }
.portico-account-card .portico-address { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-account-card .portico-account-sub { font-size: 0.85em; }
.portico-account-sub--line { display: flex; align-items: center; gap: 6px; min-width: 0; }
.portico-account-namespace { flex: none; padding: 0 6px; font-size: 0.8em; color: var(--portico-foreground); background: var(--portico-surface); white-space: nowrap; }
.portico-account-card .portico-account-namespace { background: var(--portico-background); }
.portico-account-sub-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-account-card .portico-balance { flex: none; margin: 0; font-size: 1em; font-weight: 600; text-align: end; white-space: nowrap; }

/* The actions: a row of equal tiles, icon over label, in the §9 order (mirrored right to left by flex). */
.portico-account-actions { display: flex; gap: 8px; }
.portico-action {
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 0;
  min-height: var(--portico-account-action-height);
  padding: 8px 4px;
  font: inherit;
  font-size: 0.85em;
  font-weight: 500;
  color: var(--portico-foreground);
  background: var(--portico-surface);
  border: 1px solid transparent;
  border-radius: var(--portico-border-radius);
  cursor: pointer;
}
.portico-action:hover { border-color: var(--portico-border); }
.portico-action:active { transform: scale(0.97); }
.portico-action > svg { flex: none; width: 22px; height: 22px; color: var(--portico-accent); }
/* A long translation wraps under its icon rather than being cut (the tiles keep equal widths). */
.portico-action-label { max-width: 100%; line-height: 1.2; text-align: center; overflow-wrap: anywhere; hyphens: auto; }
@media (prefers-reduced-motion: reduce) { .portico-action:active { transform: none; } }
/* A finger needs 44 px (DESIGN: touch targets); a mouse does with the compact sizes. */
@media (pointer: coarse) {
  .portico-root { --portico-account-chip-height: 44px; --portico-account-segment-height: 44px; }
}

/* The tabs as a segmented control. */
.portico-segmented {
  display: flex;
  gap: 2px;
  padding: 3px;
  margin: 0 0 12px;
  background: var(--portico-surface);
  border-radius: 999px;
}
.portico-segment {
  display: inline-flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 0;
  min-height: var(--portico-account-segment-height);
  padding: 4px 12px;
  font: inherit;
  font-size: 0.9em;
  font-weight: 600;
  color: var(--portico-muted);
  white-space: nowrap;
  background: transparent;
  border: none;
  border-radius: 999px;
  cursor: pointer;
}
.portico-segment[aria-selected='true'] {
  color: var(--portico-foreground);
  background: var(--portico-background);
  box-shadow: var(--portico-account-raised-shadow), 0 0 0 1px var(--portico-border);
}
.portico-segment .portico-tag { padding: 0 6px; color: var(--portico-accent-foreground); background: var(--portico-accent); }
.portico-account-panel { display: flex; flex-direction: column; min-height: var(--portico-account-panel-min-height); }
/* An empty tab's note sits in the middle of the space the rows will take. */
.portico-account-panel > .portico-note { margin: auto 0; }

/* Rows of the tabs: logo, a main column of one-line texts, the end column; nothing wraps. */
.portico-row { gap: 12px; min-height: var(--portico-account-row-height); }
.portico-row-logo {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--portico-account-logo-size);
  height: var(--portico-account-logo-size);
  overflow: hidden;
  font-size: 0.8em;
  font-weight: 700;
  color: var(--portico-muted);
  background: var(--portico-background);
  border-radius: 50%;
  object-fit: cover;
}
.portico-row-logo > svg { width: 18px; height: 18px; }
.portico-row-logo--sent { color: var(--portico-foreground); }
.portico-row-logo--received { color: var(--portico-success); }
.portico-row-main { display: flex; flex: 1; flex-direction: column; align-items: flex-start; min-width: 0; }
.portico-row-end { display: flex; flex: none; flex-direction: column; align-items: flex-end; gap: 2px; max-width: 45%; text-align: end; }
.portico-row-main > *, .portico-row-end > * { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-row-title { font-weight: 600; }
.portico-row-sub { font-size: 0.85em; color: var(--portico-muted); font-variant-numeric: tabular-nums; }
.portico-row-value { font-weight: 600; font-variant-numeric: tabular-nums; }

/* NFTs as a grid of square pictures with their names. */
.portico-nft-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.portico-nft { display: flex; flex-direction: column; gap: 6px; min-width: 0; padding: 6px; background: var(--portico-surface); border-radius: calc(var(--portico-border-radius) * 0.75); }
.portico-nft-image { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; background: var(--portico-background); border-radius: calc(var(--portico-border-radius) * 0.5); }
.portico-nft-name { overflow: hidden; font-size: 0.85em; font-weight: 500; text-overflow: ellipsis; white-space: nowrap; }

/* The account's settings (name, user, type, wallets) and Disconnect, below the tabs. */
.portico-account-settings { display: flex; flex-direction: column; gap: 8px; }
.portico-account-settings .portico-account-row { margin: 0; }
.portico-account-settings .portico-list-button { gap: 6px; min-width: 0; padding-inline: 12px 8px; }
/* The row's label keeps its words; the value beside it gives way (ellipsis) when the row is short. */
.portico-account-settings .portico-list-button-label { flex: none; white-space: nowrap; }
.portico-account-settings .portico-tag { flex: 0 1 auto; min-width: 0; margin-inline-end: auto; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* A value with no button after it ends the row. */
.portico-account-settings .portico-tag:last-child { margin-inline: auto 0; }
.portico-account-settings .portico-list-button .portico-button {
  flex: none;
  width: auto;
  min-height: 36px;
  padding: 4px 10px;
  font-size: 0.85em;
  white-space: nowrap;
  background: var(--portico-background);
}
.portico-disconnect { gap: 8px; color: var(--portico-foreground); background: transparent; border-color: var(--portico-border); }
.portico-disconnect:hover { border-color: var(--portico-muted); }
.portico-disconnect > svg { flex: none; width: 18px; height: 18px; }
`;

/** The Account view's part of the stylesheet, for installStyles. */
export const ACCOUNT_STYLES: StylePart = { name: 'account', css: ACCOUNT_CSS };
