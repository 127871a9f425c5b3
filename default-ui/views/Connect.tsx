import { useEffect } from 'react';
import {
  type ConnectItem,
  type Connector,
  choosePairingWallet,
  connectSocial,
  isSocialProvider,
  openWalletGuide,
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
import { StrokeIcon } from '../components/icons.tsx';
import { SocialButtons } from '../components/SocialButtons.tsx';
import { WalletButton } from '../components/WalletButton.tsx';
import { WalletPreview } from '../components/WalletPreview.tsx';
import { WalletSkeletons } from '../components/WalletSkeletons.tsx';

type WalletRow = Extract<ConnectItem<Connector>, { wallet: unknown }>['wallet'];

/** A directory listing (a host's custom wallet may lack the directory's fields: it has no row yet). */
function isListing(wallet: WalletRow): wallet is WalletEntry {
  return 'chains' in wallet && Array.isArray(wallet.chains);
}

/** The ids of the directory wallets Connect already lists as rows (the All Wallets preview skips them). */
function listedIds(items: readonly ConnectItem<Connector>[]): ReadonlySet<string> {
  return new Set(
    items.flatMap((item) => ('wallet' in item && isListing(item.wallet) ? [item.wallet.id] : [])),
  );
}

/**
 * The Connect view (§2): the ways to connect in the default order email, social, wallet. Email and
 * social (the embedded wallet) appear only when the project's features turn them on, the socials as a
 * lead button and a row of logos, and an "or" divider sets them apart from the wallets; the wallet
 * section lists the rows of `useConnectItems` in the §9 connector order (recent, the wallets in the
 * page tagged Installed or Multi-chain, featured, recommended; choosing a wallet in the page shows
 * ConnectingExternal and connects it, a directory wallet pairs) and, when allowed, an "All Wallets"
 * entry with four wallets' logos and the count. A quiet link at the foot opens "What is a wallet?"
 * for visitors with none. Part of the main chunk: it is what opening the modal shows.
 */
export function Connect() {
  const { push, isOpen } = useModal();
  const { features } = useProjectFeatures();
  const { count, wallets, imageUrl, load, recordRecent } = useWalletList();
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
    // The root shows ConnectingWalletConnect.
    void choosePairingWallet(modal, { wallet });
  };
  // The WalletConnect entry pairs with no wallet chosen: the plain QR code and link, for any wallet.
  const selectPairing = () => {
    void choosePairingWallet(modal, { wallet: undefined });
  };
  // The root shows ConnectingExternal while the wallet's own prompt is open.
  const selectConnector = (connector: Connector) => connect(connector.id);

  return (
    <>
      {features.email ? (
        <section className="portico-section" aria-label={t('common.email')}>
          <EmailForm
            onSubmit={(email) => {
              // The action, not useEmailLogin: the hook's code comes with the EmailLogin view's chunk. The
              // root shows the EmailLogin view.
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
      {features.email || features.socials.length > 0 ? (
        // The embedded wallet above, the wallets below (DESIGN.md): the regions already name both
        // parts for assistive technology, so the word is only for the eye.
        <div className="portico-or-divider" aria-hidden="true">
          <span>{t('connect.divider.or')}</span>
        </div>
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
                <WalletPreview
                  wallets={wallets.filter((wallet) => !listedIds(items).has(wallet.id))}
                  imageUrl={imageUrl}
                />
                <span className="portico-list-button-label">{t('connect.allWallets')}</span>
                {count > 0 ? <span className="portico-tag">{formatNumber(count)}</span> : null}
              </button>
            </li>
          ) : null}
        </ul>
      </section>
      <button type="button" className="portico-quiet-link" onClick={() => openWalletGuide(modal)}>
        <WalletIcon />
        {t('connect.noWallet')}
      </button>
    </>
  );
}

/** A wallet's outline, beside the quiet link for visitors who have none. */
function WalletIcon() {
  return (
    <StrokeIcon strokeWidth="1.8">
      <rect x="3" y="6" width="18" height="13" rx="3" />
      <path d="M16 12.5h2" strokeLinecap="round" />
    </StrokeIcon>
  );
}
