/**
 * The account's activity (§4 Transaction list: "loading, empty, or with next cursor; on fetch error
 * show 'Failed to fetch transactions' and set empty"), paged as the person scrolls. It also feeds the
 * NFTs tab (domain/accountData/nfts.ts derives it from the loaded history) and the pending badge.
 *
 * States: `idle` (no account: §5 "Fetching transactions requires an account address"; or the project's
 * features are not known yet, §1 remote values override local ones) → `off` (§1 the `activity` switch is
 * off, by the remote configuration, the host's options or basic mode: nothing is fetched, nothing shown;
 * a later 'transactions.features' turning it on starts over) or `loading`
 * (the first page) → `loaded` (something shown, or a next cursor to scroll to) or `empty` (nothing and
 * no next page; also for a namespace without activity, §6, without a call, §7). From `loaded`,
 * 'transactions.loadMore' with a next cursor → `loadingMore` → `loaded` with the page appended. A
 * failed first page: 'Failed to fetch transactions' and `empty`. A failed next page: the same notice,
 * the pages already shown stay (ARCHITECTURE rule 3: never lose what was already stored) and the
 * cursor is dropped, so scrolling does not retry in a loop; 'transactions.refresh' starts over.
 * Each page keeps only what §5 shows: spam transactions (all transfers flagged spam) and those of
 * another chain are hidden.
 *
 * Pure: `fetchTransactions` is the engine's (it parses the answer with parseTransactionsPage); the
 * notice is reported to the root.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { appendTransactions, visibleTransactions } from '../../domain/accountData/transactions.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';
import { type AccountRef, isSameAccount } from './account.ts';
import {
  canFetchActivity,
  contextFor,
  type FetchTransactionsInput,
  type FetchTransactionsOutput,
  type TransactionsContext,
  type TransactionsInput,
} from './transactions.context.ts';
import type { TransactionsEvent } from './transactions.events.ts';

type WatchEvent = Extract<TransactionsEvent, { type: 'transactions.watch' }>;
type FeaturesEvent = Extract<TransactionsEvent, { type: 'transactions.features' }>;

/** `loading` and `loadingMore` are entered only with an account (canFetch). */
const accountOf = (context: TransactionsContext): AccountRef => context.account as AccountRef;

/** The activity statechart. Run it with `createActor(transactionsMachine.provide({ actors }), { input })`. */
export const transactionsMachine = setup({
  types: {
    context: {} as TransactionsContext,
    events: {} as TransactionsEvent,
    input: {} as TransactionsInput | undefined,
  },
  actors: {
    /** §7 GET /v1/account/{account}/history?cursor&chainId, parsed; the engine provides it. */
    fetchTransactions: engineActor<FetchTransactionsOutput, FetchTransactionsInput>('fetchTransactions'),
  },
  actions: {
    report: enqueueActions(({ enqueue }, report: ChildReport) => tellParent(enqueue, report)),
    follow: assign(({ context }, account: AccountRef | undefined) => contextFor(account, context.activity)),
    clear: assign(({ context }) => contextFor(context.account, context.activity)),
    /** What was loaded goes with the switch: a list turned off shows nothing. */
    takeActivity: assign(({ context }, activity: boolean) => contextFor(context.account, activity)),
    takeFirstPage: assign(({ context }, page: FetchTransactionsOutput) => ({
      transactions: visibleTransactions(page.data, accountOf(context).caipNetworkId),
      next: page.next,
      error: undefined,
    })),
    takeNextPage: assign(({ context }, page: FetchTransactionsOutput) => ({
      transactions: appendTransactions(
        context.transactions,
        visibleTransactions(page.data, accountOf(context).caipNetworkId),
      ),
      next: page.next,
      error: undefined,
    })),
    fail: assign({ next: undefined, error: MESSAGES.failedToFetchTransactions }),
  },
  guards: {
    /** §1 the `activity` switch is on and §6 the account's namespace has activity. */
    canFetch: ({ context }) => context.activity === true && canFetchActivity(context.account),
    /** §1 the project's features are known and the `activity` switch is off. */
    isActivityOff: ({ context }) => context.activity === false,
    /** An account to show activity of, with the `activity` switch on. */
    hasAccountWithActivity: ({ context }) => context.activity === true && context.account !== undefined,
    /** The features say something new about the `activity` switch (a refetch repeating it changes nothing). */
    changesActivity: ({ context }, event: FeaturesEvent) => context.activity !== event.activity,
    isFollowed: ({ context }, event: WatchEvent) => isSameAccount(context.account, event.account),
    /** A first page with nothing to show and no next page. */
    isEmptyPage: ({ context }, page: FetchTransactionsOutput) =>
      page.next === undefined &&
      visibleTransactions(page.data, accountOf(context).caipNetworkId).length === 0,
    hasNext: ({ context }) => context.next !== undefined,
  },
}).createMachine({
  id: 'transactions',
  context: ({ input }) => contextFor(input?.account, input?.activity),
  initial: 'idle',
  on: {
    'transactions.watch': [
      { guard: { type: 'isFollowed', params: ({ event }) => event } },
      { target: '.idle', actions: { type: 'follow', params: ({ event }) => event.account } },
    ],
    // §1: leaving a running fetch cancels it; what was shown goes.
    'transactions.features': {
      guard: { type: 'changesActivity', params: ({ event }) => event },
      target: '.idle',
      actions: { type: 'takeActivity', params: ({ event }) => event.activity },
    },
  },
  states: {
    idle: {
      always: [
        { guard: 'isActivityOff', target: 'off' },
        { guard: 'canFetch', target: 'loading' },
        // §6 activity is eip155 only; §7 such a network gives an empty result without a call.
        { guard: 'hasAccountWithActivity', target: 'empty' },
      ],
    },
    // §1 the `activity` switch is off: no history is fetched, whatever the view asks.
    off: {},
    loading: {
      invoke: {
        id: 'fetchTransactions',
        src: 'fetchTransactions',
        input: ({ context }) => ({ ...accountOf(context), cursor: undefined }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'takeFirstPage', params: ({ event }) => event.output },
          },
          { target: 'loaded', actions: { type: 'takeFirstPage', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'empty',
          actions: [
            'clear',
            'fail',
            {
              type: 'report',
              params: {
                type: 'notice.raised',
                variant: 'error',
                message: MESSAGES.failedToFetchTransactions,
              },
            },
          ],
        },
      },
    },
    loaded: {
      on: {
        'transactions.loadMore': { guard: 'hasNext', target: 'loadingMore' },
        'transactions.refresh': { target: 'loading', actions: 'clear' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'fetchTransactions',
        src: 'fetchTransactions',
        input: ({ context }) => ({ ...accountOf(context), cursor: context.next }),
        onDone: { target: 'loaded', actions: { type: 'takeNextPage', params: ({ event }) => event.output } },
        onError: {
          target: 'loaded',
          actions: [
            'fail',
            {
              type: 'report',
              params: {
                type: 'notice.raised',
                variant: 'error',
                message: MESSAGES.failedToFetchTransactions,
              },
            },
          ],
        },
      },
    },
    empty: {
      on: { 'transactions.refresh': { guard: 'canFetch', target: 'loading', actions: 'clear' } },
    },
  },
});
