import { useInsertionEffect } from 'react';
import { installPartWhereUsed } from '../../theme/installStyles.ts';
import { SWAP_STYLES } from '../../theme/swapCss.ts';

/**
 * Install the swap views' part of the stylesheet (once per document or shadow root the UI renders in) before the view first paints;
 * it travels with the swap views' chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useSwapStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installPartWhereUsed(SWAP_STYLES);
  }, []);
}
