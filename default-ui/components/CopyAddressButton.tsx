import { useMessages, useNotices } from '../../hooks/index.ts';
import { CopyIcon } from './icons.tsx';

/** Props of CopyAddressButton. */
export interface CopyAddressButtonProps {
  /** The whole value copied, never its shortened display. */
  address: string;
  /** The button's accessible name, where "Copy address" alone would not say whose (a list of wallets). */
  label?: string;
}

/**
 * Copies an address to the clipboard and confirms it with a "Copied" snackbar; says so when the
 * browser refuses (no clipboard outside a secure context, or permission denied). Any view that shows
 * an address, shortened or whole, puts it beside it.
 */
export function CopyAddressButton({ address, label }: CopyAddressButtonProps) {
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
      className="portico-icon-button portico-copy-button"
      aria-label={label ?? t('account.copyAddress')}
      title={label ?? t('account.copyAddress')}
      onClick={copy}
    >
      <CopyIcon />
    </button>
  );
}
