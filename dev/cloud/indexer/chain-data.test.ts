import { describe, expect, it } from 'vitest';
import { decodeBlock, fullBlockSchema, receiptsSchema, TRANSFER_TOPIC } from './chain-data.ts';
import { parseChainFlag } from './indexer.ts';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';
const TOKEN = '0x00000000000000000000000000000000000000cc';
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`;
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

function tx(n: number, value: bigint, to: string | null = B) {
  return {
    hash: hash(n),
    from: A,
    to,
    value: `0x${value.toString(16)}`,
    nonce: `0x${n.toString(16)}`,
    input: '0xa9059cbb00',
    transactionIndex: `0x${n.toString(16)}`,
  };
}

const block = fullBlockSchema.parse({
  number: '0x7',
  hash: hash(99),
  parentHash: hash(98),
  timestamp: '0x64',
  transactions: [tx(0, 5n), tx(1, 9n), tx(2, 0n, TOKEN), tx(3, 0n, null)],
});
const receipts = receiptsSchema.parse([
  { transactionHash: hash(0), status: '0x1', logs: [] },
  { transactionHash: hash(1), status: '0x0', logs: [] },
  {
    transactionHash: hash(2),
    status: '0x1',
    logs: [
      {
        address: TOKEN,
        topics: [TRANSFER_TOPIC, topic(A), topic(B)],
        data: word(10n ** 30n + 1n),
        logIndex: '0x0',
      },
      {
        address: TOKEN,
        topics: [TRANSFER_TOPIC, topic(B), topic(A), word(42n)],
        data: '0x',
        logIndex: '0x1',
      },
      { address: TOKEN, topics: [hash(5), topic(A), topic(B)], data: word(1n), logIndex: '0x2' },
    ],
  },
  { transactionHash: hash(3), status: '0x1', contractAddress: TOKEN, logs: [] },
]);

describe('decodeBlock', () => {
  const rows = decodeBlock(block, receipts);

  it('keeps every transaction with its status, and the created contract', () => {
    expect(rows).toMatchObject({ number: 7, timestamp: 100 });
    expect(rows.txs.map((t) => [t.position, t.success, t.value, t.created])).toEqual([
      [0, true, '5', null],
      [1, false, '9', null],
      [2, true, '0', null],
      [3, true, '0', TOKEN],
    ]);
  });

  it('turns native value, 3-topic (ERC-20) and 4-topic (ERC-721) Transfer logs into transfers; a reverted transaction moves nothing', () => {
    expect(rows.transfers.map((t) => [t.kind, t.sender, t.recipient, t.amount, t.logIndex])).toEqual([
      ['native', A, B, '5', -1],
      ['erc20', A, B, (10n ** 30n + 1n).toString(), 0],
      ['erc721', B, A, '42', 1],
    ]);
  });

  it('refuses a block whose transaction has no receipt', () => {
    expect(() => decodeBlock(block, receipts.slice(1))).toThrow(/no receipt/);
  });
});

describe('parseChainFlag', () => {
  it('reads eip155:<id>=URL and refuses anything else', () => {
    expect(parseChainFlag('eip155:31337=http://127.0.0.1:8545')).toEqual({
      chain: 'eip155:31337',
      url: 'http://127.0.0.1:8545',
    });
    for (const bad of [
      'eip155:31337',
      'solana:abc=http://x',
      'eip155:0=http://x',
      'eip155:1=ftp://x',
      'eip155:1=',
    ]) {
      expect(() => parseChainFlag(bad)).toThrow(/--chain/);
    }
  });
});
