/**
 * Model test of balances (§3 balance, §4 Token balance, §6, §9 caches): paths generated from its graph,
 * with the fetches settled by the path and the 30 s cache and retry block on the simulated clock.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  balancesMachine,
  type NativeBalance,
  selectFormattedBalance,
  type TokenBalance,
} from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type BalancesSnapshot = SnapshotFrom<typeof balancesMachine>;

const ACCOUNT = {
  caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
} as const;
const OTHER = {
  caipAddress: 'eip155:137:0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:137',
} as const;
const SOLANA = {
  caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
} as const;
const ETH: NativeBalance = { value: '1234567890000000000', decimals: 18, symbol: 'ETH' };
const TOKENS: TokenBalance[] = [
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals: '6', numeric: '2' },
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

/** The states with a running timer: the 30 s caches and the 30 s retry block. */
const TIMED_STATES = [
  { watching: { native: 'fresh' } },
  { watching: { tokens: 'fresh' } },
  { watching: { tokens: 'blocked' } },
] as const;

/** The messages `showError` showed in this path. */
const notices = new EffectLog<string>();

function previousOf(previous: unknown): BalancesSnapshot {
  if (!previous) throw new Error('no previous snapshot');
  return previous as BalancesSnapshot;
}

describeModel(balancesMachine, {
  input: { namespace: 'eip155' },
  controlledActors: ['fetchNativeBalance', 'fetchTokenBalances'],
  effects: [notices],
  provide: { actions: { showError: (_, message) => void notices.record(message) } },
  events: {
    'balances.watch': [
      { type: 'balances.watch', ...ACCOUNT },
      { type: 'balances.watch', ...OTHER },
      { type: 'balances.watch', ...SOLANA },
    ],
    'balances.refresh': [{ type: 'balances.refresh' }, { type: 'balances.refresh', force: true }],
    'xstate.done.actor.fetchNativeBalance': [{ type: 'xstate.done.actor.fetchNativeBalance', output: ETH }],
    'xstate.error.actor.fetchNativeBalance': [
      { type: 'xstate.error.actor.fetchNativeBalance', error: new Error('rpc down') },
    ],
    'xstate.done.actor.fetchTokenBalances': [
      { type: 'xstate.done.actor.fetchTokenBalances', output: TOKENS },
    ],
    'xstate.error.actor.fetchTokenBalances': [
      { type: 'xstate.error.actor.fetchTokenBalances', error: new Error('HTTP status code: 503') },
    ],
  },
  // The graph treats each delay as its own event, but one clock drives both regions: advancing it by one
  // timer's 30 s also fires the other region's timer when it started earlier. A delay step is therefore
  // taken only while it is the one timer running, so every path is one the clock can actually produce.
  filterEvents: (snapshot, event) =>
    !event.type.startsWith('xstate.after.') ||
    TIMED_STATES.filter((state) => snapshot.matches(state)).length <= 1,
  states: {
    '*': (snapshot: BalancesSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // §5 "Tokens with zero decimals are dropped from balances".
      expect(context.tokens.every((token) => Number(token.quantity.decimals) !== 0)).toBe(true);
      // §6: only eip155 and solana, and only this actor's namespace: a Solana account is never watched here.
      expect(context.watched?.caipNetworkId ?? 'eip155:').toMatch(/^eip155:/);
      if (event.type === 'balances.refresh' && previous) {
        const before = previousOf(previous);
        // §9 "caches 30 s": within 30 s a refresh without force uses the cached value.
        if (before.matches({ watching: { native: 'fresh' } }) && !event.force) {
          expect(snapshot.matches({ watching: { native: 'fresh' } })).toBe(true);
        }
        // §4 "after a failure, retries are blocked for 30 s", forced ones too.
        if (before.matches({ watching: { tokens: 'blocked' } })) {
          expect(snapshot.matches({ watching: { tokens: 'blocked' } })).toBe(true);
        }
      }
    },
    idle: (snapshot: BalancesSnapshot) => {
      expect(snapshot.context.watched).toBeUndefined();
      expect(snapshot.context.native).toBeUndefined();
    },
    'watching.native.fresh': (snapshot: BalancesSnapshot) => {
      // §9 "Balances display 3 decimals".
      expect(selectFormattedBalance(snapshot)).toBe('1.234');
      expect(snapshot.context.nativeError).toBeUndefined();
    },
    'watching.native.failed': (snapshot: BalancesSnapshot, { event, previous }) => {
      expect(snapshot.context.nativeError).toBe('Something went wrong');
      // The last value stays.
      if (event.type === 'xstate.error.actor.fetchNativeBalance') {
        expect(snapshot.context.native).toEqual(previousOf(previous).context.native);
      }
    },
    'watching.native.stale': (_snapshot: BalancesSnapshot, { event, previous }) => {
      // A value becomes stale only when its 30 s are over.
      if (!previousOf(previous).matches({ watching: { native: 'stale' } })) {
        expect(event.type).toMatch(/^xstate\.after\.BALANCE_CACHE_MS\./);
      }
    },
    'watching.tokens.blocked': (snapshot: BalancesSnapshot, { event }) => {
      // The error notice 'Token Balance Unavailable' is shown once, when the fetch fails.
      expect(snapshot.context.tokensError).toBe('Token Balance Unavailable');
      expect(notices.step).toEqual(
        event.type === 'xstate.error.actor.fetchTokenBalances' ? ['Token Balance Unavailable'] : [],
      );
    },
    'watching.tokens.failed': (snapshot: BalancesSnapshot, { event }) => {
      expect(snapshot.context.tokensError).toBe('Token Balance Unavailable');
      if (event.type.startsWith('xstate.after.')) {
        expect(event.type).toMatch(/^xstate\.after\.TOKEN_BALANCE_RETRY_BLOCK_MS\./);
      }
    },
    'watching.tokens.fresh': (snapshot: BalancesSnapshot) => {
      expect(snapshot.context.tokens.map((token) => token.symbol)).toEqual(['USDC']);
      expect(snapshot.context.tokensError).toBeUndefined();
    },
  },
});
