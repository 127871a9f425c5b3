import { useInsertionEffect } from 'react';
import { BRAND_STYLES } from '../../theme/brandCss.ts';
import { installStyles } from '../../theme/installStyles.ts';
import { useStyleRoot } from '../../theme/styleRoot.tsx';

/**
 * Install the logos' part of the stylesheet (once per document) before a logo first paints. Runs only
 * in an effect, so server rendering touches no document.
 */
export function useBrandStyles(): void {
  const root = useStyleRoot();
  useInsertionEffect(() => {
    if (root) installStyles(root, BRAND_STYLES);
  }, [root]);
}
