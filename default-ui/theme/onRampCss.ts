import type { StylePart } from './installStyles.ts';

/**
 * The on-ramp views' rules (OnRamp, OnRampProviders, BuyInProgress): a part of the stylesheet of its
 * own, in the on-ramp views' chunk and installed when one of them shows, so the open-the-modal path
 * does not carry them (rule 5, the open-the-modal size budget).
 */
const ONRAMP_CSS = `
.portico-onramp { display: flex; flex-direction: column; gap: 8px; }
.portico-onramp-limits { margin: 0; min-height: 1.2em; font-size: 0.85em; color: var(--portico-muted); }
.portico-onramp-quote { display: flex; flex-direction: column; gap: 6px; }
.portico-onramp-quote .portico-skeleton { min-height: 120px; }
.portico-onramp-receive { margin: 0; font-size: 1.2em; font-weight: 600; font-variant-numeric: tabular-nums; }
.portico-onramp-details { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 12px; background: var(--portico-surface); border-radius: calc(var(--portico-border-radius) * 0.75); }
.portico-onramp-details div { display: flex; justify-content: space-between; gap: 12px; }
.portico-onramp-details dt { flex: none; color: var(--portico-muted); }
.portico-onramp-details dd { min-width: 0; margin: 0; font-variant-numeric: tabular-nums; text-align: end; overflow-wrap: anywhere; }
`;

/** The on-ramp views' part of the stylesheet, for installStyles. */
export const ONRAMP_STYLES: StylePart = { name: 'onramp', css: ONRAMP_CSS };
