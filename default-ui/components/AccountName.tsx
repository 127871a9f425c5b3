import { isEmbeddedConnectorType } from '../../headless/index.ts';
import { useAccount, useMessages, useModal, useProfile } from '../../hooks/index.ts';

/**
 * "Choose a name" on the Account view (§4 name registration, RegisterAccountName): offered to an
 * embedded-wallet account (AUTH connector) whose eip155 address has no name on the name service yet.
 * A name it has shows at the head of the view (AccountCard). Renders nothing otherwise.
 */
export function AccountName() {
  const { isConnected, address, connectorType } = useAccount('eip155');
  const { status, name } = useProfile({ address: isConnected ? address : undefined });
  const { push } = useModal();
  const { t } = useMessages();
  if (!isConnected || name || !isEmbeddedConnectorType(connectorType) || status !== 'success') return null;
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
