import { useId } from 'react';
import { type LogoMarkLook, logoClassName } from './LogoMark.tsx';
import { useBrandStyles } from './useBrandStyles.ts';

// FNV-1a: a tiny, stable hash; the picture only has to tell things apart at a glance.
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The two hues and the angle of the gradient of `seed`: the same seed always looks the same. */
export function fallbackColours(seed: string): { from: string; to: string; angle: number } {
  const hash = hashOf(seed);
  const hue = hash % 360;
  // The second hue 40–100° on: a gradient that reads as one colour family, not a rainbow.
  const shift = 40 + ((hash >>> 9) % 61);
  return {
    from: `hsl(${hue}, 70%, 58%)`,
    to: `hsl(${(hue + shift) % 360}, 75%, 42%)`,
    angle: (hash >>> 16) % 360,
  };
}

/**
 * The designed fallback of an image the modal does not have (a network with no logo, an on-ramp
 * provider missing from the icon sets, an app without icons): a gradient derived from `seed` (the
 * thing's id or name), never raw initials. Decorative unless `label` is given.
 */
export function FallbackMark({ seed, label, ...look }: { seed: string; label?: string } & LogoMarkLook) {
  useBrandStyles();
  const id = `portico-fallback-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { from, to, angle } = fallbackColours(seed);
  return (
    <svg
      className={logoClassName(look, 'portico-logo--fallback')}
      viewBox="0 0 24 24"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={id} gradientTransform={`rotate(${angle} 0.5 0.5)`}>
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="24" height="24" fill={`url(#${id})`} />
      {/* A soft highlight, so the tile reads as a picture rather than a flat placeholder. */}
      <circle cx="8" cy="7" r="9" fill="#ffffff" fillOpacity="0.18" />
    </svg>
  );
}
