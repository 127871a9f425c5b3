import { useEffect, useId, useRef, useState } from 'react';
import { choosePairingWallet } from '../../headless/index.ts';
import { useMessages, usePortico, useWalletList, type WalletEntry } from '../../hooks/index.ts';
import { useNearEnd } from '../components/useNearEnd.ts';
import { WalletButton } from '../components/WalletButton.tsx';
import { WalletSkeletons } from '../components/WalletSkeletons.tsx';

const SKELETON_TILES = 8;

/**
 * The All Wallets view (§2): a searchable grid of the wallet directory. Typing calls `search` on each
 * change (the engine waits and trims, §9); scrolling near the end loads the next page, with a "Load
 * more" button as the accessible fallback; a failed fetch shows its message and a Retry button rather
 * than an empty list. Lazily loaded: it is not needed to open the modal.
 */
export function AllWallets() {
  const modal = usePortico();
  const {
    wallets,
    hasMore,
    isLoading,
    isLoadingMore,
    isSearching,
    error,
    query,
    search,
    nextPage,
    retry,
    imageUrl,
    load,
    recordRecent,
  } = useWalletList();
  const { t, tError } = useMessages();
  const searchId = useId();
  // The field keeps its own text: the hook's query may lag behind typing while the engine waits.
  const [text, setText] = useState(query);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    load();
  }, [load]);

  const busy = isLoading || isSearching;
  const canLoadMore = hasMore && !busy && !isLoadingMore && error === null;
  useNearEnd(sentinel, canLoadMore, nextPage);

  // Directory wallets connect by pairing; the engine keeps the choice as a recent wallet, and the
  // pairing statechart as the wallet to pair with (its "Open in" link).
  const selectWallet = (wallet: WalletEntry) => {
    recordRecent(wallet);
    // The root shows ConnectingWalletConnect.
    void choosePairingWallet(modal, { wallet });
  };
  const searched = query.trim() !== '';

  return (
    <>
      <label className="portico-visually-hidden" htmlFor={searchId}>
        {t('connect.list.searchLabel')}
      </label>
      <input
        id={searchId}
        className="portico-input"
        type="search"
        placeholder={t('connect.list.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value);
        }}
      />
      {error !== null ? (
        <div className="portico-error-state">
          <p className="portico-error-text" role="alert">
            {tError(error)}
          </p>
          <button type="button" className="portico-button portico-button--primary" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <ul
            className="portico-wallet-grid"
            aria-label={t('connect.wallets')}
            aria-busy={busy || isLoadingMore}
          >
            {busy ? (
              <WalletSkeletons count={SKELETON_TILES} />
            ) : (
              wallets.map((wallet) => (
                <li key={wallet.id}>
                  <WalletButton
                    wallet={wallet}
                    imageSrc={imageUrl(wallet)}
                    layout="tile"
                    onSelect={selectWallet}
                  />
                </li>
              ))
            )}
            {isLoadingMore ? <WalletSkeletons count={4} /> : null}
          </ul>
          {!busy && wallets.length === 0 ? (
            <p className="portico-message" role="status">
              {searched ? t('connect.list.noResults', { query: query.trim() }) : t('connect.list.empty')}
            </p>
          ) : null}
          {hasMore && !busy ? (
            <>
              <div ref={sentinel} className="portico-sentinel" aria-hidden="true" />
              {/* aria-disabled, not disabled: a disabled button drops focus to the page body. */}
              <button
                type="button"
                className="portico-button"
                aria-disabled={isLoadingMore}
                onClick={isLoadingMore ? undefined : nextPage}
              >
                {t(isLoadingMore ? 'connect.list.loadingMore' : 'connect.list.loadMore')}
              </button>
            </>
          ) : null}
        </>
      )}
    </>
  );
}
