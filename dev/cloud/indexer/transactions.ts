/**
 * Builds the §3 Transaction objects of GET /v1/account/{account}/history from indexed rows, in the
 * production API's shape (the Zerion-style fields the client reads): id, metadata { operationType, hash,
 * minedAt, sentFrom, sentTo, status, nonce, chain }, transfers [{ fungible_info | nft_info, direction,
 * quantity, value, price }].
 */
import { formatUnits } from 'viem';
import { EVM_NATIVE, priceIn } from './catalog.ts';
import { type TransferRow, ZERO_ADDRESS } from './chain-data.ts';
import type { HistoryEntry, IndexStore } from './store.ts';

/** A fungible asset as a transfer describes it. */
export interface FungibleInfo {
  name: string;
  symbol: string;
  icon: { url: string };
}

/** An NFT as a transfer describes it. */
export interface NftInfo {
  name: string;
  flags: { is_spam: boolean };
  content: { preview: { url: string } };
  contract_address: string;
  token_id: string;
}

/** One transfer of a transaction, seen from the account. */
export interface ApiTransfer {
  fungible_info?: FungibleInfo;
  nft_info?: NftInfo;
  direction: 'in' | 'out' | 'self';
  quantity: { int: string; decimals: number; numeric: string };
  value: number;
  price: number;
}

/** §3 Transaction. */
export interface ApiTransaction {
  id: string;
  metadata: {
    operationType: 'send' | 'receive' | 'mint' | 'burn' | 'trade' | 'deploy' | 'approve' | 'execute';
    hash: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed' | 'pending';
    nonce: number;
    chain: string;
  };
  transfers: ApiTransfer[];
}

/** Where icons and NFT previews are served (the cloud's image routes). */
export interface AssetUrls {
  token(symbol: string): string;
  nft(contract: string, tokenId: string): string;
}

const APPROVE_SELECTOR = '0x095ea7b3';

function directionOf(t: TransferRow, who: string): ApiTransfer['direction'] {
  if (t.sender === who && t.recipient === who) return 'self';
  return t.recipient === who ? 'in' : 'out';
}

function operationOf(entry: HistoryEntry, who: string): ApiTransaction['metadata']['operationType'] {
  const { tx, transfers } = entry;
  if (tx.created) return 'deploy';
  if (transfers.length === 0) return tx.selector === APPROVE_SELECTOR ? 'approve' : 'execute';
  if (transfers.every((t) => t.sender === ZERO_ADDRESS && t.recipient === who)) return 'mint';
  if (transfers.every((t) => t.sender === who && t.recipient === ZERO_ADDRESS)) return 'burn';
  const directions = new Set(transfers.map((t) => directionOf(t, who)));
  if (directions.has('in') && directions.has('out')) return 'trade';
  return directions.has('in') ? 'receive' : 'send';
}

function transferOf(
  store: IndexStore,
  chain: string,
  t: TransferRow,
  who: string,
  currency: string,
  urls: AssetUrls,
): ApiTransfer {
  const direction = directionOf(t, who);
  if (t.kind === 'erc721') {
    const token = store.token(chain, t.token);
    const collection = token?.name ?? 'Unknown collection';
    return {
      nft_info: {
        name: `${collection} #${t.amount}`,
        flags: { is_spam: store.isSpam(chain, t.token, t.amount) },
        content: { preview: { url: urls.nft(t.token, t.amount) } },
        contract_address: t.token,
        token_id: t.amount,
      },
      direction,
      quantity: { int: '1', decimals: 0, numeric: '1' },
      value: 0,
      price: 0,
    };
  }
  const asset =
    t.kind === 'native'
      ? EVM_NATIVE
      : (store.token(chain, t.token) ?? { name: 'Unknown token', symbol: '???', decimals: 0 });
  const numeric = formatUnits(BigInt(t.amount), asset.decimals);
  const price = priceIn(store, asset.symbol, currency);
  return {
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: urls.token(asset.symbol) } },
    direction,
    quantity: { int: t.amount, decimals: asset.decimals, numeric },
    value: Number(numeric) * price,
    price,
  };
}

/** One history entry as the API answers it, seen from `account`. */
export function toApiTransaction(
  store: IndexStore,
  entry: HistoryEntry,
  account: string,
  currency: string,
  urls: AssetUrls,
): ApiTransaction {
  const who = account.toLowerCase();
  const { tx } = entry;
  return {
    id: tx.hash,
    metadata: {
      operationType: operationOf(entry, who),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.sender,
      sentTo: tx.recipient ?? tx.created ?? '',
      status: tx.success ? 'confirmed' : 'failed',
      nonce: tx.nonce,
      chain: entry.chain,
    },
    transfers: entry.transfers.map((t) => transferOf(store, entry.chain, t, who, currency, urls)),
  };
}
