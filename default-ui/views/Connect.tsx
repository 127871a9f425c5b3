import { useEffect } from 'react';
import type { Connector } from '../../headless/index.ts';
import { WALLET_LIST_RECOMMENDED_COUNT } from '../../headless/index.ts';
import type { WalletEntry } from '../../hooks/index.ts';
import { useConnect, useModal, useProjectFeatures, useWalletList } from '../../hooks/index.ts';
import { ConnectorButton } from '../components/ConnectorButton.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { SocialButtons } from '../components/SocialButtons.tsx';
import { WalletButton } from '../components/WalletButton.tsx';
import { WalletSkeletons } from '../components/WalletSkeletons.tsx';

// The social providers whose flow has a view today; the others wait for the social-login flow.
const PROVIDERS_WITH_VIEW = new Set(['farcaster']);

interface WalletRow {
  wallet: WalletEntry;
  tag?: string;
}

/**
 * Recent, then featured, then recommended (§9: up to 4), each wallet once, first place wins. A
 * directory wallet that is also in the page (same rdns or directory id) is left out: it is listed
 * above, as the installed one.
 */
function walletRows(
  isInstalled: (wallet: WalletEntry) => boolean,
  recent: readonly WalletEntry[],
  featured: readonly WalletEntry[],
  recommended: readonly WalletEntry[],
): WalletRow[] {
  const seen = new Set<string>();
  const rows: WalletRow[] = [];
  const add = (wallets: readonly WalletEntry[], tag?: string) => {
    for (const wallet of wallets) {
      if (seen.has(wallet.id) || isInstalled(wallet)) continue;
      seen.add(wallet.id);
      rows.push(tag ? { wallet, tag } : { wallet });
    }
  };
  add(recent, 'Recent');
  add(featured);
  add(recommended.slice(0, WALLET_LIST_RECOMMENDED_COUNT));
  return rows;
}

/**
 * The Connect view (§2): the ways to connect in the default order email, social, wallet. Email and
 * social appear only when the project's features turn them on; the wallet section lists the wallets in
 * the page first (tagged Installed or Multi-chain; choosing one shows ConnectingExternal and connects
 * it), then recent, featured and recommended directory wallets and, when allowed, an "All Wallets"
 * entry with the directory count.
 * Part of the main chunk: it is what opening the modal shows.
 */
export function Connect() {
  const { push } = useModal();
  const { features } = useProjectFeatures();
  const { recent, featured, recommended, count, isLoading, imageUrl, load, recordRecent } = useWalletList();
  const { installed, isInstalled, connect } = useConnect();

  useEffect(() => {
    load();
  }, [load]);

  const rows = walletRows(isInstalled, recent, featured, recommended);
  // Directory wallets connect by pairing; the engine keeps the choice as a recent wallet (§9: 2 kept).
  const selectWallet = (wallet: WalletEntry) => {
    recordRecent(wallet);
    push({ view: 'ConnectingWalletConnect' });
  };
  const selectConnector = (connector: Connector) => {
    push({ view: 'ConnectingExternal', data: { connectorId: connector.id } });
    connect(connector.id);
  };

  return (
    <>
      {features.email ? (
        <section className="portico-section" aria-label="Email">
          <EmailForm onSubmit={() => push({ view: 'EmailLogin' })} />
        </section>
      ) : null}
      {features.socials.length > 0 ? (
        <section className="portico-section" aria-label="Social">
          <SocialButtons
            providers={features.socials}
            isAvailable={(provider) => PROVIDERS_WITH_VIEW.has(provider)}
            onSelect={() => push({ view: 'ConnectingFarcaster' })}
          />
        </section>
      ) : null}
      <section className="portico-section" aria-label="Wallets">
        <ul className="portico-list" aria-label="Wallets" aria-busy={isLoading}>
          {installed.map((connector) => (
            <li key={connector.id}>
              <ConnectorButton connector={connector} onSelect={selectConnector} />
            </li>
          ))}
          {rows.map(({ wallet, tag }) => (
            <li key={wallet.id}>
              <WalletButton wallet={wallet} imageSrc={imageUrl(wallet)} tag={tag} onSelect={selectWallet} />
            </li>
          ))}
          {isLoading && rows.length === 0 ? <WalletSkeletons count={3} /> : null}
          {features.allWallets ? (
            <li>
              <button
                type="button"
                className="portico-list-button"
                onClick={() => push({ view: 'AllWallets' })}
              >
                <span className="portico-list-button-label">All Wallets</span>
                {count > 0 ? <span className="portico-tag">{count}</span> : null}
              </button>
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}
