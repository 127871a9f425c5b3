/**
 * Model test of token balances (§3 Token balance; §4 "after a failure, retries are blocked for 30 s and
 * the error notice 'Token Balance Unavailable' is shown"; §5 zero-decimal tokens dropped; §6 eip155 and
 * solana; §9 30 s cache and 2 decimals): paths generated from its graph, the fetch settled by the path,
 * the cache and the block on the simulated clock. At every step: what was asked of the API and what
 * was reported to the root.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../domain/errors.ts';
import {
  type AccountRef,
  type FetchTokenBalancesInput,
  selectIsTokenRetryBlocked,
  selectTokenRows,
  type TokenBalance,
  tokenBalancesMachine,
} from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type TokenBalancesSnapshot = SnapshotFrom<typeof tokenBalancesMachine>;

const ACCOUNT: AccountRef = {
  caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
};
const ON_POLYGON: AccountRef = {
  caipAddress: 'eip155:137:0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:137',
};
const SOLANA: AccountRef = {
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
};
const POLKADOT: AccountRef = {
  caipAddress: 'polkadot:91b171bb158e2d3848fa23a9f1c25182:5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
};
const TOKENS: TokenBalance[] = [
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    value: 2.999,
    price: 1,
    quantity: { decimals: '6', numeric: '2.999999' },
    iconUrl: '',
  },
  {
    name: 'Zero',
    symbol: 'ZERO',
    chainId: 'eip155:1',
    price: 0,
    quantity: { decimals: '0', numeric: '9' },
    iconUrl: '',
  },
];

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();

const previousOf = (previous: unknown) => previous as TokenBalancesSnapshot;

/** The running fetch's input, read from the invoked child. */
function fetchInput(snapshot: TokenBalancesSnapshot): FetchTokenBalancesInput | undefined {
  const child = snapshot.children.fetchTokenBalances;
  return (child?.getSnapshot() as { input?: FetchTokenBalancesInput } | undefined)?.input;
}

describeModel(tokenBalancesMachine, {
  controlledActors: ['fetchTokenBalances'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) =>
        void reported.record('message' in report ? `${report.type} ${report.message}` : report.type),
    },
  },
  events: {
    'tokenBalances.watch': [
      { type: 'tokenBalances.watch', account: ACCOUNT },
      { type: 'tokenBalances.watch', account: ON_POLYGON },
      { type: 'tokenBalances.watch', account: SOLANA },
      { type: 'tokenBalances.watch', account: POLKADOT },
      { type: 'tokenBalances.watch', account: undefined },
    ],
    'tokenBalances.refresh': [
      { type: 'tokenBalances.refresh' },
      { type: 'tokenBalances.refresh', force: true },
    ],
    'xstate.done.actor.fetchTokenBalances': [
      { type: 'xstate.done.actor.fetchTokenBalances', output: TOKENS },
    ],
    'xstate.error.actor.fetchTokenBalances': [
      { type: 'xstate.error.actor.fetchTokenBalances', error: new Error('HTTP status code: 503') },
    ],
  },
  // Accounts are interchangeable once the rules for each namespace are seen: keep the graph small.
  simplePaths: { maxStates: 8, maxPaths: 40 },
  states: {
    '*': (snapshot: TokenBalancesSnapshot, { event, previous }) => {
      // §5 "Tokens with zero decimals are dropped from balances".
      expect(snapshot.context.tokens.every((token) => Number(token.quantity.decimals) !== 0)).toBe(true);
      if (event.type === 'tokenBalances.refresh' && previous) {
        const before = previousOf(previous);
        // §9 "caches 30 s": within 30 s a refresh without force keeps the list.
        if (before.matches('fresh') && !event.force) expect(snapshot.matches('fresh')).toBe(true);
        // §4 "after a failure, retries are blocked for 30 s": forced refreshes too.
        if (before.matches('blocked')) {
          expect(snapshot.matches('blocked')).toBe(true);
          expect(selectIsTokenRetryBlocked(snapshot)).toBe(true);
        }
      }
      // Only a failed fetch reports anything, and only 'Token Balance Unavailable'.
      expect(reported.step).toEqual(
        event.type === 'xstate.error.actor.fetchTokenBalances'
          ? [`notice.raised ${MESSAGES.tokenBalanceUnavailable}`]
          : [],
      );
    },
    idle: (snapshot: TokenBalancesSnapshot) => {
      // §6: balances exist for eip155 and solana only; no account, nothing fetched.
      expect([undefined, POLKADOT.caipNetworkId]).toContain(snapshot.context.account?.caipNetworkId);
      expect(snapshot.context.tokens).toEqual([]);
    },
    fetching: (snapshot: TokenBalancesSnapshot, { event }) => {
      // §7 GET /v1/account/{address}/balance for the followed account; forceUpdate when forced (after a send).
      const account = snapshot.context.account;
      expect(fetchInput(snapshot)).toEqual({
        caipAddress: account?.caipAddress,
        caipNetworkId: account?.caipNetworkId,
        forceUpdate: event.type === 'tokenBalances.refresh' && event.force === true,
      });
    },
    fresh: (snapshot: TokenBalancesSnapshot) => {
      expect(snapshot.context.error).toBeUndefined();
      // §9 "token balances 2 decimals": truncated, never rounded up.
      expect(selectTokenRows(snapshot).map((row) => [row.token.symbol, row.quantity, row.value])).toEqual([
        ['USDC', '2.99', '2.99'],
      ]);
    },
    stale: (_snapshot: TokenBalancesSnapshot, { event, previous }) => {
      if (!previousOf(previous).matches('stale')) {
        expect(event.type).toMatch(/^xstate\.after\.BALANCE_CACHE_MS\./);
      }
    },
    blocked: (snapshot: TokenBalancesSnapshot) => {
      expect(snapshot.context.error).toBe('Token Balance Unavailable');
    },
    failed: (snapshot: TokenBalancesSnapshot, { event, previous }) => {
      expect(snapshot.context.error).toBe(MESSAGES.tokenBalanceUnavailable);
      // Retries open only when the 30 s block is over.
      if (!previousOf(previous).matches('failed')) {
        expect(event.type).toMatch(/^xstate\.after\.TOKEN_BALANCE_RETRY_BLOCK_MS\./);
      }
    },
  },
});
