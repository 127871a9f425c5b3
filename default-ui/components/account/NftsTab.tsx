import { useNfts } from '../../../hooks/index.ts';
import { Spinner } from '../Spinner.tsx';

/**
 * The NFTs tab of Account (§2): the NFTs the account's loaded activity brought in, spam hidden (§5).
 * "Load more" pages the activity, which may bring older NFTs.
 */
export function NftsTab() {
  const { nfts, isLoading, isLoadingMore, hasMore, loadMore } = useNfts();
  if (isLoading) return <Spinner label="Loading NFTs" />;
  return (
    <>
      {nfts.length === 0 ? (
        <p className="portico-note">No NFTs found yet.</p>
      ) : (
        <ul className="portico-list" aria-label="NFTs">
          {nfts.map((nft) => (
            <li key={nft.key} className="portico-list-row" aria-label={nft.name}>
              {nft.imageUrl ? (
                <img className="portico-avatar" src={nft.imageUrl} alt="" width={28} height={28} />
              ) : null}
              <span className="portico-list-button-label">{nft.name}</span>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button type="button" className="portico-button" disabled={isLoadingMore} onClick={loadMore}>
          {isLoadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
