import { useId } from 'react';
import {
  type Connector,
  useAccount,
  useConnect,
  useDisconnect,
  useModal,
  useNetwork,
  useProjectFeatures,
  useWalletConnect,
  useWalletList,
  type WalletEntry,
} from '../hooks/index.ts';
import { AccountValue } from './hostStatus.tsx';

/**
 * The custom modal's wallet lists and account view, each on the public hooks alone (the two connecting
 * views are in customConnecting.tsx). The router decides which view is on screen (useModal().view);
 * these only render it and send the visitor's choice.
 */

/**
 * Directory wallets connect by pairing; the engine keeps the choice as a recent wallet (§9), and the
 * pairing statechart as the wallet to pair with (the pairing view's "Open in" link).
 */
function useChooseDirectoryWallet() {
  const { push } = useModal();
  const { recordRecent } = useWalletList();
  const { pickWallet } = useWalletConnect();
  return (wallet: WalletEntry) => {
    recordRecent(wallet);
    pickWallet(wallet);
    push({ view: 'ConnectingWalletConnect' });
  };
}

/** Connect: the wallets in the page, the suggested directory wallets and the way to all of them. */
export function ConnectView() {
  const { push } = useModal();
  const { installed, connect } = useConnect();
  const { featured, recommended, count } = useWalletList();
  const { features } = useProjectFeatures();
  const chooseWallet = useChooseDirectoryWallet();
  const installedId = useId();
  const suggestedId = useId();

  const chooseConnector = (connector: Connector) => {
    push({ view: 'ConnectingExternal', data: { connectorId: connector.id } });
    connect(connector.id);
  };

  return (
    <>
      {installed.length > 0 && (
        <>
          <h3 id={installedId}>Installed wallets</h3>
          <ul aria-labelledby={installedId}>
            {installed.map((connector) => (
              <li key={connector.id}>
                <button type="button" onClick={() => chooseConnector(connector)}>
                  {connector.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 id={suggestedId}>Suggested wallets</h3>
      <ul aria-labelledby={suggestedId}>
        {[...featured, ...recommended].map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => chooseWallet(wallet)}>
              {wallet.name}
            </button>
          </li>
        ))}
      </ul>
      {features.allWallets && (
        <button type="button" className="custom-wide-button" onClick={() => push({ view: 'AllWallets' })}>
          Browse all {count} wallets
        </button>
      )}
    </>
  );
}

/** AllWallets: the whole directory, searched and paged by the engine. */
export function AllWalletsView() {
  const list = useWalletList();
  const chooseWallet = useChooseDirectoryWallet();
  return (
    <>
      <label className="host-field">
        <span>Search</span>
        <input type="search" value={list.query} onChange={(event) => list.search(event.target.value)} />
      </label>
      {list.error ? (
        <p role="alert">
          {list.error}{' '}
          <button type="button" onClick={list.retry}>
            Retry
          </button>
        </p>
      ) : (
        <ul aria-label="Wallets">
          {list.wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" onClick={() => chooseWallet(wallet)}>
                {wallet.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && list.query === '' && (
        <button type="button" onClick={list.nextPage} disabled={list.isLoadingMore}>
          More
        </button>
      )}
    </>
  );
}

/** One namespace's account: its address chip, or its status in words while it has none. */
export function AccountAddress({ namespace, testId }: { namespace: string; testId?: string }) {
  const { isConnected, address, status } = useAccount(namespace);
  return <AccountValue isConnected={isConnected} address={address} status={status} testId={testId} />;
}

/** The app's chain namespaces, the active one first. */
function useAppNamespaces(): string[] {
  const { activeNamespace, networks } = useNetwork();
  const all = networks.map((network) => network.chainNamespace as string);
  return [...new Set(activeNamespace ? [activeNamespace, ...all] : all)];
}

const NAMESPACE_LABELS: Readonly<Record<string, string>> = { eip155: 'EVM', solana: 'Solana' };

/** Account: the connected address of each namespace, and Disconnect (which closes the modal, §4). */
export function AccountView() {
  const { disconnect } = useDisconnect();
  const namespaces = useAppNamespaces();
  return (
    <>
      <dl aria-label="Accounts">
        {namespaces.map((namespace) => (
          <div key={namespace}>
            <dt>{NAMESPACE_LABELS[namespace] ?? namespace}</dt>
            <dd>
              <AccountAddress namespace={namespace} />
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="custom-wide-button" onClick={() => disconnect()}>
        Disconnect
      </button>
    </>
  );
}
