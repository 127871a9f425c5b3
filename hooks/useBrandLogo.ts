import { useEffect, useState } from 'react';
import {
  type BrandLogo,
  type BrandLogoGroup,
  type BrandLogoSet,
  loadBrandLogos,
  loadedBrandLogos,
} from '../headless/index.ts';

/**
 * A bundled brand logo as data (`BrandLogo`: a tile and the brand's glyph in a 24×24 canvas), for a
 * custom UI to draw as the default modal does: `useBrandLogo('connect', 'google')`,
 * `useBrandLogo('connect', 'walletConnect')`, `useBrandLogo('network', 'eip155:8453')`,
 * `useBrandLogo('onRamp', 'coinbase')`. The group's module loads on first use (undefined until then,
 * and for an id the modal has no logo of: draw a fallback).
 */
export function useBrandLogo(group: BrandLogoGroup, id: string | undefined): BrandLogo | undefined {
  const [state, setState] = useState<{ group: BrandLogoGroup; logos: BrandLogoSet } | undefined>();
  const logos = state?.group === group ? state.logos : loadedBrandLogos(group);
  useEffect(() => {
    if (logos) return;
    let current = true;
    loadBrandLogos(group).then(
      (loaded) => {
        if (current) setState({ group, logos: loaded });
      },
      // A lost chunk: the fallback stays; the next mount tries again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [group, logos]);
  return id === undefined ? undefined : logos?.[id];
}
