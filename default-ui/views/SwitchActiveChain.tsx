import { useMessages, useModal, useNetwork } from '../../hooks/index.ts';
import { namespaceLabel } from '../components/namespaceLabel.ts';
import { WalletImage } from '../components/WalletImage.tsx';

/**
 * The SwitchActiveChain view (§2, §4): the chosen network is on another chain namespace where the
 * user has no account yet. It explains that, then "Continue" (`confirmSwitch`: the network becomes
 * active and the statechart shows Connect in place of this view, to connect a wallet there) or
 * "Cancel" (`cancelSwitch`). Lazily loaded.
 */
export function SwitchActiveChain() {
  const { t } = useMessages();
  const { entry } = useModal();
  const { activeNamespace, confirmSwitch, cancelSwitch } = useNetwork();
  if (entry.view !== 'SwitchActiveChain') return null;
  const { switchToChain, network } = entry.data;
  const chain = namespaceLabel(switchToChain);

  return (
    <div className="portico-connecting">
      <WalletImage name={network.name} src="" decorative />
      <p className="portico-connecting-title">{t('actions.network.switchTo', { name: chain })}</p>
      <p className="portico-muted-text">
        {t('actions.network.otherChain', {
          network: network.name,
          chain,
          activeChain: namespaceLabel(activeNamespace),
        })}
      </p>
      <div className="portico-actions">
        <button type="button" className="portico-button" onClick={cancelSwitch}>
          {t('common.cancel')}
        </button>
        <button type="button" className="portico-button portico-button--primary" onClick={confirmSwitch}>
          {t('common.continue')}
        </button>
      </div>
    </div>
  );
}
