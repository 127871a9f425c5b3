import { useInsertionEffect } from 'react';
import { installStyles } from '../../theme/installStyles.ts';
import { ONRAMP_STYLES } from '../../theme/onRampCss.ts';
import { useStyleRoot } from '../../theme/styleRoot.tsx';

/**
 * Install the on-ramp views' part of the stylesheet (once per document) before the view first paints;
 * it travels with the on-ramp views' chunk, not with the modal's. Runs only in an effect, so server
 * rendering touches no document.
 */
export function useOnRampStyles(): void {
  const root = useStyleRoot();
  useInsertionEffect(() => {
    if (root) installStyles(root, ONRAMP_STYLES);
  }, [root]);
}
