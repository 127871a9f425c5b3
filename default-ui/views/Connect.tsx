import { useEffect } from 'react';
import {
  type ConnectItem,
  type Connector,
  choosePairingWallet,
  connectSocial,
  isSocialProvider,
  submitEmail,
} from '../../headless/index.ts';
import type { WalletEntry } from '../../hooks/index.ts';
import {
  useConnect,
  useConnectItems,
  useMessages,
  useModal,
  usePortico,
  useProjectFeatures,
  useWalletList,
} from '../../hooks/index.ts';
import { BrandImage } from '../components/brand/BrandImage.tsx';
import { ConnectorButton } from '../components/ConnectorButton.tsx';
import { EmailForm } from '../components/EmailForm.tsx';
import { SocialButtons } from '../components/SocialButtons.tsx';
import { WalletButton } from '../components/WalletButton.tsx';
import { WalletSkeletons } from '../components/WalletSkeletons.tsx';

type WalletRow = Extract<ConnectItem<Connector>, { wallet: unknown }>['wallet'];

/** A directory listing (a host's custom wallet may lack the directory's fields: it has no row yet). */
function isListing(wallet: WalletRow): wallet is WalletEntry {
  return 'chains' in wallet && Array.isArray(wallet.chains);
}

/**
 * The Connect view (§2): the ways to connect in the default order email, social, wallet. Email and
 * social appear only when the project's features turn them on; the wallet section lists the rows of
 * `useConnectItems` in the §9 connector order (recent, the wallets in the page tagged Installed or
 * Multi-chain, featured, recommended; choosing a wallet in the page shows ConnectingExternal and
 * connects it, a directory wallet pairs) and, when allowed, an "All Wallets" entry with the count.
 * Part of the main chunk: it is what opening the modal shows.
 */
export function Connect() {
  const { push, isOpen } = useModal();
  const { features } = useProjectFeatures();
  const { count, imageUrl, load, recordRecent } = useWalletList();
  const { connect } = useConnect();
  const { items, isLoading } = useConnectItems();
  const modal = usePortico();
  const { t, formatNumber } = useMessages();

  // Not while the modal stands by unopened (ModalRoot): nothing is asked before the visitor's intent.
  useEffect(() => {
    if (isOpen) load();
  }, [isOpen, load]);

  // Directory wallets connect by pairing; the engine keeps the choice as a recent wallet (§9: 2 kept),
  // and the pairing statechart as the wallet to pair with (its "Open in" link).
  const selectWallet = (wallet: WalletEntry) => {
    recordRecent(wallet);
    void choosePairingWallet(modal, { wallet });
    push({ view: 'ConnectingWalletConnect' });
  };
  // The WalletConnect entry pairs with no wallet chosen: the plain QR code and link, for any wallet.
  const selectPairing = () => {
    void choosePairingWallet(modal, { wallet: undefined });
    push({ view: 'ConnectingWalletConnect' });
  };
  const selectConnector = (connector: Connector) => {
    push({ view: 'ConnectingExternal', data: { connectorId: connector.id } });
    connect(connector.id);
  };

  return (
    <>
      {features.email ? (
        <section className="portico-section" aria-label={t('common.email')}>
          <EmailForm
            onSubmit={(email) => {
              push({ view: 'EmailLogin' });
              // The action, not useEmailLogin: the hook's code comes with the EmailLogin view's chunk.
              void submitEmail(modal, email);
            }}
          />
        </section>
      ) : null}
      {features.socials.length > 0 ? (
        <section className="portico-section" aria-label={t('connect.socialSection')}>
          <SocialButtons
            providers={features.socials}
            isAvailable={(provider) => provider === 'farcaster' || isSocialProvider(provider)}
            onSelect={(provider) => {
              if (!isSocialProvider(provider)) return push({ view: 'ConnectingFarcaster' });
              // The action first, synchronously in the click: it opens the provider's popup.
              void connectSocial(modal, provider);
              push({ view: 'ConnectingSocial', data: { provider } });
            }}
          />
        </section>
      ) : null}
      <section className="portico-section" aria-label={t('connect.wallets')}>
        <ul className="portico-list" aria-label={t('connect.wallets')} aria-busy={isLoading}>
          {items.map((item) =>
            'pairing' in item ? (
              <li key="walletConnect">
                <button type="button" className="portico-list-button" onClick={selectPairing}>
                  <BrandImage group="connect" id="walletConnect" />
                  {/* A product name, not translated; its tag says it shows a QR code (and the link) for any wallet. */}
                  <span className="portico-list-button-label">WalletConnect</span>
                  <span className="portico-tag">{t('connect.tag.qrCode')}</span>
                </button>
              </li>
            ) : 'connector' in item ? (
              <li key={item.connector.id}>
                <ConnectorButton connector={item.connector} onSelect={selectConnector} />
              </li>
            ) : isListing(item.wallet) ? (
              <li key={item.wallet.id}>
                <WalletButton
                  wallet={item.wallet}
                  imageSrc={imageUrl(item.wallet)}
                  tag={item.section === 'recent' ? t('connect.tag.recent') : undefined}
                  onSelect={selectWallet}
                />
              </li>
            ) : null,
          )}
          {isLoading && items.every((item) => 'pairing' in item) ? <WalletSkeletons count={3} /> : null}
          {features.allWallets ? (
            <li>
              <button
                type="button"
                className="portico-list-button"
                onClick={() => push({ view: 'AllWallets' })}
              >
                <span className="portico-list-button-label">{t('connect.allWallets')}</span>
                {count > 0 ? <span className="portico-tag">{formatNumber(count)}</span> : null}
              </button>
            </li>
          ) : null}
        </ul>
      </section>
    </>
  );
}
