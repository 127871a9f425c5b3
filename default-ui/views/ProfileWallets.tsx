import { AUTH_CONNECTOR_ID, type MessageId } from '../../headless/index.ts';
import { useAccount, useConnect, useConnections, useMessages, useProfile } from '../../hooks/index.ts';
import { CopyAddressButton } from '../components/CopyAddressButton.tsx';
import { AccountTypeSwitch } from '../components/EmbeddedAccountType.tsx';
import { MiddleTruncate } from '../components/MiddleTruncate.tsx';
import { namespaceLabel } from '../components/namespaceLabel.ts';
import { truncateAddress } from '../components/truncateAddress.ts';
import { WalletImage } from '../components/WalletImage.tsx';

const STATUS_TEXT = {
  active: 'account.status.active',
  connected: 'account.status.connected',
  disconnected: 'account.status.disconnected',
} as const satisfies Record<string, MessageId>;

/**
 * A wallet's account as its row shows it, on one line whatever its length: its name on the name
 * service (eip155), shortened in the middle when it does not fit, else its shortened address.
 */
function WalletAccountLabel({ namespace, address }: { namespace: string; address: string }) {
  const { name } = useProfile({ address: namespace === 'eip155' ? address : undefined });
  return name ? (
    <MiddleTruncate text={name} />
  ) : (
    <MiddleTruncate text={truncateAddress(address)} kind="address" />
  );
}

/**
 * The ProfileWallets view (§2, §4 individual connection status): the user's wallets, each once with
 * its name, the namespaces it is on, its name or address and status (active, connected, disconnected). "Switch" on another
 * connection calls `switchConnection` (a disconnected one starts its flow again); a refused or failed
 * switch shows the hook's §8 text. Lazily loaded.
 */
export function ProfileWallets() {
  const { connections, isBusy, error, switchConnection } = useConnections();
  const { connectors } = useConnect();
  const { t, tError } = useMessages();
  const connectorOf = (connectorId: string) => connectors.find((connector) => connector.id === connectorId);
  // The embedded wallet is named as Account names it (its login: "GitHub · ada", the email), by the
  // account state of a namespace it holds; the others by their wallet's name.
  const embedded = connections.find((connection) => connection.connectorId === AUTH_CONNECTOR_ID);
  const embeddedAccount = useAccount(embedded?.namespaces[0]);
  const embeddedLabel =
    embedded && embeddedAccount.connectorId === AUTH_CONNECTOR_ID ? embeddedAccount.label : undefined;

  return (
    <>
      {error !== null ? (
        <p className="portico-error-text" role="alert">
          {tError(error)}
        </p>
      ) : null}
      <ul className="portico-list" aria-label={t('account.wallets')} aria-busy={isBusy}>
        {connections.map((connection) => {
          const connector = connectorOf(connection.connectorId);
          const name =
            (connection.connectorId === AUTH_CONNECTOR_ID ? embeddedLabel : undefined) ??
            connector?.name ??
            connection.authName ??
            connection.connectorId;
          const [account] = connection.accounts;
          const active = connection.status === 'active';
          const reconnect = connection.status === 'disconnected';
          const namespace = connection.namespaces.map(namespaceLabel).join(', ');
          return (
            <li key={connection.id} className="portico-list-row" aria-current={active ? 'true' : undefined}>
              <WalletImage name={name} src={connector?.imageUrl ?? ''} decorative />
              {/* Each line of the label stays one line: the name and the account give way in their
                  middle, the tag, the copy control and the buttons never shrink. */}
              <span className="portico-list-button-label">
                <span className="portico-wallet-title">
                  <MiddleTruncate text={name} />
                  <span className="portico-tag">{t(STATUS_TEXT[connection.status])}</span>
                </span>
                <span className="portico-muted-text portico-wallet-detail">
                  <span className="portico-wallet-detail-namespace">{namespace}</span>
                  {account ? (
                    <>
                      <span className="portico-wallet-detail-separator">{' · '}</span>
                      <WalletAccountLabel namespace={account.namespace} address={account.address} />
                    </>
                  ) : null}
                </span>
              </span>
              {account ? (
                <CopyAddressButton
                  address={account.address}
                  label={t('account.wallets.copyAddress', { wallet: name })}
                />
              ) : null}
              {/* §4: the embedded wallet's live eip155 connection switches between smart account and EOA. */}
              {connection.namespaces.includes('eip155') &&
              connection.connectorId === AUTH_CONNECTOR_ID &&
              !reconnect ? (
                <AccountTypeSwitch />
              ) : null}
              {active ? null : (
                <button
                  type="button"
                  className="portico-button portico-button--compact"
                  aria-label={t(reconnect ? 'account.wallets.reconnectWallet' : 'account.wallets.switchTo', {
                    wallet: name,
                    namespace,
                  })}
                  aria-disabled={isBusy || undefined}
                  onClick={isBusy ? undefined : () => switchConnection(connection.id)}
                >
                  {t(reconnect ? 'account.wallets.reconnect' : 'account.wallets.switch')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
