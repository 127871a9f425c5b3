import { useMessages, useNfts } from '../../../hooks/index.ts';
import { Spinner } from '../Spinner.tsx';

/**
 * The NFTs tab of Account (§2): the NFTs the account's loaded activity brought in, spam hidden (§5),
 * as a grid of their pictures with their names on one line. "Load more" pages the activity, which may
 * bring older NFTs.
 */
export function NftsTab() {
  const { nfts, isLoading, isLoadingMore, hasMore, loadMore } = useNfts();
  const { t } = useMessages();
  if (isLoading) return <Spinner label={t('account.nfts.loading')} />;
  return (
    <>
      {nfts.length === 0 ? (
        <p className="portico-note">{t('account.nfts.empty')}</p>
      ) : (
        <ul className="portico-nft-grid" aria-label={t('account.tabs.nfts')}>
          {nfts.map((nft) => (
            <li key={nft.key} className="portico-nft" aria-label={nft.name}>
              {nft.imageUrl ? (
                <img className="portico-nft-image" src={nft.imageUrl} alt="" decoding="async" />
              ) : (
                <span className="portico-nft-image" />
              )}
              <span className="portico-nft-name" title={nft.name}>
                {nft.name}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button type="button" className="portico-button" disabled={isLoadingMore} onClick={loadMore}>
          {isLoadingMore ? t('account.loadingMore') : t('account.loadMore')}
        </button>
      ) : null}
    </>
  );
}
