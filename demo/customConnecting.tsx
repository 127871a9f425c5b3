import { useAccount, useConnect, useWalletConnect } from '../hooks/index.ts';

/**
 * The custom modal's two connecting views, on the public hooks alone: a wallet in the page
 * (ConnectingExternal) and a remote wallet by pairing (ConnectingWalletConnect). The engine closes the
 * modal once the connect succeeds; these show the wait and what went wrong.
 */

/** ConnectingExternal: waiting for a wallet in the page; its §8 error and Try again when it fails. */
export function ConnectingExternalView({ connectorId }: { connectorId: string }) {
  const { connectors, connect } = useConnect();
  const connector = connectors.find((candidate) => candidate.id === connectorId);
  const name = connector?.name ?? 'your wallet';
  // A multi-chain wallet connects every namespace the app uses; its first one leads.
  const { status, error } = useAccount(connector?.chain);
  const failed = status === 'disconnected' && error !== null;
  return (
    <div className="custom-connecting">
      {/* Stays mounted, so the outcome is announced when it replaces the wait. */}
      <p aria-live="polite">{failed ? error : `Waiting for ${name}…`}</p>
      {failed && (
        <button type="button" onClick={() => connect(connectorId)}>
          Try again
        </button>
      )}
    </div>
  );
}

/** An SVG string as an image URL: an <img> runs no script of it, and needs no inline style (CSP). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** ConnectingWalletConnect: the pairing QR code and URI, the relay check, and what went wrong. */
export function ConnectingWalletConnectView() {
  // Starts the pairing on mount (unless one is waiting or a connect is under way).
  const { state, message, pair, chosenWallet: chosen, walletLink } = useWalletConnect({ autoPair: true });
  // A pairing connects every app namespace; the active one leads.
  const { status, error } = useAccount();
  const link = chosen ? walletLink(chosen) : null;

  if (state.status === 'relayUnreachable')
    return (
      <div className="custom-connecting">
        <p role="alert">{message}</p>
        <button type="button" onClick={pair}>
          Retry
        </button>
      </div>
    );
  if (state.status === 'waiting')
    return (
      <div className="custom-connecting">
        <img className="custom-qr" src={svgDataUrl(state.qrSvg)} alt="Scan with your wallet" />
        <p>Or paste this link into your wallet:</p>
        <code className="custom-pairing-uri">{state.uri}</code>
        {chosen && link && (
          <a href={link.href} target={link.target} rel="noopener noreferrer">
            Open in {chosen.name}
          </a>
        )}
      </div>
    );
  if (state.status === 'checkingRelay')
    return (
      <p className="custom-connecting" role="status">
        {message}
      </p>
    );
  if (status === 'disconnected' && error !== null)
    return (
      <div className="custom-connecting">
        <p role="alert">{error}</p>
        <button type="button" onClick={pair}>
          Try again
        </button>
      </div>
    );
  return (
    <p className="custom-connecting" role="status">
      Preparing the code…
    </p>
  );
}
