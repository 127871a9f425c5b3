import { accountNamespacesOf } from '../../headless/index.ts';
import { useConnections, useDisconnect, useMessages, useModal, useNetwork } from '../../hooks/index.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { AccountName } from '../components/AccountName.tsx';
import { AccountActions } from '../components/account/AccountActions.tsx';
import { AccountTabs } from '../components/account/AccountTabs.tsx';
import { NetworkChip } from '../components/account/NetworkChip.tsx';
import { useAccountStyles } from '../components/account/useAccountStyles.ts';
import { EmbeddedAccountType } from '../components/EmbeddedAccountType.tsx';
import { EmbeddedWalletEmail } from '../components/EmbeddedWalletEmail.tsx';
import { EmbeddedWalletUserName } from '../components/EmbeddedWalletUserName.tsx';
import { DisconnectIcon } from '../components/icons.tsx';
import { NetworkList } from '../components/NetworkList.tsx';
import { UnsupportedChainBanner } from '../components/UnsupportedChainBanner.tsx';

/**
 * The Account view (§2), identity first (DESIGN): the active namespace's account centred (avatar,
 * name or shortened address with copy, the wallet or login, the network as a chip that opens the
 * network list, the balance large), the app's other namespaces' accounts as compact rows, the action
 * bar (the wallet features in the §9 order), then the tabs Tokens, NFTs and Activity (§2). Below them
 * the account's settings: choose a name, the embedded wallet's user and account type, "Wallets" when
 * more than one connection exists (ProfileWallets), and Disconnect (§4: clears the account and closes
 * the modal). On an unsupported network the §4 banner and the networks to switch to take the place
 * of the chip, the actions and the tabs. Lazily loaded.
 */
export function Account() {
  useAccountStyles();
  const { reset, push } = useModal();
  const { disconnect } = useDisconnect();
  const { networks, activeNamespace, isUnsupported } = useNetwork();
  const { connections } = useConnections();
  const { t, formatNumber } = useMessages();
  const namespaces = accountNamespacesOf(activeNamespace, networks);

  if (connections.length === 0) {
    return (
      <div className="portico-placeholder">
        <p>{t('account.noWallet')}</p>
        <button
          type="button"
          className="portico-button portico-button--primary"
          onClick={() => reset({ view: 'Connect' })}
        >
          {t('account.connectWallet')}
        </button>
      </div>
    );
  }

  return (
    <div className="portico-account">
      <ul className="portico-list portico-account-list" aria-label={t('account.accounts')}>
        {namespaces.map((namespace, index) => (
          <AccountCard
            key={namespace}
            namespace={namespace}
            showNamespace={namespaces.length > 1}
            primary={index === 0}
          >
            {isUnsupported ? null : <NetworkChip />}
          </AccountCard>
        ))}
      </ul>
      {isUnsupported ? (
        <section className="portico-section" aria-label={t('account.unsupportedNetwork')}>
          <UnsupportedChainBanner />
          <NetworkList />
        </section>
      ) : (
        <>
          <AccountActions />
          <AccountTabs />
        </>
      )}
      <div className="portico-account-settings">
        <AccountName />
        <EmbeddedWalletUserName />
        <EmbeddedWalletEmail />
        <EmbeddedAccountType />
        {connections.length > 1 ? (
          // The name is the visible text ("Wallets 2"): the space keeps the two words apart.
          <button
            type="button"
            className="portico-list-button portico-account-row"
            onClick={() => push({ view: 'ProfileWallets' })}
          >
            <span className="portico-list-button-label">{t('account.wallets')}</span>{' '}
            <span className="portico-tag">{formatNumber(connections.length)}</span>
          </button>
        ) : null}
        <button type="button" className="portico-button portico-disconnect" onClick={() => disconnect()}>
          <DisconnectIcon />
          {t('account.disconnect')}
        </button>
      </div>
    </div>
  );
}
