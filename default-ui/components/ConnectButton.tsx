import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useModal, usePortico } from '../../hooks/index.ts';
import { useTheme } from '../theme/useTheme.ts';

// The account part is fetched once the engine is ready (the page is idle), never before the button.
const AccountSummary = lazy(() =>
  import('./AccountSummary.tsx').then((module) => ({ default: module.AccountSummary })),
);

/** Props of the connect button. */
export interface ConnectButtonProps {
  /** The button's text while no wallet is connected; "Connect Wallet" by default. */
  label?: string;
}

/**
 * A themed button that opens the modal on its default view (§2: Connect, or Account when connected).
 * Connected, it shows the account: balance (3 decimals, §9) and shortened address, e.g.
 * "1.234 ETH · 0xf39F…2266". On a network the app does not support (§4) it says "Wrong network" and
 * opens the network list. It is one button element throughout, so focus stays on it as its text changes.
 */
export function ConnectButton({ label = 'Connect Wallet' }: ConnectButtonProps) {
  const modal = usePortico();
  const { open, isOpen } = useModal();
  const ref = useRef<HTMLButtonElement>(null);
  const themeProps = useTheme(ref);
  const [engineReady, setEngineReady] = useState(false);
  const [wrongNetwork, setWrongNetwork] = useState(false);
  useEffect(() => modal.onReady(() => setEngineReady(true)), [modal]);

  return (
    <button
      ref={ref}
      type="button"
      className={`portico-root portico-connect-button${wrongNetwork ? ' portico-connect-button--warning' : ''}`}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={() => (wrongNetwork ? open({ view: 'Networks' }) : open())}
      {...themeProps}
    >
      {engineReady ? (
        <Suspense fallback={label}>
          <AccountSummary label={label} onWrongNetwork={setWrongNetwork} />
        </Suspense>
      ) : (
        label
      )}
    </button>
  );
}
