/**
 * The native balance of one connection's account (§3 Account state balance, balanceSymbol), for
 * eip155 and solana only (§6); a network of another namespace is never fetched. Token balances (the
 * Account view's Tokens tab) are their own actor, machines/account/tokenBalances.machine.ts, spawned
 * when Account shows.
 *
 * States: `idle` (nothing watched) and `watching`: `fetching` → `fresh` (§9 "Balance, portfolio and
 * native-balance caches 30 s": a refresh without `force` keeps the value) → after BALANCE_CACHE_MS
 * `stale` (the next refresh fetches). A failed fetch goes to `failed` (the last value stays, the error
 * is set; a refresh retries). Watching another account starts over.
 *
 * Pure. `fetchNativeBalance` (default: fails visibly) is provided by the engine.
 */
import { assign, raise, setup } from 'xstate';
import { BALANCE_CACHE_MS } from '../../domain/constants.ts';
import { isPorticoError, MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import {
  type BalancesContext,
  type BalancesInput,
  canWatch,
  type FetchNativeBalanceInput,
  initialContext,
  isWatched,
  type NativeBalance,
  type WatchedAccount,
} from './balances.context.ts';
import type { BalancesEvent } from './balances.events.ts';

/** The watched account as fetch input; `watching` is entered only with one. */
const watchedOf = (context: BalancesContext): WatchedAccount => context.watched as WatchedAccount;

/** The balances statechart. Run it with `createActor(balancesMachine.provide({...}), { input })`. */
export const balancesMachine = setup({
  types: {
    context: {} as BalancesContext,
    events: {} as BalancesEvent,
    input: {} as BalancesInput,
  },
  actors: {
    /** eth_getBalance or getBalance on the network's RPC; the engine provides it. */
    fetchNativeBalance: engineActor<NativeBalance, FetchNativeBalanceInput>('fetchNativeBalance'),
  },
  actions: {
    watch: assign(({ context }, watched: WatchedAccount) => ({ ...initialContext(context), watched })),
    reset: assign(({ context }) => initialContext(context)),
    takeNative: assign((_, native: NativeBalance) => ({ native, nativeError: undefined })),
    failNative: assign((_, error: unknown) => ({
      nativeError: isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong,
    })),
  },
  guards: {
    canWatch: ({ context }, account: WatchedAccount) => canWatch(context.namespace, account.caipNetworkId),
    cannotWatch: ({ context }, account: WatchedAccount) =>
      !canWatch(context.namespace, account.caipNetworkId),
    isWatched: ({ context }, account: WatchedAccount) => isWatched(context, account),
    isForced: ({ event }) => event.type === 'balances.refresh' && event.force === true,
  },
  delays: { BALANCE_CACHE_MS },
}).createMachine({
  id: 'balances',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'balances.clear': { target: '.idle', actions: 'reset' },
  },
  states: {
    idle: {
      on: {
        'balances.watch': {
          guard: { type: 'canWatch', params: ({ event }) => event },
          target: 'watching',
          actions: {
            type: 'watch',
            params: ({ event }) => ({ caipAddress: event.caipAddress, caipNetworkId: event.caipNetworkId }),
          },
        },
      },
    },
    watching: {
      initial: 'fetching',
      on: {
        'balances.watch': [
          // Not a network this actor serves: nothing to fetch, keep what is shown.
          { guard: { type: 'cannotWatch', params: ({ event }) => event }, actions: [] },
          // The same account again (a view mounting): a refresh, so the cache applies.
          {
            guard: { type: 'isWatched', params: ({ event }) => event },
            actions: raise({ type: 'balances.refresh' }),
          },
          {
            target: 'watching',
            reenter: true,
            actions: {
              type: 'watch',
              params: ({ event }) => ({ caipAddress: event.caipAddress, caipNetworkId: event.caipNetworkId }),
            },
          },
        ],
      },
      states: {
        fetching: {
          invoke: {
            id: 'fetchNativeBalance',
            src: 'fetchNativeBalance',
            input: ({ context }) => watchedOf(context),
            onDone: {
              target: 'fresh',
              actions: { type: 'takeNative', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'failNative',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        fresh: {
          after: { BALANCE_CACHE_MS: 'stale' },
          on: { 'balances.refresh': { guard: 'isForced', target: 'fetching' } },
        },
        stale: { on: { 'balances.refresh': 'fetching' } },
        failed: { on: { 'balances.refresh': 'fetching' } },
      },
    },
  },
});
