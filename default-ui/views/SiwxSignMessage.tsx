import { useAppMetadata, useMessages, useSiwx } from '../../hooks/index.ts';
import { AppIcon } from '../components/brand/AppIcon.tsx';
import { CopyAddressButton } from '../components/CopyAddressButton.tsx';
import { MiddleTruncate } from '../components/MiddleTruncate.tsx';
import { Spinner } from '../components/Spinner.tsx';
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
  const app = useAppMetadata();
  const signing = status === 'signing';
  return (
    <div className="portico-connecting">
      {/* Who asks: the app's icon and name (DESIGN.md: approvals and sign-in show who asks). */}
      <AppIcon labelled />
      <p className="portico-muted-text">{app.name}</p>
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
                {/* The address stays on one line within the dialog, shortened in its middle, and
                    copies whole (a visitor checks it against their wallet). */}
                <span className="portico-inline-value">
                  <MiddleTruncate text={account.address} kind="address" className="portico-code" />
                  <CopyAddressButton address={account.address} />
                </span>
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
