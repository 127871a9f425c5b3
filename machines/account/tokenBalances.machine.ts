/**
 * Token balances of the connected account (§3 Token balance; the Account view's Tokens tab and the
 * send flow's token list), for eip155 and solana only (§6).
 *
 * States: `idle` (no account, or one whose namespace has no balances) → `fetching` → `fresh` (§9
 * "Balance, portfolio … caches 30 s": a refresh without `force` keeps the list) → after
 * BALANCE_CACHE_MS `stale` (the next refresh fetches). A failed fetch goes to `blocked` (§4 "after a
 * failure, retries are blocked for 30 s and the error notice 'Token Balance Unavailable' is shown":
 * every refresh, forced or not, is ignored there), then after TOKEN_BALANCE_RETRY_BLOCK_MS to
 * `failed`, where a refresh fetches again. Tokens with zero decimals are dropped (§5). Another account
 * starts over (the block is for retries, not for a new account).
 *
 * Pure: `fetchTokenBalances` is the engine's (it parses the answer with
 * domain/accountData/tokenBalances.ts parseTokenBalances); the notice is reported to the root.
 */
import { assign, enqueueActions, raise, setup } from 'xstate';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { dropZeroDecimals } from '../../domain/accountData/tokenBalances.ts';
import { BALANCE_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';
import { type AccountRef, isSameAccount } from './account.ts';
import {
  canFetchTokens,
  contextFor,
  type FetchTokenBalancesInput,
  type TokenBalancesContext,
  type TokenBalancesInput,
} from './tokenBalances.context.ts';
import type { TokenBalancesEvent } from './tokenBalances.events.ts';

type WatchEvent = Extract<TokenBalancesEvent, { type: 'tokenBalances.watch' }>;

/** Whether the state was entered by a forced refresh. */
const isForcedRefresh = (event: { type: string; force?: unknown }) =>
  event.type === 'tokenBalances.refresh' && event.force === true;

/** The token balances statechart. Run it with `createActor(tokenBalancesMachine.provide({ actors }), { input })`. */
export const tokenBalancesMachine = setup({
  types: {
    context: {} as TokenBalancesContext,
    events: {} as TokenBalancesEvent,
    input: {} as TokenBalancesInput | undefined,
  },
  actors: {
    /** §7 GET /v1/account/{address}/balance, parsed; the engine provides it. */
    fetchTokenBalances: engineActor<TokenBalance[], FetchTokenBalancesInput>('fetchTokenBalances'),
  },
  actions: {
    report: enqueueActions(({ enqueue }, report: ChildReport) => tellParent(enqueue, report)),
    follow: assign((_, account: AccountRef | undefined) => contextFor(account)),
    takeTokens: assign((_, tokens: readonly TokenBalance[]) => ({
      tokens: dropZeroDecimals(tokens),
      error: undefined,
    })),
    fail: assign({ error: MESSAGES.tokenBalanceUnavailable }),
  },
  guards: {
    canFetch: ({ context }) => canFetchTokens(context.account),
    isFollowed: ({ context }, event: WatchEvent) => isSameAccount(context.account, event.account),
    isForced: ({ event }) => isForcedRefresh(event),
  },
  delays: { BALANCE_CACHE_MS, TOKEN_BALANCE_RETRY_BLOCK_MS },
}).createMachine({
  id: 'tokenBalances',
  context: ({ input }) => contextFor(input?.account),
  initial: 'idle',
  on: {
    'tokenBalances.watch': [
      // The same account again (a view mounting): a refresh, so the cache and the block apply.
      {
        guard: { type: 'isFollowed', params: ({ event }) => event },
        actions: raise({ type: 'tokenBalances.refresh' }),
      },
      { target: '.idle', actions: { type: 'follow', params: ({ event }) => event.account } },
    ],
  },
  states: {
    idle: {
      always: { guard: 'canFetch', target: 'fetching' },
    },
    fetching: {
      invoke: {
        id: 'fetchTokenBalances',
        src: 'fetchTokenBalances',
        input: ({ context, event }) => ({
          ...(context.account as AccountRef), // `fetching` is entered only with an account (canFetch).
          forceUpdate: isForcedRefresh(event),
        }),
        onDone: { target: 'fresh', actions: { type: 'takeTokens', params: ({ event }) => event.output } },
        onError: {
          target: 'blocked',
          actions: [
            'fail',
            {
              type: 'report',
              params: { type: 'notice.raised', variant: 'error', message: MESSAGES.tokenBalanceUnavailable },
            },
          ],
        },
      },
    },
    fresh: {
      after: { BALANCE_CACHE_MS: 'stale' },
      on: { 'tokenBalances.refresh': { guard: 'isForced', target: 'fetching' } },
    },
    stale: { on: { 'tokenBalances.refresh': 'fetching' } },
    // Refreshes are ignored here, forced ones too: that is the block.
    blocked: { after: { TOKEN_BALANCE_RETRY_BLOCK_MS: 'failed' } },
    failed: { on: { 'tokenBalances.refresh': 'fetching' } },
  },
});
