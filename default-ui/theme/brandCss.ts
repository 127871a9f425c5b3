import type { StylePart } from './installStyles.ts';

/**
 * The logos' rules (brand logos, network images, the app's icon, their fallbacks): a part of the
 * stylesheet of its own, installed by the components that draw them, so it travels with them.
 * Sizes follow DESIGN.md: 40 in lists, 20 inside a button, 64 on the connecting views; tiles are
 * rounded squares (wallets, sign-in providers, apps), networks are round.
 */
const BRAND_CSS = `
.portico-logo {
  display: block;
  flex: none;
  width: 40px;
  height: 40px;
  overflow: hidden;
  object-fit: cover;
  border-radius: 10px;
  /* A hairline ring: a white tile on a light surface, or a black one on a dark surface, keeps its edge. */
  outline: 1px solid color-mix(in srgb, var(--portico-foreground) 12%, transparent);
  outline-offset: -1px;
}
.portico-logo--round { border-radius: 50%; }
.portico-logo--small { width: 20px; height: 20px; border-radius: 5px; }
.portico-logo--pending { background: var(--portico-border); outline: none; }
.portico-connecting .portico-logo { width: 64px; height: 64px; border-radius: 16px; }
.portico-connecting .portico-logo--app { width: 40px; height: 40px; border-radius: 10px; }
.portico-connecting-marks { display: flex; align-items: center; gap: 10px; }
.portico-connecting-link { width: 24px; border-top: 2px dotted var(--portico-muted); }
.portico-social-button .portico-logo--small { margin-inline-end: 2px; }
`;

/** The logos' part of the stylesheet, for installStyles. */
export const BRAND_STYLES: StylePart = { name: 'brand', css: BRAND_CSS };
