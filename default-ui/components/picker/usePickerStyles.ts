import { useInsertionEffect } from 'react';
import { installPartWhereUsed } from '../../theme/installStyles.ts';
import { PICKER_STYLES } from '../../theme/pickerCss.ts';

/**
 * Install the pickers' part of the stylesheet (once per document or shadow root the UI renders in) before a picker first paints; it
 * travels with the views that use a picker (Swap, Buy, Send), not with the modal's chunk. Runs only in
 * an effect, so server rendering touches no document.
 */
export function usePickerStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installPartWhereUsed(PICKER_STYLES);
  }, []);
}
