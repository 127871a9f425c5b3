import { getAWallet } from '../../headless/index.ts';
import { useMessages, usePortico } from '../../hooks/index.ts';

/**
 * A guide for newcomers that is not an endpoint the modal talks to: a page a visitor reads, in their
 * own tab, about what a wallet is and how to choose one.
 */
const WALLET_GUIDE_URL = 'https://ethereum.org/en/wallets/';

/** A coin stack in a card: the wallet as a home for tokens and collectibles. */
function AssetsIllustration() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect className="portico-guide-fill" x="6" y="12" width="36" height="26" rx="6" />
      <rect className="portico-guide-accent" x="6" y="12" width="36" height="8" rx="4" />
      <circle className="portico-guide-accent" cx="33" cy="29" r="4" />
      <path className="portico-guide-stroke" d="M14 29h10" strokeLinecap="round" />
    </svg>
  );
}

/** A key entering a door: signing in by connecting the wallet. */
function LoginIllustration() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect className="portico-guide-fill" x="22" y="8" width="18" height="32" rx="4" />
      <circle className="portico-guide-accent" cx="14" cy="24" r="6" />
      <path className="portico-guide-stroke" d="M20 24h12M28 24v4" strokeLinecap="round" />
    </svg>
  );
}

/** A shield: the keys stay with the visitor. */
function KeysIllustration() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path className="portico-guide-fill" d="M24 6l15 6v11c0 9.5-6.4 16.4-15 19-8.6-2.6-15-9.5-15-19V12z" />
      <path
        className="portico-guide-stroke"
        d="M17 24l5 5 9-10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// Catalogue ids (not texts): each is read with t() below.
const POINTS = [
  {
    Illustration: AssetsIllustration,
    titleId: 'connect.whatIsAWallet.assetsTitle',
    textId: 'connect.whatIsAWallet.assetsText',
  },
  {
    Illustration: LoginIllustration,
    titleId: 'connect.whatIsAWallet.loginTitle',
    textId: 'connect.whatIsAWallet.loginText',
  },
  {
    Illustration: KeysIllustration,
    titleId: 'connect.whatIsAWallet.keysTitle',
    textId: 'connect.whatIsAWallet.keysText',
  },
] as const;

/**
 * What is a wallet? For a visitor new to wallets, reached from Connect's quiet link: three short
 * points with a picture each, "Get a wallet" (All Wallets, in this view's place, so back returns to
 * Connect) and "Learn more" (a guide in a new tab). Lazily loaded: only newcomers open it.
 */
export function WhatIsAWallet() {
  const modal = usePortico();
  const { t } = useMessages();
  return (
    <div className="portico-guide">
      <ul className="portico-guide-points">
        {POINTS.map(({ Illustration, titleId, textId }) => (
          <li key={titleId} className="portico-guide-point">
            <span className="portico-guide-illustration">
              <Illustration />
            </span>
            <span className="portico-guide-point-text">
              <strong className="portico-guide-point-title">{t(titleId)}</strong>
              <span className="portico-muted-text">{t(textId)}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="portico-button portico-button--primary"
        onClick={() => getAWallet(modal)}
      >
        {t('connect.whatIsAWallet.getAWallet')}
      </button>
      <a className="portico-quiet-link" href={WALLET_GUIDE_URL} target="_blank" rel="noopener noreferrer">
        {t('connect.whatIsAWallet.learnMore')}
      </a>
    </div>
  );
}
