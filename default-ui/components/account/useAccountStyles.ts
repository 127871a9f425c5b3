import { useInsertionEffect } from 'react';
import { ACCOUNT_STYLES } from '../../theme/accountCss.ts';
import { installPartWhereUsed } from '../../theme/installStyles.ts';

/**
 * Install the Account view's part of the stylesheet (once per document or shadow root the UI renders in) before the view first
 * paints; it travels with Account's chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useAccountStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installPartWhereUsed(ACCOUNT_STYLES);
  }, []);
}
