import { useMessages, useSiwx } from '../../hooks/index.ts';
import { Spinner } from '../components/Spinner.tsx';
import { WalletImage } from '../components/WalletImage.tsx';
import { VALUE_MARK, WithValue } from '../components/WithValue.tsx';

/**
 * The SIWXSignMessage view (§2, §4): the sign-in statechart shows it when the connected account has no
 * session on its chain. "Sign" asks the wallet to sign the sign-in message; while it is asked, "Approve
 * in wallet" with a spinner. "Cancel" follows §4 (switch back, disconnect, or close). While sign-in is
 * required and missing, the modal does not close (it shakes). Lazily loaded.
 */
export function SiwxSignMessage() {
  const { t } = useMessages();
  const { status, account, signIn, cancel } = useSiwx();
  const signing = status === 'signing';
  return (
    <div className="portico-connecting">
      <WalletImage name={t('actions.siwx.image')} src="" decorative />
      <p className="portico-connecting-title">{t('actions.siwx.title')}</p>
      <div aria-live="polite">
        {signing ? (
          <>
            <p className="portico-muted-text">{t('actions.wallet.approveInWallet')}</p>
            <Spinner label={t('actions.wallet.waiting')} />
          </>
        ) : (
          <p className="portico-muted-text">
            {account ? (
              <WithValue text={t('actions.siwx.prove', { address: VALUE_MARK })}>
                <code>{account.address}</code>
              </WithValue>
            ) : (
              t('actions.siwx.proveThisAccount')
            )}
          </p>
        )}
      </div>
      {signing ? null : (
        <div className="portico-actions">
          <button type="button" className="portico-button" onClick={cancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="portico-button portico-button--primary" onClick={signIn}>
            {t('actions.siwx.sign')}
          </button>
        </div>
      )}
    </div>
  );
}
