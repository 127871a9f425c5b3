import { useInsertionEffect } from 'react';
import { installStyles } from '../../theme/installStyles.ts';
import { useStyleRoot } from '../../theme/styleRoot.tsx';
import { SWAP_STYLES } from '../../theme/swapCss.ts';

/**
 * Install the swap views' part of the stylesheet (once per document) before the view first paints;
 * it travels with the swap views' chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useSwapStyles(): void {
  const root = useStyleRoot();
  useInsertionEffect(() => {
    if (root) installStyles(root, SWAP_STYLES);
  }, [root]);
}
