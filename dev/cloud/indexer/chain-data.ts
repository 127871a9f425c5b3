/**
 * The chain's answers the indexer reads (eth_getBlockByNumber with full transactions and
 * eth_getBlockReceipts), parsed with zod, and their decoding into the rows the index stores: blocks,
 * transactions, and transfers (native value, ERC-20 and ERC-721 `Transfer` logs).
 */
import * as z from 'zod';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be hex');
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
  .transform((a) => a.toLowerCase());

/** A block header as the follower checks it (eth_getBlockByNumber, no transactions). */
export const blockHeadSchema = z.object({ number: hex, hash: hex, parentHash: hex, timestamp: hex });

/** A block with its full transactions. */
export const fullBlockSchema = blockHeadSchema.extend({
  transactions: z.array(
    z.object({
      hash: hex,
      from: address,
      to: address.nullable().optional(),
      value: hex,
      nonce: hex,
      input: hex,
      transactionIndex: hex,
    }),
  ),
});

/** The receipts of a block (eth_getBlockReceipts). */
export const receiptsSchema = z.array(
  z.object({
    transactionHash: hex,
    status: hex,
    contractAddress: address.nullable().optional(),
    logs: z.array(z.object({ address, topics: z.array(hex), data: hex, logIndex: hex })),
  }),
);

/** keccak256('Transfer(address,address,uint256)'): the event of ERC-20 (3 topics) and ERC-721 (4 topics). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** The zero address, lowercase: `from` of a mint, `to` of a burn. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** A stored transaction. */
export interface TxRow {
  hash: string;
  block: number;
  position: number;
  timestamp: number;
  sender: string;
  recipient: string | null;
  /** Contract created by the transaction, if any. */
  created: string | null;
  value: string;
  nonce: number;
  success: boolean;
  /** First 4 bytes of the input, or null for a plain transfer. */
  selector: string | null;
}

/** A stored transfer: the native value of a transaction (logIndex -1) or a Transfer log. */
export interface TransferRow {
  txHash: string;
  block: number;
  position: number;
  logIndex: number;
  kind: 'native' | 'erc20' | 'erc721';
  /** Contract address, lowercase; '' for native. */
  token: string;
  sender: string;
  recipient: string;
  /** Amount in the smallest unit (ERC-721: the token id), decimal. */
  amount: string;
}

/** One decoded block. */
export interface BlockRows {
  number: number;
  hash: string;
  timestamp: number;
  txs: TxRow[];
  transfers: TransferRow[];
}

const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase();

/** Decodes a block and its receipts into rows. Reverted transactions move nothing: no transfers. */
export function decodeBlock(
  block: z.infer<typeof fullBlockSchema>,
  receipts: z.infer<typeof receiptsSchema>,
): BlockRows {
  const number = Number(BigInt(block.number));
  const timestamp = Number(BigInt(block.timestamp));
  const receiptOf = new Map(receipts.map((r) => [r.transactionHash.toLowerCase(), r]));
  const txs: TxRow[] = [];
  const transfers: TransferRow[] = [];
  for (const tx of block.transactions) {
    const hash = tx.hash.toLowerCase();
    const receipt = receiptOf.get(hash);
    if (!receipt) throw new Error(`block ${number}: no receipt for ${hash}`);
    const position = Number(BigInt(tx.transactionIndex));
    const success = BigInt(receipt.status) === 1n;
    const value = BigInt(tx.value);
    txs.push({
      hash,
      block: number,
      position,
      timestamp,
      sender: tx.from,
      recipient: tx.to ?? null,
      created: receipt.contractAddress ?? null,
      value: value.toString(),
      nonce: Number(BigInt(tx.nonce)),
      success,
      selector: tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
    });
    if (!success) continue;
    const base = { txHash: hash, block: number, position };
    if (value > 0n && tx.to) {
      transfers.push({
        ...base,
        logIndex: -1,
        kind: 'native',
        token: '',
        sender: tx.from,
        recipient: tx.to,
        amount: value.toString(),
      });
    }
    for (const log of receipt.logs) {
      if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue;
      const [, fromTopic, toTopic, idTopic] = log.topics;
      if (!fromTopic || !toTopic) continue;
      const logIndex = Number(BigInt(log.logIndex));
      const ends = { sender: topicAddress(fromTopic), recipient: topicAddress(toTopic) };
      if (log.topics.length === 4 && idTopic) {
        transfers.push({
          ...base,
          ...ends,
          logIndex,
          kind: 'erc721',
          token: log.address,
          amount: BigInt(idTopic).toString(),
        });
      } else if (log.topics.length === 3 && log.data.length > 2) {
        transfers.push({
          ...base,
          ...ends,
          logIndex,
          kind: 'erc20',
          token: log.address,
          amount: BigInt(log.data).toString(),
        });
      }
    }
  }
  return { number, hash: block.hash.toLowerCase(), timestamp, txs, transfers };
}
