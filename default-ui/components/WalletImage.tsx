import { useState } from 'react';

/** Props of a wallet image. */
export interface WalletImageProps {
  /** The wallet's name: the image's alt text and the source of the initials fallback. */
  name: string;
  /** The image URL; empty when the wallet has no image. */
  src: string;
  /** True when a visible label beside the image already names the wallet (alt is then empty). */
  decorative?: boolean;
}

/** Up to two initials of a wallet's name, e.g. "Trust Wallet" → "TW". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A wallet's image, with a badge of its initials when there is no image or it fails to load (a
 * directory image can be missing, blocked or slow to fail; the wallet must stay recognisable).
 */
export function WalletImage({ name, src, decorative = false }: WalletImageProps) {
  // Remember which source failed, so a new source (another wallet in a recycled cell) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === '' || failedSrc === src) {
    return (
      <span
        className="portico-wallet-image portico-wallet-image--fallback"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="portico-wallet-image"
      src={src}
      alt={decorative ? '' : name}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
