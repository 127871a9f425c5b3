import { useFarcasterLogin, useMessages, useNotices } from '../../hooks/index.ts';
import { ErrorText } from '../components/ErrorText.tsx';
import { svgDataUrl } from '../components/PairingPanel.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useNarrowScreen } from '../components/useNarrowScreen.ts';

/**
 * The ConnectingFarcaster view (§2 "Waiting for Farcaster sign-in"): on mount it starts a Farcaster
 * login (`useFarcasterLogin({ autoStart: true })`), which ends when the view goes. While the visitor
 * is asked to approve, the sign-in URL (§3 `farcasterUrl`) shows as a QR code with "Copy link" on a
 * wide screen, or as an "Open" link on a narrow one (the phone is the device that approves); a
 * failure shows 'Failed to connect to farcaster' (§8) with Try again. Once approved, the embedded
 * wallet connects and the modal closes or shows Account (§2).
 */
export function ConnectingFarcaster() {
  const { status, url, qrSvg, error, copy, retry } = useFarcasterLogin({ autoStart: true });
  const narrow = useNarrowScreen();
  const { showSnackbar } = useNotices();
  const { t, tError } = useMessages();

  const copyLink = async () => {
    const copied = await copy();
    showSnackbar(
      copied
        ? { variant: 'success', message: t('connect.pairing.linkCopied') }
        : { variant: 'error', message: t('connect.pairing.copyFailed') },
    );
  };

  if (status === 'failed')
    return (
      <div className="portico-error-state portico-pairing">
        <ErrorText error={error ? tError(error) : undefined} />
        <button type="button" className="portico-button portico-button--primary" onClick={() => void retry()}>
          {t('common.tryAgain')}
        </button>
      </div>
    );

  if (status === 'awaitingApproval' && url)
    return (
      <div className="portico-pairing">
        {narrow ? null : (
          <div className="portico-pairing-qr">
            <img
              className="portico-pairing-qr-image"
              src={svgDataUrl(qrSvg ?? '')}
              alt={t('connect.farcaster.qrCode')}
            />
          </div>
        )}
        <p className="portico-muted-text portico-pairing-note">{t('connect.farcaster.scanHint')}</p>
        <div className="portico-pairing-actions">
          {narrow ? (
            <a
              className="portico-button portico-button--primary portico-pairing-open"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('connect.farcaster.open')}
            </a>
          ) : (
            <button type="button" className="portico-button" onClick={() => void copyLink()}>
              {t('connect.pairing.copyLink')}
            </button>
          )}
        </div>
        <Spinner label={t('connect.farcaster.waiting')} />
        <p className="portico-muted-text" aria-hidden="true">
          {t('connect.farcaster.waiting')}
        </p>
      </div>
    );

  const label =
    status === 'retrievingUser' ? t('connect.farcaster.signingIn') : t('connect.farcaster.preparing');
  return (
    <div className="portico-pairing">
      <Spinner label={label} />
    </div>
  );
}
