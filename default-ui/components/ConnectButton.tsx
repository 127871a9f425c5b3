import { useRef } from 'react';
import { useModal } from '../../hooks/index.ts';
import { useTheme } from '../theme/useTheme.ts';

/** Props of the connect button. */
export interface ConnectButtonProps {
  /** The button's text; "Connect Wallet" by default. */
  label?: string;
}

/**
 * A themed button that opens the modal on its default view (§2: Connect, or Account when connected).
 * Later versions show the connected account instead of the label.
 */
export function ConnectButton({ label = 'Connect Wallet' }: ConnectButtonProps) {
  const { open, isOpen } = useModal();
  const ref = useRef<HTMLButtonElement>(null);
  const themeProps = useTheme(ref);
  return (
    <button
      ref={ref}
      type="button"
      className="portico-root portico-connect-button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={() => open()}
      {...themeProps}
    >
      {label}
    </button>
  );
}
