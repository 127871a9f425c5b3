import { useAccountType, useMessages } from '../../hooks/index.ts';

/**
 * The switch of the embedded wallet's eip155 account to the other type (§4 "Auth connections also
 * switch between account types smartAccount and eoa"): shown only where the network is smart-account
 * enabled. On Account and on the auth connection in ProfileWallets.
 */
export function AccountTypeSwitch() {
  const { type, canSwitch, setType } = useAccountType();
  const { t } = useMessages();
  if (!canSwitch || (type !== 'smartAccount' && type !== 'eoa')) return null;
  const isSmart = type === 'smartAccount';
  return (
    <button
      type="button"
      className="portico-button"
      onClick={() => setType(isSmart ? 'eoa' : 'smartAccount')}
    >
      {t(isSmart ? 'account.type.switchToEoa' : 'account.type.switchToSmartAccount')}
    </button>
  );
}

/**
 * The embedded wallet's account type on the Account view (§3 preferredAccountType): "Smart account"
 * or "EOA", and the switch to the other one. Renders nothing unless the embedded wallet is connected
 * on eip155.
 */
export function EmbeddedAccountType() {
  const { type } = useAccountType();
  const { t } = useMessages();
  if (type !== 'smartAccount' && type !== 'eoa') return null;
  return (
    <div className="portico-list-button portico-account-row">
      <span className="portico-list-button-label">{t('account.type.label')}</span>
      <span className="portico-tag">
        {t(type === 'smartAccount' ? 'account.type.smartAccount' : 'account.type.eoa')}
      </span>
      <AccountTypeSwitch />
    </div>
  );
}
