import { type FarcasterLoginStatus, useAccount, useFarcasterLogin } from '../hooks/index.ts';
import { svgDataUrl } from './customConnecting.tsx';
import { type BadgeTone, StatusBadge } from './hostStatus.tsx';

/** The login's status in words; null before it starts. */
const STATUS: Readonly<Record<FarcasterLoginStatus, readonly [string, BadgeTone] | null>> = {
  idle: null,
  loading: ['Loading…', 'pending'],
  gettingUrl: ['Preparing the code…', 'pending'],
  awaitingApproval: ['Scan the code, then approve in Farcaster', 'pending'],
  retrievingUser: ['Logging in…', 'pending'],
  connected: ['Connected', 'success'],
  failed: ['Failed', 'danger'],
};

/**
 * Farcaster login with the host's own markup (useFarcasterLogin): Start, then the QR code to scan
 * with Copy link, the status, and the error with Retry.
 */
export function CustomFarcaster() {
  const { isConnected } = useAccount('eip155');
  const { status, qrSvg, url, error, start, retry, copy } = useFarcasterLogin();
  if (isConnected) return null;
  const said = STATUS[status];
  return (
    <section aria-label="Log in with Farcaster" className="host-card custom-farcaster">
      <h2>Farcaster</h2>
      {status === 'idle' ? (
        <button type="button" className="host-button host-button--secondary" onClick={() => start()}>
          Farcaster
        </button>
      ) : null}
      {qrSvg ? <img className="custom-qr" src={svgDataUrl(qrSvg)} alt="Scan with Farcaster" /> : null}
      {url ? (
        <button type="button" className="host-button host-button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
      ) : null}
      <p data-testid="custom-farcaster-status" aria-live="polite">
        {said ? <StatusBadge tone={said[1]}>{said[0]}</StatusBadge> : null}
      </p>
      {error ? (
        <>
          <p role="alert" className="host-error">
            {error}
          </p>
          <button type="button" className="host-button" onClick={() => retry()}>
            Retry
          </button>
        </>
      ) : null}
    </section>
  );
}
