import { useInsertionEffect } from 'react';
import { installStyles } from '../../theme/installStyles.ts';
import { PICKER_STYLES } from '../../theme/pickerCss.ts';
import { useStyleRoot } from '../../theme/styleRoot.tsx';

/**
 * Install the pickers' part of the stylesheet (once per document) before a picker first paints; it
 * travels with the views that use a picker (Swap, Buy, Send), not with the modal's chunk. Runs only in
 * an effect, so server rendering touches no document.
 */
export function usePickerStyles(): void {
  const root = useStyleRoot();
  useInsertionEffect(() => {
    if (root) installStyles(root, PICKER_STYLES);
  }, [root]);
}
