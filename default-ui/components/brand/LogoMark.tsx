import { useId } from 'react';
import type { BrandLogo, LogoGradient, LogoPaint } from '../../../headless/index.ts';
import { useBrandStyles } from './useBrandStyles.ts';

/** The shape and size of a logo: a 40 px rounded tile by default. */
export interface LogoMarkLook {
  /** A circle (networks) instead of a rounded square (wallets, sign-in providers, apps). */
  round?: boolean;
  /** 20 px, inside a button beside its label. */
  small?: boolean;
}

/** The class names of a logo of this look (shared by the logo, the fallback and the app's image). */
export function logoClassName({ round, small }: LogoMarkLook, extra?: string): string {
  return ['portico-logo', round ? 'portico-logo--round' : '', small ? 'portico-logo--small' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

function Gradient({ id, gradient }: { id: string; gradient: LogoGradient }) {
  const stops = gradient.stops.map((stop) => (
    <stop
      key={`${stop.offset}:${stop.color}`}
      offset={stop.offset}
      stopColor={stop.color}
      stopOpacity={stop.opacity}
    />
  ));
  return gradient.kind === 'radial' ? (
    <radialGradient id={id} {...gradient.attributes}>
      {stops}
    </radialGradient>
  ) : (
    <linearGradient id={id} {...gradient.attributes}>
      {stops}
    </linearGradient>
  );
}

/**
 * A bundled brand logo (`useBrandLogo`) drawn as inline SVG: the tile, then the glyph inset into it.
 * Presentation attributes only (no style attribute: strict CSP). `label` names the brand for assistive
 * technology; without it the logo is decorative (a visible label beside it names the brand).
 */
export function LogoMark({ logo, label, ...look }: { logo: BrandLogo; label?: string } & LogoMarkLook) {
  useBrandStyles();
  // Gradient ids must be unique in the document: two logos with the same gradient may be on screen.
  const prefix = `portico-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const paint = (value: LogoPaint) =>
    typeof value === 'string' ? value : `url(#${prefix}-${value.gradient})`;
  const scale = (24 - 2 * logo.inset) / 24;
  return (
    <svg
      className={logoClassName(look)}
      viewBox="0 0 24 24"
      focusable="false"
      data-logo={logo.title}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {logo.gradients ? (
        <defs>
          {logo.gradients.map((gradient, index) => (
            // The index is the gradient's id in the logo's data: stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Gradient key={index} id={`${prefix}-${index}`} gradient={gradient} />
          ))}
        </defs>
      ) : null}
      <rect width="24" height="24" fill={paint(logo.background)} />
      <g transform={logo.inset ? `translate(${logo.inset} ${logo.inset}) scale(${scale})` : undefined}>
        {logo.paths.map((path) => (
          <path
            key={path.d}
            d={path.d}
            fill={paint(path.fill)}
            fillRule={path.evenOdd ? 'evenodd' : undefined}
            clipRule={path.evenOdd ? 'evenodd' : undefined}
          />
        ))}
      </g>
    </svg>
  );
}
