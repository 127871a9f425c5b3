import { useState } from 'react';
import { loadedBrandLogos } from '../../../headless/index.ts';
import { useBrandLogo } from '../../../hooks/index.ts';
import { PendingMark } from '../brand/BrandImage.tsx';
import { FallbackMark } from '../brand/FallbackMark.tsx';
import { LogoMark, logoClassName } from '../brand/LogoMark.tsx';
import { usePickerStyles } from './usePickerStyles.ts';

/**
 * A token's or a currency's round image, decorative (its symbol is always written beside it):
 * - the native coin of a built-in network: that network's bundled logo (ETH on Ethereum is a known
 *   brand, drawn as such rather than as the image service's lettering);
 * - otherwise the image the API gives (`imageUrl`), and when there is none or it fails to load (the
 *   API away), the designed fallback seeded by `seed`, never raw initials.
 * `size` is the picker's: `chip` inside the picker chip, `row` in the picker's list.
 */
export function TokenImage({
  imageUrl,
  seed,
  nativeOf,
  size,
}: {
  imageUrl: string | undefined;
  /** What tells this token from others (its address, or its symbol): the fallback's colours. */
  seed: string;
  /** CAIP-2 id of the network whose native coin this is; undefined for any other token. */
  nativeOf?: string | undefined;
  size: 'chip' | 'row';
}) {
  usePickerStyles();
  const networkLogo = useBrandLogo('network', nativeOf);
  // Which URL failed, so another token in a recycled row is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const look = { round: true };
  const sized = `portico-picker-logo portico-picker-logo--${size}`;
  if (networkLogo)
    return (
      <span className={sized}>
        <LogoMark logo={networkLogo} {...look} />
      </span>
    );
  // A native coin waits for the network logos (a few milliseconds) rather than flashing its URL.
  if (nativeOf && !loadedBrandLogos('network'))
    return (
      <span className={sized}>
        <PendingMark {...look} />
      </span>
    );
  if (imageUrl && failedUrl !== imageUrl)
    return (
      <span className={sized}>
        <img
          className={logoClassName(look)}
          src={imageUrl}
          alt=""
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
        />
      </span>
    );
  return (
    <span className={sized}>
      <FallbackMark seed={seed} {...look} />
    </span>
  );
}
