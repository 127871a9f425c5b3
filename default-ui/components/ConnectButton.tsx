import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CONNECT_BUTTON_TEXT } from '../../headless/index.ts';
import { useLocale, useModal } from '../../hooks/index.ts';
import { useTheme } from '../theme/useTheme.ts';

// The account part is fetched once a wallet is connected, never before the button: a visitor who
// never connects does not load the account and network selectors (and the balance formatting).
const AccountSummary = lazy(() =>
  import('./AccountSummary.tsx').then((module) => ({ default: module.AccountSummary })),
);

/** Props of the connect button. */
export interface ConnectButtonProps {
  /** The button's text while no wallet is connected; "Connect Wallet" (in the visitor's language) by default. */
  label?: string;
}

/**
 * A themed button that opens the modal on its default view (§2: Connect, or Account when connected).
 * Connected, it shows the account: balance (3 decimals, §9) and shortened address, e.g.
 * "1.234 ETH · 0xf39F…2266". On a network the app does not support (§4) it says "Wrong network" and
 * opens the network list. It is one button element throughout, so focus stays on it as its text changes.
 */
export function ConnectButton({ label: labelProp }: ConnectButtonProps) {
  // Not useMessages: the button shows before the catalogue loads, with its one text (or its translation).
  const { locale, dir, messages } = useLocale();
  const label = labelProp ?? messages?.['modal.connectButton'] ?? CONNECT_BUTTON_TEXT;
  const { open, isOpen, isConnected, showIntent } = useModal();
  const ref = useRef<HTMLButtonElement>(null);
  const themeProps = useTheme(ref);
  const [wrongNetwork, setWrongNetwork] = useState(false);
  // Disconnected, the summary is gone: its last word on the network must not linger.
  useEffect(() => {
    if (!isConnected) setWrongNetwork(false);
  }, [isConnected]);

  return (
    <button
      ref={ref}
      type="button"
      className={`portico-root portico-connect-button${wrongNetwork ? ' portico-connect-button--warning' : ''}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      lang={locale}
      dir={dir}
      onClick={() => (wrongNetwork ? open({ view: 'Networks' }) : open())}
      // Nothing goes to the cloud before the visitor shows intent; hovering or focusing the button does.
      onPointerEnter={showIntent}
      onFocus={showIntent}
      {...themeProps}
    >
      {isConnected ? (
        <Suspense fallback={label}>
          <AccountSummary label={label} onWrongNetwork={setWrongNetwork} />
        </Suspense>
      ) : (
        label
      )}
    </button>
  );
}
