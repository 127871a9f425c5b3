import { useMessages, useModal, useNetwork } from '../../hooks/index.ts';
import { Spinner } from '../components/Spinner.tsx';
import { WalletImage } from '../components/WalletImage.tsx';

/**
 * The SwitchNetwork view (§2, §4): the network statechart shows it when a switch needs the user's
 * confirmation. "Switch" asks the wallet (`confirmSwitch`); while it is asked, "Approve in wallet"
 * with a spinner; a failed switch shows its §8 text with "Try again" (`confirmSwitch`) and "Cancel"
 * (`cancelSwitch`). The statechart leaves this view when the switch ends. Lazily loaded.
 */
export function SwitchNetwork() {
  const { t, tError } = useMessages();
  const { entry } = useModal();
  const { isSwitching, error, target, confirmSwitch, cancelSwitch } = useNetwork();
  const name =
    (entry.view === 'SwitchNetwork' ? entry.data.network.name : undefined) ??
    target?.name ??
    t('error.unknownNetwork');
  const failed = error !== null && !isSwitching;

  return (
    <div className="portico-connecting">
      <WalletImage name={name} src="" decorative />
      <p className="portico-connecting-title">{t('actions.network.switchTo', { name })}</p>
      <div aria-live="polite">
        {isSwitching ? (
          <>
            <p className="portico-muted-text">{t('actions.wallet.approveInWallet')}</p>
            <Spinner label={t('actions.wallet.waiting')} />
          </>
        ) : failed ? (
          <p className="portico-error-text">{tError(error)}</p>
        ) : (
          <p className="portico-muted-text">{t('actions.network.switchHint')}</p>
        )}
      </div>
      {isSwitching ? null : (
        <div className="portico-actions">
          <button type="button" className="portico-button" onClick={cancelSwitch}>
            {t('common.cancel')}
          </button>
          <button type="button" className="portico-button portico-button--primary" onClick={confirmSwitch}>
            {failed ? t('common.tryAgain') : t('actions.network.switch')}
          </button>
        </div>
      )}
    </div>
  );
}
