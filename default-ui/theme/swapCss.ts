import type { StylePart } from './installStyles.ts';

/**
 * The swap views' rules (Swap, SwapSelectToken, SwapPreview): a part of the stylesheet of its own,
 * in the swap views' chunk and installed when one of them shows, so the open-the-modal path does not
 * carry them (rule 5, the open-the-modal size budget).
 */
const SWAP_CSS = `
.portico-swap { display: flex; flex-direction: column; gap: 8px; }
.portico-swap-select { display: flex; flex-direction: column; }
.portico-swap-balance { display: inline-flex; flex: 0 1 auto; align-items: center; gap: 8px; min-width: 0; }
.portico-swap-balance > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.portico-swap-balance .portico-button--compact { min-height: 28px; padding: 2px 10px; font-size: 0.95em; font-weight: 600; color: var(--portico-accent); }
/* The switch sits over the gap between the two cards, as one control joining them. */
.portico-swap-switch {
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: 40px;
  height: 40px;
  margin: -22px 0;
  padding: 0;
  color: var(--portico-foreground);
  background: var(--portico-surface);
  border: 4px solid var(--portico-background);
  border-radius: 50%;
  cursor: pointer;
}
.portico-swap-switch svg { width: 18px; height: 18px; }
.portico-swap-switch:hover { color: var(--portico-accent); }
.portico-swap-rate { margin: 0; font-size: 0.85em; color: var(--portico-muted); text-align: center; font-variant-numeric: tabular-nums; }
.portico-swap-details { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 12px; background: var(--portico-surface); border-radius: calc(var(--portico-border-radius) * 0.75); }
.portico-swap-details div { display: flex; justify-content: space-between; gap: 12px; }
.portico-swap-details dt { flex: none; color: var(--portico-muted); }
.portico-swap-details dd { min-width: 0; margin: 0; font-variant-numeric: tabular-nums; text-align: end; overflow-wrap: anywhere; }
`;

/** The swap views' part of the stylesheet, for installStyles. */
export const SWAP_STYLES: StylePart = { name: 'swap', css: SWAP_CSS };
