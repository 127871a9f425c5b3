import { useInsertionEffect } from 'react';
import { BRAND_STYLES } from '../../theme/brandCss.ts';
import { installPartWhereUsed } from '../../theme/installStyles.ts';

/**
 * Install the logos' part of the stylesheet (once per document or shadow root the UI renders in) before a logo first paints. Runs only
 * in an effect, so server rendering touches no document.
 */
export function useBrandStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installPartWhereUsed(BRAND_STYLES);
  }, []);
}
