import type { StylePart } from './installStyles.ts';

/**
 * The on-ramp views' rules (OnRamp, OnRampProviders, BuyInProgress): a part of the stylesheet of its
 * own, in the on-ramp views' chunk and installed when one of them shows, so the open-the-modal path
 * does not carry them (rule 5, the open-the-modal size budget).
 */
const ONRAMP_CSS = `
.portico-onramp { display: flex; flex-direction: column; gap: 8px; }
.portico-onramp-limits { margin: 0; }
.portico-onramp-quote { display: flex; flex-direction: column; gap: 6px; }
.portico-onramp-quote .portico-skeleton { min-height: 120px; }
.portico-onramp-receive { margin: 0; font-size: 1.2em; font-weight: 600; font-variant-numeric: tabular-nums; }
.portico-onramp-buy-title { flex: 1; min-width: 0; }
/* The quote's figures sit in the "You buy" card, under a hairline, rather than in a card of their own. */
.portico-onramp-details { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 8px 0 0; border-top: 1px solid var(--portico-border); }
.portico-onramp-details div { display: flex; justify-content: space-between; gap: 12px; }
.portico-onramp-details dt { flex: none; color: var(--portico-muted); }
.portico-onramp-details dd { min-width: 0; margin: 0; font-variant-numeric: tabular-nums; text-align: end; overflow-wrap: anywhere; }
`;

/** The on-ramp views' part of the stylesheet, for installStyles. */
export const ONRAMP_STYLES: StylePart = { name: 'onramp', css: ONRAMP_CSS };
