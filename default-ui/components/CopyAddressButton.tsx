import { useMessages, useNotices } from '../../hooks/index.ts';
import { CopyIcon } from './icons.tsx';

/**
 * Copies an address to the clipboard and confirms it with a "Copied" snackbar; says so when the
 * browser refuses (no clipboard outside a secure context, or permission denied).
 */
export function CopyAddressButton({ address }: { address: string }) {
  const { showSnackbar } = useNotices();
  const { t } = useMessages();
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const failed = () => showSnackbar({ variant: 'error', message: t('account.copyFailed') });
    if (!clipboard) {
      failed();
      return;
    }
    clipboard
      .writeText(address)
      .then(() => showSnackbar({ variant: 'success', message: t('common.copied') }), failed);
  };
  return (
    <button
      type="button"
      className="portico-icon-button"
      aria-label={t('account.copyAddress')}
      onClick={copy}
    >
      <CopyIcon />
    </button>
  );
}
