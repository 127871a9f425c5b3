import { describe, expect, it } from 'vitest';
import { ONE_DAY_MS, ONE_MINUTE_MS } from '../constants.ts';
import { MESSAGES } from '../errors.ts';
import { parseTransaction, parseTransactionsPage } from './transactions.schema.ts';
import {
  appendTransactions,
  isSpam,
  onConnectedChain,
  pendingBadge,
  type Transaction,
  transactionTimeLabel,
  visibleTransactions,
} from './transactions.ts';

const METADATA = {
  minedAt: '2026-11-20T10:00:00Z',
  chain: 'eip155:1',
  operationType: 'send',
  status: 'confirmed',
  sentFrom: '0x1111111111111111111111111111111111111111',
  sentTo: '0x2222222222222222222222222222222222222222',
};

const nftTransfer = (isSpamFlag: boolean) => ({
  nft_info: {
    name: 'Ape',
    flags: { is_spam: isSpamFlag },
    content: { preview: { url: 'https://x.test/a.png' } },
  },
  direction: 'in',
  quantity: { numeric: '1' },
});
const fungibleTransfer = {
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x.test/eth.png' } },
  direction: 'out',
  quantity: { numeric: '0.5' },
  value: 1500,
  price: 3000,
};

function tx(id: string, transfers: unknown[], metadata: Partial<typeof METADATA> = {}): Transaction {
  const parsed = parseTransaction({ id, metadata: { ...METADATA, ...metadata }, transfers });
  if (!parsed) throw new Error('fixture does not parse');
  return parsed;
}

describe('history answer (§3 Transaction, §7 /v1/account/{account}/history reads data, next)', () => {
  it('reads the §3 fields, tolerates extra fields and nulls, and keeps the next cursor', () => {
    const page = parseTransactionsPage({
      data: [
        {
          id: 'a',
          hash: '0xabc',
          metadata: { ...METADATA, nonce: 3 },
          transfers: [{ ...fungibleTransfer, nft_info: null, extra: 1 }],
        },
        { id: 'b', metadata: METADATA, transfers: null },
      ],
      next: 'cursor-2',
    });
    expect(page.next).toBe('cursor-2');
    expect(page.data).toEqual([
      { id: 'a', metadata: METADATA, transfers: [fungibleTransfer] },
      { id: 'b', metadata: METADATA, transfers: [] },
    ]);
  });

  it('the last page has no next cursor (null, missing or empty)', () => {
    expect(parseTransactionsPage({ data: [], next: null }).next).toBeUndefined();
    expect(parseTransactionsPage({ data: [] }).next).toBeUndefined();
    expect(parseTransactionsPage({ data: [], next: '' }).next).toBeUndefined();
  });

  it('drops a malformed transaction and keeps the others', () => {
    const page = parseTransactionsPage({
      data: [{ id: 'x' }, { id: 'b', metadata: METADATA, transfers: [] }],
    });
    expect(page.data.map((transaction) => transaction.id)).toEqual(['b']);
  });

  it("refuses a body that is not a history answer with 'Failed to fetch transactions'", () => {
    expect(() => parseTransactionsPage({ transactions: [] })).toThrow(MESSAGES.failedToFetchTransactions);
    expect(() => parseTransactionsPage(null)).toThrow('Failed to fetch transactions');
  });

  it('an NFT without flags reads as not spam', () => {
    const parsed = tx('n', [{ nft_info: { name: 'X' }, direction: 'in', quantity: { numeric: '1' } }]);
    expect(parsed.transfers[0]?.nft_info?.flags.is_spam).toBe(false);
  });
});

describe('§5 spam transactions (all transfers flagged spam) are hidden; only the connected chain is shown', () => {
  it('a transaction is spam only when every transfer is flagged spam', () => {
    expect(isSpam(tx('s', [nftTransfer(true), nftTransfer(true)]))).toBe(true);
    expect(isSpam(tx('m', [nftTransfer(true), nftTransfer(false)]))).toBe(false);
    expect(isSpam(tx('f', [nftTransfer(true), fungibleTransfer]))).toBe(false);
    expect(isSpam(tx('e', []))).toBe(false);
  });

  it('only transactions on the connected chain are shown', () => {
    expect(onConnectedChain(tx('a', []), 'eip155:1')).toBe(true);
    expect(onConnectedChain(tx('a', [], { chain: 'eip155:137' }), 'eip155:1')).toBe(false);
  });

  it('visible transactions are those neither spam nor on another chain, in order', () => {
    const list = [
      tx('1', [fungibleTransfer]),
      tx('2', [nftTransfer(true)]),
      tx('3', [fungibleTransfer], { chain: 'eip155:137' }),
      tx('4', [nftTransfer(false)]),
    ];
    expect(visibleTransactions(list, 'eip155:1').map((transaction) => transaction.id)).toEqual(['1', '4']);
  });

  it('a next page is appended, each transaction once', () => {
    const shown = [tx('1', []), tx('2', [])];
    expect(appendTransactions(shown, [tx('2', []), tx('3', [])]).map((t) => t.id)).toEqual(['1', '2', '3']);
  });
});

describe('§2 labels', () => {
  it('relative time is abbreviated (sec, min, hr, d, mo, yr)', () => {
    const mined = Date.parse(METADATA.minedAt);
    const transaction = tx('a', []);
    expect(transactionTimeLabel(transaction, mined + 5_000)).toBe('5 sec');
    expect(transactionTimeLabel(transaction, mined + 3 * ONE_MINUTE_MS)).toBe('3 min');
    expect(transactionTimeLabel(transaction, mined + 4 * ONE_DAY_MS)).toBe('4 d');
    expect(transactionTimeLabel(transaction, mined + 400 * ONE_DAY_MS)).toBe('1 yr');
    expect(transactionTimeLabel(tx('b', [], { minedAt: 'yesterday' }), mined)).toBeUndefined();
  });

  it('the pending badge counts pending transactions and caps at 99', () => {
    const pending = (n: number) =>
      Array.from({ length: n }, (_, i) => tx(`p${i}`, [], { status: 'pending' }));
    expect(pendingBadge([...pending(3), tx('c', [])])).toBe(3);
    expect(pendingBadge(pending(99))).toBe(99);
    expect(pendingBadge(pending(150))).toBe(99);
    expect(pendingBadge([])).toBe(0);
  });
});
