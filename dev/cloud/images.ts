import { createHash } from 'node:crypto';

/** Kinds of generated image; each gets its own shape so they are told apart at a glance. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two initials: first letters of the first two words, or the first two characters. */
export function initialsOf(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/**
 * Renders a 96x96 SVG: `text` (1 to 4 characters shown) on a background whose hue is derived from
 * `seed`. Wallets get a rounded square, currencies a square, tokens a hexagon; assets (networks by
 * `assets.imageId`, NFTs) a gradient circle with no text.
 */
export function renderImage(kind: ImageKind, seed: string, text: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const hue = ((hash[0] ?? 0) * 256 + (hash[1] ?? 0)) % 360;
  const sat = 55 + ((hash[2] ?? 0) % 25);
  const light = 42 + ((hash[3] ?? 0) % 14);
  const fill = `hsl(${hue} ${sat}% ${light}%)`;
  const shape =
    kind === 'wallet'
      ? `<rect width="96" height="96" rx="24" fill="${fill}"/>`
      : kind === 'asset'
        ? `<circle cx="48" cy="48" r="48" fill="${fill}"/>`
        : kind === 'currency'
          ? `<rect width="96" height="96" fill="${fill}"/>`
          : `<polygon points="48,0 90,24 90,72 48,96 6,72 6,24" fill="${fill}"/>`;
  // An asset (a network, an NFT) is a picture, not a label: a gradient orb of its seed's hues, as
  // the modal's own fallback draws, so the demo's networks never show initials.
  if (kind === 'asset') {
    const to = `hsl(${(hue + 40 + ((hash[4] ?? 0) % 61)) % 360} ${sat}% ${light - 12}%)`;
    return [
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${fill}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
      '<circle cx="48" cy="48" r="48" fill="url(#g)"/>',
      '<circle cx="32" cy="28" r="30" fill="#fff" fill-opacity="0.18"/>',
      '</svg>',
    ].join('');
  }
  const shown = text.slice(0, 4);
  const fontSize = shown.length <= 2 ? 36 : shown.length === 3 ? 28 : 22;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    shape,
    `<text x="48" y="50" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(shown)}</text>`,
    '</svg>',
  ].join('');
}
