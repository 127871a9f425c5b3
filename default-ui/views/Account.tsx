import { isSwapNetwork, type Network, type WalletFeature } from '../../headless/index.ts';
import {
  useConnections,
  useDisconnect,
  useMessages,
  useModal,
  useNetwork,
  useProjectFeatures,
} from '../../hooks/index.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { AccountName } from '../components/AccountName.tsx';
import { AccountTabs } from '../components/account/AccountTabs.tsx';
import { EmbeddedAccountType } from '../components/EmbeddedAccountType.tsx';
import { EmbeddedWalletEmail } from '../components/EmbeddedWalletEmail.tsx';
import { EmbeddedWalletUserName } from '../components/EmbeddedWalletUserName.tsx';
import { NetworkList } from '../components/NetworkList.tsx';
import { UnsupportedChainBanner } from '../components/UnsupportedChainBanner.tsx';

/** The app's chain namespaces, the active one first. */
function namespacesOf(activeNamespace: string | undefined, networks: readonly Network[]): string[] {
  const all = networks.map((network) => network.chainNamespace as string);
  return [...new Set(activeNamespace ? [activeNamespace, ...all] : all)];
}

/** The view each wallet feature opens, and its button's text. */
const WALLET_FEATURE_VIEWS: Partial<
  Record<
    WalletFeature,
    {
      view: 'OnRamp' | 'Receive' | 'Send' | 'Swap';
      messageId: 'onramp.buy' | 'account.receive' | 'account.send' | 'account.swap';
    }
  >
> = {
  onramp: { view: 'OnRamp', messageId: 'onramp.buy' },
  swaps: { view: 'Swap', messageId: 'account.swap' },
  receive: { view: 'Receive', messageId: 'account.receive' },
  send: { view: 'Send', messageId: 'account.send' },
};

/**
 * The Account view (§2): the connected account of each chain namespace (address, copy, balance), the
 * active network with a button to the network list, "Wallets" when more than one connection exists
 * (ProfileWallets), and Disconnect (§4: clears the account and closes the modal). On an unsupported
 * network it shows the §4 banner with the networks to switch to. Otherwise the wallet features that
 * are on, in the §9 order (onramp, swaps, receive, send), and the tabs Tokens, NFTs and Activity (§2)
 * over the account-data hooks, NFTs and Activity only with the §1 `activity` switch on. Lazily loaded.
 */
export function Account() {
  const { push, reset } = useModal();
  const { disconnect } = useDisconnect();
  const { network, networks, activeNamespace, isUnsupported } = useNetwork();
  const { connections } = useConnections();
  const { walletFeatures } = useProjectFeatures();
  const { t, formatNumber } = useMessages();
  const namespaces = namespacesOf(activeNamespace, networks);
  const networkName = network?.name ?? t('error.unknownNetwork');
  // §6: send is for eip155 and solana.
  const canSend = activeNamespace === 'eip155' || activeNamespace === 'solana';
  // §6: swaps are offered on the 12 listed networks (and the local chains) only; elsewhere the
  // exchange would refuse every call.
  const canSwap = isSwapNetwork(network?.caipNetworkId);
  // The on-ramp sells on eip155 chains and Solana (its statechart waits idle anywhere else).
  const canBuy = activeNamespace === 'eip155' || activeNamespace === 'solana';
  const shown = walletFeatures.filter(
    (feature) =>
      (feature !== 'send' || canSend) && (feature !== 'swaps' || canSwap) && (feature !== 'onramp' || canBuy),
  );

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
    <>
      <ul className="portico-list" aria-label={t('account.accounts')}>
        {namespaces.map((namespace) => (
          <AccountCard key={namespace} namespace={namespace} showNamespace={namespaces.length > 1} />
        ))}
      </ul>
      <AccountName />
      <EmbeddedWalletUserName />
      <EmbeddedWalletEmail />
      <EmbeddedAccountType />
      {isUnsupported ? (
        <section className="portico-section" aria-label={t('account.unsupportedNetwork')}>
          <UnsupportedChainBanner />
          <NetworkList />
        </section>
      ) : (
        <button
          type="button"
          className="portico-list-button portico-account-row"
          aria-label={t('account.networkButton', { network: networkName })}
          onClick={() => push({ view: 'Networks' })}
        >
          <span className="portico-list-button-label">{t('account.network')}</span>
          <span className="portico-tag">{networkName}</span>
        </button>
      )}
      {connections.length > 1 ? (
        <button
          type="button"
          className="portico-list-button portico-account-row"
          aria-label={t('account.walletsButton', { count: connections.length })}
          onClick={() => push({ view: 'ProfileWallets' })}
        >
          <span className="portico-list-button-label">{t('account.wallets')}</span>
          <span className="portico-tag">{formatNumber(connections.length)}</span>
        </button>
      ) : null}
      {isUnsupported ? null : (
        <>
          <div className="portico-actions">
            {shown.map((feature) => {
              const entry = WALLET_FEATURE_VIEWS[feature];
              return entry ? (
                <button
                  key={feature}
                  type="button"
                  className="portico-button"
                  onClick={() => push({ view: entry.view })}
                >
                  {t(entry.messageId)}
                </button>
              ) : null;
            })}
          </div>
          <AccountTabs />
        </>
      )}
      <button type="button" className="portico-button" onClick={() => disconnect()}>
        {t('account.disconnect')}
      </button>
    </>
  );
}
