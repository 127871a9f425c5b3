/**
 * Balances of one connection's account: the native balance (§3 Account state balance, balanceSymbol)
 * and the token balances (§3 Token balance, the Account view's Tokens tab), for eip155 and solana only
 * (§6); a network of another namespace is never fetched.
 *
 * States: `idle` (nothing watched) and `watching`, two parallel regions with the same shape:
 * `fetching` → `fresh` (§9 "Balance, portfolio and native-balance caches 30 s": a refresh without
 * `force` keeps the value) → after BALANCE_CACHE_MS `stale` (the next refresh fetches). A failed native
 * fetch goes to `failed` (the last value stays, the error is set; a refresh retries). A failed token
 * fetch goes to `blocked` (§4 "after a failure, retries are blocked for 30 s and the error notice
 * 'Token Balance Unavailable' is shown"), then after TOKEN_BALANCE_RETRY_BLOCK_MS to `failed`.
 * Watching another account starts both over (the block is for retries, not for a new account).
 *
 * Pure. `fetchNativeBalance` (default: fails visibly) and `fetchTokenBalances` (default: no tokens) are
 * provided by the engine; the notice goes out through `showError` ('notice.show' to `notices`).
 */
import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { BALANCE_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS } from '../../domain/constants.ts';
import { isPorticoError, MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import { tellParent } from '../modal/reports.ts';
import {
  type BalancesContext,
  type BalancesInput,
  canWatch,
  type FetchNativeBalanceInput,
  type FetchTokenBalancesInput,
  initialContext,
  isWatched,
  keepTokens,
  type NativeBalance,
  type TokenBalance,
  type WatchedAccount,
} from './balances.context.ts';
import type { BalancesEvent } from './balances.events.ts';

/** The watched account as fetch input; `watching` is entered only with one. */
const watchedOf = (context: BalancesContext): WatchedAccount => context.watched as WatchedAccount;

/** Whether the fetch was asked with force (the API's forceUpdate bypasses its own cache too). */
const forced = (event: { type: string; force?: unknown }) =>
  event.type === 'balances.refresh' && event.force === true;

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
    /** §7 GET /v1/account/{address}/balance; by default there are no tokens. */
    fetchTokenBalances: fromPromise<TokenBalance[], FetchTokenBalancesInput>(async () => []),
  },
  actions: {
    showError: enqueueActions(({ enqueue, self }, message: string) => {
      tellParent(enqueue, self, { type: 'notice.raised', variant: 'error', message });
    }),
    watch: assign(({ context }, watched: WatchedAccount) => ({ ...initialContext(context), watched })),
    reset: assign(({ context }) => initialContext(context)),
    takeNative: assign((_, native: NativeBalance) => ({ native, nativeError: undefined })),
    failNative: assign((_, error: unknown) => ({
      nativeError: isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong,
    })),
    takeTokens: assign((_, tokens: readonly TokenBalance[]) => ({
      tokens: keepTokens(tokens),
      tokensError: undefined,
    })),
    failTokens: assign({ tokensError: MESSAGES.tokenBalanceUnavailable }),
  },
  guards: {
    canWatch: ({ context }, account: WatchedAccount) => canWatch(context.namespace, account.caipNetworkId),
    cannotWatch: ({ context }, account: WatchedAccount) =>
      !canWatch(context.namespace, account.caipNetworkId),
    isWatched: ({ context }, account: WatchedAccount) => isWatched(context, account),
    isForced: ({ event }) => forced(event),
  },
  delays: { BALANCE_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS },
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
      type: 'parallel',
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
        native: {
          initial: 'fetching',
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
        tokens: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchTokenBalances',
                src: 'fetchTokenBalances',
                input: ({ context, event }: { context: BalancesContext; event: { type: string } }) => ({
                  ...watchedOf(context),
                  forceUpdate: forced(event),
                }),
                onDone: {
                  target: 'fresh',
                  actions: { type: 'takeTokens', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'blocked',
                  actions: ['failTokens', { type: 'showError', params: MESSAGES.tokenBalanceUnavailable }],
                },
              },
            },
            fresh: {
              after: { BALANCE_CACHE_MS: 'stale' },
              on: { 'balances.refresh': { guard: 'isForced', target: 'fetching' } },
            },
            stale: { on: { 'balances.refresh': 'fetching' } },
            // Refreshes are ignored here, forced ones too: that is the block.
            blocked: { after: { TOKEN_BALANCE_RETRY_BLOCK_MS: 'failed' } },
            failed: { on: { 'balances.refresh': 'fetching' } },
          },
        },
      },
    },
  },
});
