import type { StylePart } from './installStyles.ts';

/**
 * The swap views' rules (Swap, SwapSelectToken, SwapPreview): a part of the stylesheet of its own,
 * in the swap views' chunk and installed when one of them shows, so the open-the-modal path does not
 * carry them (rule 5, the open-the-modal size budget).
 */
const SWAP_CSS = `
.portico-swap { display: flex; flex-direction: column; gap: 8px; }
.portico-swap-side {
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  background: var(--portico-surface);
  border-radius: calc(var(--portico-border-radius) * 0.75);
}
.portico-swap-side-title { margin: 0; font-size: 0.85em; font-weight: 400; color: var(--portico-muted); }
.portico-swap-row { display: flex; align-items: center; gap: 8px; }
.portico-swap-amount { flex: 1; min-width: 0; font-size: 1.4em; font-variant-numeric: tabular-nums; background: transparent; border-color: transparent; }
.portico-swap-amount .portico-skeleton, .portico-swap-row .portico-skeleton { flex: 1; min-height: 44px; }
.portico-swap-token { gap: 6px; white-space: nowrap; }
.portico-swap-logo { width: 20px; height: 20px; }
.portico-swap-tokens .portico-swap-logo { width: 28px; height: 28px; }
.portico-swap-balance { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 0.85em; color: var(--portico-muted); }
.portico-swap-switch { align-self: center; width: auto; min-height: 32px; margin: -16px 0; z-index: 1; }
.portico-swap-rate { margin: 0; font-size: 0.85em; color: var(--portico-muted); text-align: center; font-variant-numeric: tabular-nums; }
.portico-swap-details { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 12px; background: var(--portico-surface); border-radius: calc(var(--portico-border-radius) * 0.75); }
.portico-swap-details div { display: flex; justify-content: space-between; gap: 12px; }
.portico-swap-details dt { flex: none; color: var(--portico-muted); }
.portico-swap-details dd { min-width: 0; margin: 0; font-variant-numeric: tabular-nums; text-align: end; overflow-wrap: anywhere; }
`;

/** The swap views' part of the stylesheet, for installStyles. */
export const SWAP_STYLES: StylePart = { name: 'swap', css: SWAP_CSS };
