import { useInsertionEffect } from 'react';
import { BRAND_STYLES } from '../../theme/brandCss.ts';
import { installStyles } from '../../theme/installStyles.ts';

/**
 * Install the logos' part of the stylesheet (once per document) before a logo first paints. Runs only
 * in an effect, so server rendering touches no document.
 */
export function useBrandStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installStyles(document, BRAND_STYLES);
  }, []);
}
