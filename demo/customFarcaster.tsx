import { useAccount, useFarcasterLogin } from '../hooks/index.ts';
import { svgDataUrl } from './customConnecting.tsx';

/**
 * Farcaster login with the host's own markup (useFarcasterLogin): Start, then the QR code to scan
 * with Copy link, the status, and the error with Retry.
 */
export function CustomFarcaster() {
  const { isConnected } = useAccount('eip155');
  const { status, qrSvg, url, error, start, retry, copy } = useFarcasterLogin();
  if (isConnected) return null;
  return (
    <section aria-label="Log in with Farcaster" className="custom-farcaster">
      {status === 'idle' ? (
        <button type="button" onClick={() => start()}>
          Farcaster
        </button>
      ) : null}
      {qrSvg ? <img className="custom-qr" src={svgDataUrl(qrSvg)} alt="Scan with Farcaster" /> : null}
      {url ? (
        <button type="button" onClick={() => void copy()}>
          Copy link
        </button>
      ) : null}
      <p data-testid="custom-farcaster-status">{status}</p>
      {error ? (
        <>
          <p role="alert">{error}</p>
          <button type="button" onClick={() => retry()}>
            Retry
          </button>
        </>
      ) : null}
    </section>
  );
}
