import { useNotices } from '../../hooks/index.ts';
import { CopyIcon } from './icons.tsx';

/**
 * Copies an address to the clipboard and confirms it with a "Copied" snackbar; says so when the
 * browser refuses (no clipboard outside a secure context, or permission denied).
 */
export function CopyAddressButton({ address }: { address: string }) {
  const { showSnackbar } = useNotices();
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const failed = () => showSnackbar({ variant: 'error', message: 'Could not copy the address' });
    if (!clipboard) {
      failed();
      return;
    }
    clipboard.writeText(address).then(() => showSnackbar({ variant: 'success', message: 'Copied' }), failed);
  };
  return (
    <button type="button" className="portico-icon-button" aria-label="Copy address" onClick={copy}>
      <CopyIcon />
    </button>
  );
}
