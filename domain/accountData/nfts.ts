/**
 * The NFTs tab (§2 Account tabs Tokens, NFTs, Activity). The spec gives NFTs no call of their own: the
 * balance answer holds fungible tokens only, and NFTs appear in the history's transfers (§3 nft_info:
 * name, flags.is_spam, content.preview.url). So the tab is derived from the activity loaded so far:
 * an NFT is listed when its latest transfer seen came in, and not when it went out since. Spam NFTs
 * (§5) are never listed. As more history pages load, older NFTs appear.
 */
import type { Transaction } from './transactions.ts';

/** One NFT of the NFTs tab. */
export interface Nft {
  /** Stable key: the network and the NFT's name (history names no contract or token id). */
  key: string;
  name: string;
  /** The token's network (CAIP-2). */
  chain: string;
  /** content.preview.url, when the indexer has one. */
  imageUrl: string | undefined;
  /** The id of the transaction that brought it in. */
  transactionId: string;
}

/** Directions that bring a token to the account. */
const INCOMING = new Set(['in', 'self']);

/**
 * The NFTs the account holds as far as its loaded history tells: newest transaction first (the API's
 * order), the latest transfer of each NFT decides.
 */
export function nftsFromHistory(transactions: readonly Transaction[]): Nft[] {
  const decided = new Set<string>();
  const held: Nft[] = [];
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      const nft = transfer.nft_info;
      if (!nft || nft.flags.is_spam || !nft.name) continue;
      const key = `${transaction.metadata.chain}/${nft.name}`;
      if (decided.has(key)) continue;
      decided.add(key);
      if (!INCOMING.has(transfer.direction)) continue;
      held.push({
        key,
        name: nft.name,
        chain: transaction.metadata.chain,
        imageUrl: nft.content?.preview?.url,
        transactionId: transaction.id,
      });
    }
  }
  return held;
}
