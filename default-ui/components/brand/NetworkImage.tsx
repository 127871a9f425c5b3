import { useState } from 'react';
import { loadedBrandLogos, type Network } from '../../../headless/index.ts';
import { useNetworkImage } from '../../../hooks/index.ts';
import { PendingMark } from './BrandImage.tsx';
import { FallbackMark } from './FallbackMark.tsx';
import { LogoMark, logoClassName } from './LogoMark.tsx';
import { useBrandStyles } from './useBrandStyles.ts';

/**
 * A network's round image: the image production gives (`assets.imageUrl`, or `assets.imageId` from
 * the API's asset images); when there is none or it fails (the API away), the bundled logo of a
 * built-in network; else the designed fallback. Decorative: the network's name is beside it.
 */
export function NetworkImage({ network, small }: { network: Network; small?: boolean }) {
  useBrandStyles();
  const { imageUrl, logo } = useNetworkImage(network);
  // Which URL failed, so another network in a recycled row is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const look = { round: true, small };
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        className={logoClassName(look)}
        src={imageUrl}
        alt=""
        width={small ? 20 : 40}
        height={small ? 20 : 40}
        decoding="async"
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  if (logo) return <LogoMark logo={logo} {...look} />;
  if (loadedBrandLogos('network')) return <FallbackMark seed={network.caipNetworkId} {...look} />;
  return <PendingMark {...look} />;
}
