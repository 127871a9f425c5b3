import { useAccount, useMessages, useModal, useProfile } from '../../hooks/index.ts';

/**
 * The account's name on the Account view (§3 profileName): shown when the eip155 account has one;
 * an embedded-wallet account (AUTH connector, §4 name registration) without one is offered "Choose a
 * name" (RegisterAccountName). Renders nothing otherwise.
 */
export function AccountName() {
  const { isConnected, address, connectorType } = useAccount('eip155');
  const { status, name } = useProfile({ address: isConnected ? address : undefined });
  const { push } = useModal();
  const { t } = useMessages();
  if (!isConnected) return null;
  if (name)
    return (
      <div className="portico-list-button portico-account-row">
        <span className="portico-list-button-label">{t('account.name')}</span>
        <span className="portico-tag" data-testid="account-name">
          {name}
        </span>
      </div>
    );
  if (connectorType !== 'AUTH' || status !== 'success') return null;
  return (
    <button
      type="button"
      className="portico-list-button portico-account-row"
      onClick={() => push({ view: 'RegisterAccountName' })}
    >
      <span className="portico-list-button-label">{t('account.chooseName')}</span>
    </button>
  );
}
