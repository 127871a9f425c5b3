/**
 * Model test of the activity list (§4 Transaction list: loading, empty, or with next cursor; on fetch
 * error 'Failed to fetch transactions' and empty; §5 an address required, spam and other-chain
 * transactions hidden; §6 activity on eip155 only; §2 pending badge; §1 the `activity` feature switch:
 * nothing fetched before the project's features are known, nor while it is off): paths generated from its graph,
 * the pages settled by the path. At every step: what was asked of the API (account, cursor), what is
 * shown, and what was reported to the root.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { isSpam } from '../domain/accountData/transactions.ts';
import { MESSAGES } from '../domain/errors.ts';
import {
  type AccountRef,
  type FetchTransactionsInput,
  selectNfts,
  selectPendingBadge,
  type Transaction,
  type TransactionsPage,
  transactionsMachine,
} from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type TransactionsSnapshot = SnapshotFrom<typeof transactionsMachine>;

const ADDRESS = '0x1111111111111111111111111111111111111111';
const ACCOUNT: AccountRef = { caipAddress: `eip155:1:${ADDRESS}`, caipNetworkId: 'eip155:1' };
const ON_POLYGON: AccountRef = { caipAddress: `eip155:137:${ADDRESS}`, caipNetworkId: 'eip155:137' };
const SOLANA: AccountRef = {
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};

function tx(
  id: string,
  options: { chain?: string; status?: string; spam?: boolean; nft?: string } = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2026-11-20T10:00:00Z',
      chain: options.chain ?? 'eip155:1',
      operationType: options.nft ? 'receive' : 'send',
      status: options.status ?? 'confirmed',
      sentFrom: ADDRESS,
      sentTo: '0x2222222222222222222222222222222222222222',
    },
    transfers: [
      options.nft || options.spam
        ? {
            nft_info: { name: options.nft ?? 'Free mint', flags: { is_spam: options.spam === true } },
            direction: 'in',
            quantity: { numeric: '1' },
          }
        : { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '0.1' } },
    ],
  };
}

/** A first page: something to show, spam, another chain's transaction, a pending one; more to come. */
const FIRST_PAGE: TransactionsPage = {
  data: [
    tx('a', { status: 'pending' }),
    tx('spam', { spam: true }),
    tx('polygon', { chain: 'eip155:137' }),
    tx('ape', { nft: 'Ape #1' }),
  ],
  next: 'cursor-2',
};
/** The last page. */
const LAST_PAGE: TransactionsPage = { data: [tx('b'), tx('a', { status: 'pending' })], next: undefined };
/** A page of spam only, and the last one: nothing to show. */
const SPAM_ONLY: TransactionsPage = { data: [tx('spam', { spam: true })], next: undefined };

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();

const previousOf = (previous: unknown) => previous as TransactionsSnapshot;

/** The running fetch's input, read from the invoked child. */
function fetchInput(snapshot: TransactionsSnapshot): FetchTransactionsInput | undefined {
  const child = snapshot.children.fetchTransactions;
  return (child?.getSnapshot() as { input?: FetchTransactionsInput } | undefined)?.input;
}

const ids = (transactions: readonly Transaction[]) => transactions.map((transaction) => transaction.id);

describeModel(transactionsMachine, {
  controlledActors: ['fetchTransactions'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) =>
        void reported.record('message' in report ? `${report.type} ${report.message}` : report.type),
    },
  },
  events: {
    'transactions.watch': [
      { type: 'transactions.watch', account: ACCOUNT },
      { type: 'transactions.watch', account: ON_POLYGON },
      { type: 'transactions.watch', account: SOLANA },
      { type: 'transactions.watch', account: undefined },
    ],
    'transactions.features': [
      { type: 'transactions.features', activity: true },
      { type: 'transactions.features', activity: false },
    ],
    'xstate.done.actor.fetchTransactions': [
      { type: 'xstate.done.actor.fetchTransactions', output: FIRST_PAGE },
      { type: 'xstate.done.actor.fetchTransactions', output: LAST_PAGE },
      { type: 'xstate.done.actor.fetchTransactions', output: SPAM_ONLY },
    ],
    'xstate.error.actor.fetchTransactions': [
      { type: 'xstate.error.actor.fetchTransactions', error: new Error('HTTP status code: 500') },
    ],
  },
  simplePaths: { maxStates: 10, maxPaths: 40 },
  states: {
    '*': (snapshot: TransactionsSnapshot, { event }) => {
      const { account, transactions } = snapshot.context;
      // §5: spam transactions are hidden, and only the connected chain's are shown.
      expect(transactions.some(isSpam)).toBe(false);
      expect(transactions.every((transaction) => transaction.metadata.chain === account?.caipNetworkId)).toBe(
        true,
      );
      // Each transaction is shown once.
      expect(new Set(ids(transactions)).size).toBe(transactions.length);
      // Only a failed page reports anything: 'Failed to fetch transactions'.
      expect(reported.step).toEqual(
        event.type === 'xstate.error.actor.fetchTransactions'
          ? [`notice.raised ${MESSAGES.failedToFetchTransactions}`]
          : [],
      );
    },
    idle: (snapshot: TransactionsSnapshot) => {
      // §5 "Fetching transactions requires an account address"; §1 remote values override local ones:
      // without an account, or before the project's features are known, nothing is fetched.
      const { account, activity } = snapshot.context;
      expect(account === undefined || activity === undefined).toBe(true);
      expect(snapshot.context.transactions).toEqual([]);
      expect(fetchInput(snapshot)).toBeUndefined();
    },
    off: (snapshot: TransactionsSnapshot) => {
      // §1 the `activity` switch is off: no history request, nothing shown, no badge.
      expect(snapshot.context.activity).toBe(false);
      expect(fetchInput(snapshot)).toBeUndefined();
      expect(snapshot.context.transactions).toEqual([]);
      expect(snapshot.context.next).toBeUndefined();
      expect(selectPendingBadge(snapshot)).toBe(0);
    },
    loading: (snapshot: TransactionsSnapshot) => {
      expect(snapshot.context.activity).toBe(true);
      // §7 history of the followed account on its chain, from the first page.
      expect(fetchInput(snapshot)).toEqual({ ...snapshot.context.account, cursor: undefined });
      expect(snapshot.context.transactions).toEqual([]);
    },
    loadingMore: (snapshot: TransactionsSnapshot, { previous }) => {
      expect(snapshot.context.activity).toBe(true);
      // The page at the next cursor; what is shown stays while it loads.
      expect(fetchInput(snapshot)).toEqual({ ...snapshot.context.account, cursor: 'cursor-2' });
      expect(snapshot.context.transactions).toEqual(previousOf(previous).context.transactions);
    },
    loaded: (snapshot: TransactionsSnapshot, { event, previous }) => {
      const before = previousOf(previous);
      const { context } = snapshot;
      expect(context.activity).toBe(true);
      if (before.matches('loadingMore')) {
        // A next page is appended to what was shown.
        expect(ids(context.transactions).slice(0, before.context.transactions.length)).toEqual(
          ids(before.context.transactions),
        );
        if (event.type === 'xstate.error.actor.fetchTransactions') {
          // A failed next page keeps what is shown and stops paging (no retry loop while scrolling).
          expect(context.transactions).toEqual(before.context.transactions);
          expect(context.next).toBeUndefined();
          expect(context.error).toBe('Failed to fetch transactions');
        }
      } else if (event.type === 'xstate.done.actor.fetchTransactions') {
        // The first page on Ethereum: the pending transaction and the NFT, spam and Polygon's hidden.
        if (context.account?.caipNetworkId === 'eip155:1' && event.output === FIRST_PAGE) {
          expect(ids(context.transactions)).toEqual(['a', 'ape']);
          // §2 pending badge.
          expect(selectPendingBadge(snapshot)).toBe(1);
          // The NFTs tab derives from the history: the NFT that came in.
          expect(selectNfts(snapshot).map((nft) => nft.name)).toEqual(['Ape #1']);
        }
        expect(context.error).toBeUndefined();
      }
      // "with next cursor": something shown, or a next page to load.
      expect(context.transactions.length > 0 || context.next !== undefined).toBe(true);
    },
    empty: (snapshot: TransactionsSnapshot, { event }) => {
      const { context } = snapshot;
      expect(context.activity).toBe(true);
      expect(context.transactions).toEqual([]);
      expect(context.next).toBeUndefined();
      if (event.type === 'xstate.error.actor.fetchTransactions') {
        // §4 "on fetch error show 'Failed to fetch transactions' and set empty".
        expect(context.error).toBe(MESSAGES.failedToFetchTransactions);
      } else {
        expect(context.error).toBeUndefined();
      }
      // §6 activity is eip155 only: on Solana the list is empty without a call (§7).
      if (context.account?.caipNetworkId === SOLANA.caipNetworkId)
        expect(fetchInput(snapshot)).toBeUndefined();
    },
  },
});
