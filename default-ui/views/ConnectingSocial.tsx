import { useMessages, useModal, useSocialLogin } from '../../hooks/index.ts';
import { BrandImage } from '../components/brand/BrandImage.tsx';
import { ConnectingMarks } from '../components/brand/ConnectingMarks.tsx';
import { providerName } from '../components/SocialButtons.tsx';
import { Spinner } from '../components/Spinner.tsx';

/**
 * The ConnectingSocial view: a social login under way. It shows the app's icon and the provider's logo
 * and what is happening: "Connect in the provider window" while the visitor is in the popup, "Retrieving
 * user data" once the provider answered, or the failure ('Popup closed', 'Failed to initiate social
 * connection', the provider's error) with "Try again", which opens a new popup in its click. The
 * engine closes the modal once the embedded wallet connected; closing the modal, or Back from this
 * view (the root hears from the router that the view went, never from an unmount), ends a waiting
 * login. Lazily loaded.
 */
export function ConnectingSocial() {
  const { entry } = useModal();
  const picked = entry.view === 'ConnectingSocial' ? entry.data.provider : undefined;
  const { provider: running, status, error, connect } = useSocialLogin();
  const provider = running ?? picked;
  const name = provider ? providerName(provider) : '';
  const { t, tError } = useMessages();

  const failed = status === 'failed' && error !== undefined;
  return (
    <div className="portico-connecting">
      {provider ? (
        <ConnectingMarks>
          <BrandImage group="connect" id={provider} />
        </ConnectingMarks>
      ) : null}
      {/* A live region that stays mounted, so each step is announced as it replaces the last. */}
      <p className="portico-connecting-title" aria-live="polite">
        {failed
          ? tError(error)
          : status === 'connecting' || status === 'connected'
            ? t('connect.socialLogin.retrieving')
            : status === 'redirecting'
              ? t('connect.socialLogin.redirecting', { provider: name })
              : t('connect.socialLogin.inProviderWindow')}
      </p>
      {failed ? (
        provider ? (
          <button
            type="button"
            className="portico-button portico-button--primary"
            // Synchronously in the click: the new popup must be the click's.
            onClick={() => void connect(provider)}
          >
            {t('common.tryAgain')}
          </button>
        ) : null
      ) : (
        <Spinner label={t('connect.socialLogin.connectWith', { provider: name })} />
      )}
    </div>
  );
}
