import { useInsertionEffect } from 'react';
import { ACCOUNT_STYLES } from '../../theme/accountCss.ts';
import { installStyles } from '../../theme/installStyles.ts';

/**
 * Install the Account view's part of the stylesheet (once per document) before the view first
 * paints; it travels with Account's chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useAccountStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installStyles(document, ACCOUNT_STYLES);
  }, []);
}
