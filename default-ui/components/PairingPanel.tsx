import { PAIRING_MESSAGES } from '../../headless/index.ts';
import type { useWalletConnect } from '../../hooks/index.ts';
import { Spinner } from './Spinner.tsx';

/** The pairing state as `useWalletConnect()` gives it. */
export type PairingPanelState = ReturnType<typeof useWalletConnect>['state'];

/** A link that opens the chosen directory wallet with the pairing URI. */
export interface PairingWalletLink {
  name: string;
  href: string;
  target: '_self' | '_blank';
}

/** What the panel shows; it reads no hook, so each pairing state can be rendered on its own. */
export interface PairingPanelProps {
  state: PairingPanelState;
  /** The account's last connection error (§8 text), or null. */
  error: string | null;
  /** Open the chosen wallet with the URI (only when the view was opened for a directory wallet). */
  walletLink?: PairingWalletLink | null;
  /** Copy the URI (the container writes it to the clipboard and shows the snackbar). */
  onCopy: (uri: string) => void;
  /** Start a new pairing: Retry after an unreachable relay, Try again after a rejection. */
  onRetry: () => void;
}

/** The message shown while the relay cannot be reached. */
export const RELAY_UNREACHABLE_TEXT = PAIRING_MESSAGES.relayUnreachable;

/**
 * An SVG string as an image URL. The markup is never put into the document: an `<img>` renders an SVG
 * without running scripts or reaching other resources, and needs no inline style (strict CSP).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The presentational part of the ConnectingWalletConnect view (§2): the QR code with "Copy link",
 * "Open in <wallet>" and the URI as text under "Show link" while a pairing waits; a notice while the
 * relay is checked; the unreachable-relay message with Retry; a connection error with Try again.
 */
export function PairingPanel({ state, error, walletLink, onCopy, onRetry }: PairingPanelProps) {
  if (state.status === 'relayUnreachable')
    return (
      <div className="portico-error-state portico-pairing">
        <p className="portico-error-text" role="alert">
          {RELAY_UNREACHABLE_TEXT}
        </p>
        <button type="button" className="portico-button portico-button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );

  if (state.status === 'waiting')
    return (
      <div className="portico-pairing">
        <div className="portico-pairing-qr">
          <img
            className="portico-pairing-qr-image"
            src={svgDataUrl(state.qrSvg)}
            alt="Scan with your wallet"
          />
        </div>
        <p className="portico-muted-text portico-pairing-note">
          Scan the code with your phone's wallet. The code refreshes automatically.
        </p>
        <div className="portico-pairing-actions">
          <button type="button" className="portico-button" onClick={() => onCopy(state.uri)}>
            Copy link
          </button>
          {walletLink ? (
            <a
              className="portico-button portico-button--primary portico-pairing-open"
              href={walletLink.href}
              target={walletLink.target}
              rel={walletLink.target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              Open in {walletLink.name}
            </a>
          ) : null}
        </div>
        <details className="portico-pairing-details">
          <summary>Show link</summary>
          <code className="portico-pairing-uri">{state.uri}</code>
        </details>
      </div>
    );

  if (state.status === 'checkingRelay')
    return (
      <div className="portico-pairing">
        <Spinner label={PAIRING_MESSAGES.checkingRelay} />
        <p className="portico-muted-text" aria-hidden="true">
          {PAIRING_MESSAGES.checkingRelay}
        </p>
      </div>
    );

  if (error !== null)
    return (
      <div className="portico-error-state portico-pairing">
        <p className="portico-error-text" role="alert">
          {error}
        </p>
        <button type="button" className="portico-button portico-button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );

  return (
    <div className="portico-pairing">
      <Spinner label="Preparing the code…" />
    </div>
  );
}
