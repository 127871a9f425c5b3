import { useMemo } from 'react';
import { getNetworkImageUrl, type Network } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useBrandLogo } from './useBrandLogo.ts';

/**
 * A network's image, as the default modal shows it: `imageUrl` the way production gives it (the
 * network's `assets.imageUrl`, else its `assets.imageId` as a §7 asset image), and `logo` the bundled
 * logo of a built-in network (undefined for others, and until the logos have loaded). Show `imageUrl`;
 * when there is none or it fails to load (the API away), show `logo`; else a fallback of your own.
 */
export function useNetworkImage(network: Network | undefined): {
  imageUrl: string | undefined;
  logo: ReturnType<typeof useBrandLogo>;
} {
  const modal = usePortico();
  const imageUrl = useMemo(
    () => (network ? getNetworkImageUrl(modal, network) : undefined),
    [modal, network],
  );
  const logo = useBrandLogo('network', network?.caipNetworkId);
  return { imageUrl, logo };
}
