import { useInsertionEffect } from 'react';
import { ACCOUNT_STYLES } from '../../theme/accountCss.ts';
import { installStyles } from '../../theme/installStyles.ts';
import { useStyleRoot } from '../../theme/styleRoot.tsx';

/**
 * Install the Account view's part of the stylesheet (once per document) before the view first
 * paints; it travels with Account's chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useAccountStyles(): void {
  const root = useStyleRoot();
  useInsertionEffect(() => {
    if (root) installStyles(root, ACCOUNT_STYLES);
  }, [root]);
}
