import { useMessages, type useWalletConnect } from '../../hooks/index.ts';
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
  const { t, tError } = useMessages();
  if (state.status === 'relayUnreachable')
    return (
      <div className="portico-error-state portico-pairing">
        <p className="portico-error-text" role="alert">
          {t('pairing.relayUnreachable')}
        </p>
        <button type="button" className="portico-button portico-button--primary" onClick={onRetry}>
          {t('common.retry')}
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
            alt={t('connect.pairing.qrCode')}
          />
        </div>
        <p className="portico-muted-text portico-pairing-note">{t('connect.pairing.scanHint')}</p>
        <div className="portico-pairing-actions">
          <button type="button" className="portico-button" onClick={() => onCopy(state.uri)}>
            {t('connect.pairing.copyLink')}
          </button>
          {walletLink ? (
            <a
              className="portico-button portico-button--primary portico-pairing-open"
              href={walletLink.href}
              target={walletLink.target}
              rel={walletLink.target === '_blank' ? 'noopener noreferrer' : undefined}
            >
              {t('connect.pairing.openIn', { name: walletLink.name })}
            </a>
          ) : null}
        </div>
        <details className="portico-pairing-details">
          <summary>{t('connect.pairing.showLink')}</summary>
          <code className="portico-pairing-uri">{state.uri}</code>
        </details>
      </div>
    );

  if (state.status === 'checkingRelay')
    return (
      <div className="portico-pairing">
        <Spinner label={t('pairing.checkingRelay')} />
        <p className="portico-muted-text" aria-hidden="true">
          {t('pairing.checkingRelay')}
        </p>
      </div>
    );

  if (error !== null)
    return (
      <div className="portico-error-state portico-pairing">
        <p className="portico-error-text" role="alert">
          {tError(error)}
        </p>
        <button type="button" className="portico-button portico-button--primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      </div>
    );

  return (
    <div className="portico-pairing">
      <Spinner label={t('connect.pairing.preparing')} />
    </div>
  );
}
