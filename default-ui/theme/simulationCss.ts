import type { StylePart } from './installStyles.ts';

/**
 * The simulated outcome's rules (Send's review, SwapPreview, ApproveTransaction): a part of its own,
 * installed when an outcome shows, so the open-the-modal path does not carry it (rule 5). The tones
 * match the secure site's panel: what goes out, what comes in, dangers in the error colour.
 */
const SIMULATION_CSS = `
.portico-simulation { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 12px; background: var(--portico-surface); border-radius: calc(var(--portico-border-radius) * 0.75); }
.portico-simulation > p { margin: 0; }
.portico-simulation ul { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.portico-simulation li { overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.portico-simulation li[data-tone="in"], .portico-simulation li[data-tone="gain"] { color: var(--portico-success); }
.portico-simulation li[data-tone="danger"] { color: var(--portico-error); font-weight: 600; }
.portico-simulation li[data-tone="info"] { color: var(--portico-muted); }
.portico-simulation .portico-simulation-worth { color: var(--portico-muted); font-weight: 400; white-space: nowrap; }
/* A predicted failure keeps its confirm, styled as the lesser choice: the person may still know better. */
.portico-button.portico-button--risky { color: var(--portico-error); background: transparent; border-color: var(--portico-error); }
`;

/** The simulated outcome's part of the stylesheet, for installStyles. */
export const SIMULATION_STYLES: StylePart = { name: 'simulation', css: SIMULATION_CSS };
