import { useInsertionEffect } from 'react';
import { installPartWhereUsed } from '../../theme/installStyles.ts';
import { ONRAMP_STYLES } from '../../theme/onRampCss.ts';

/**
 * Install the on-ramp views' part of the stylesheet (once per document or shadow root the UI renders in) before the view first paints;
 * it travels with the on-ramp views' chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useOnRampStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installPartWhereUsed(ONRAMP_STYLES);
  }, []);
}
