import type { Network } from '../../headless/index.ts';
import { MESSAGES } from '../../headless/index.ts';
import { useConnections, useDisconnect, useModal, useNetwork } from '../../hooks/index.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { AccountName } from '../components/AccountName.tsx';
import { AccountTabs } from '../components/account/AccountTabs.tsx';
import { EmbeddedWalletEmail } from '../components/EmbeddedWalletEmail.tsx';
import { NetworkList } from '../components/NetworkList.tsx';
import { UnsupportedChainBanner } from '../components/UnsupportedChainBanner.tsx';

/** The app's chain namespaces, the active one first. */
function namespacesOf(activeNamespace: string | undefined, networks: readonly Network[]): string[] {
  const all = networks.map((network) => network.chainNamespace as string);
  return [...new Set(activeNamespace ? [activeNamespace, ...all] : all)];
}

/**
 * The Account view (§2): the connected account of each chain namespace (address, copy, balance), the
 * active network with a button to the network list, "Wallets" when more than one connection exists
 * (ProfileWallets), and Disconnect (§4: clears the account and closes the modal). On an unsupported
 * network it shows the §4 banner with the networks to switch to. Otherwise Send and Receive, and the
 * tabs Tokens, NFTs and Activity (§2) over the account-data hooks. Lazily loaded.
 */
export function Account() {
  const { push, reset } = useModal();
  const { disconnect } = useDisconnect();
  const { network, networks, activeNamespace, isUnsupported } = useNetwork();
  const { connections } = useConnections();
  const namespaces = namespacesOf(activeNamespace, networks);
  const networkName = network?.name ?? MESSAGES.unknownNetwork;
  // §6: send is for eip155 and solana.
  const canSend = activeNamespace === 'eip155' || activeNamespace === 'solana';

  if (connections.length === 0) {
    return (
      <div className="portico-placeholder">
        <p>No wallet is connected.</p>
        <button
          type="button"
          className="portico-button portico-button--primary"
          onClick={() => reset({ view: 'Connect' })}
        >
          Connect a wallet
        </button>
      </div>
    );
  }

  return (
    <>
      <ul className="portico-list" aria-label="Accounts">
        {namespaces.map((namespace) => (
          <AccountCard key={namespace} namespace={namespace} showNamespace={namespaces.length > 1} />
        ))}
      </ul>
      <AccountName />
      <EmbeddedWalletEmail />
      {isUnsupported ? (
        <section className="portico-section" aria-label="Unsupported network">
          <UnsupportedChainBanner />
          <NetworkList />
        </section>
      ) : (
        <button
          type="button"
          className="portico-list-button portico-account-row"
          aria-label={`Network ${networkName}`}
          onClick={() => push({ view: 'Networks' })}
        >
          <span className="portico-list-button-label">Network</span>
          <span className="portico-tag">{networkName}</span>
        </button>
      )}
      {connections.length > 1 ? (
        <button
          type="button"
          className="portico-list-button portico-account-row"
          aria-label={`Wallets ${connections.length}`}
          onClick={() => push({ view: 'ProfileWallets' })}
        >
          <span className="portico-list-button-label">Wallets</span>
          <span className="portico-tag">{connections.length}</span>
        </button>
      ) : null}
      {isUnsupported ? null : (
        <>
          <div className="portico-actions">
            {canSend ? (
              <button type="button" className="portico-button" onClick={() => push({ view: 'Send' })}>
                Send
              </button>
            ) : null}
            <button type="button" className="portico-button" onClick={() => push({ view: 'Receive' })}>
              Receive
            </button>
          </div>
          <AccountTabs />
        </>
      )}
      <button type="button" className="portico-button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </>
  );
}
