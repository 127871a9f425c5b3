/**
 * A brand's logo as plain data: a tile (a colour or a gradient filling the 24×24 canvas) and the
 * brand's glyph drawn on it. Data rather than SVG text so a view renders it as elements with
 * presentation attributes (nothing for a strict CSP to refuse, no markup injected), and so a custom UI
 * can draw it its own way. The shape of the tile (rounded square for wallets and sign-in providers,
 * circle for networks) is the view's choice.
 *
 * The logos themselves are generated from icon sets (scripts/generate-brand-logos.ts) into one module
 * per group, each loaded only by the views that show it (headless/brandLogos.ts).
 */

/** A colour (`#rrggbb`), or the index of one of the logo's gradients. */
export type LogoPaint = string | { readonly gradient: number };

/** One path of a glyph, in the 24×24 canvas. */
export interface LogoPath {
  readonly d: string;
  readonly fill: LogoPaint;
  /** The path's fill rule is `evenodd` (holes cut by inner contours). */
  readonly evenOdd?: true;
}

/** A gradient stop: offset (0–1), colour and optional opacity. */
export interface LogoGradientStop {
  readonly offset: number;
  readonly color: string;
  readonly opacity?: number;
}

/** A linear or radial gradient, with SVG's attributes (in the 24×24 canvas when `userSpaceOnUse`). */
export interface LogoGradient {
  readonly kind: 'linear' | 'radial';
  readonly attributes: Readonly<
    Partial<
      Record<'x1' | 'y1' | 'x2' | 'y2' | 'cx' | 'cy' | 'r' | 'gradientTransform' | 'gradientUnits', string>
    >
  >;
  readonly stops: readonly LogoGradientStop[];
}

/** A brand's logo: its name, its tile and its glyph. */
export interface BrandLogo {
  /** The brand's name, as the icon set writes it ("GitHub", "OP Mainnet"). */
  readonly title: string;
  /** What fills the tile. */
  readonly background: LogoPaint;
  /** The glyph's paths, drawn over the tile. */
  readonly paths: readonly LogoPath[];
  /**
   * Margin (in canvas units) the glyph is shrunk into: icon sets that draw the glyph edge to edge get
   * one, sets drawn for a tile already have it (0).
   */
  readonly inset: number;
  readonly gradients?: readonly LogoGradient[];
}

/**
 * The groups of logos, one module each, so a view loads only its own: the ways to connect of the
 * Connect view (WalletConnect and the sign-in providers), the networks, the on-ramp providers.
 */
export type BrandLogoGroup = 'connect' | 'network' | 'onRamp';

/** A group's logos by id: `walletConnect` and §1 social provider ids; CAIP-2 network ids; provider names. */
export type BrandLogoSet = Readonly<Record<string, BrandLogo>>;
