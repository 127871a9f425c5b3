/**
 * Model test of the native balance (§3 balance, balanceSymbol, §6, §9 native-balance cache): paths
 * generated from its graph, with the fetch settled by the path and the 30 s cache on the simulated
 * clock. Token balances have their own model test (tokenBalances.test.ts).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { balancesMachine, type NativeBalance, selectFormattedBalance } from '../machines/index.ts';
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

function previousOf(previous: unknown): BalancesSnapshot {
  if (!previous) throw new Error('no previous snapshot');
  return previous as BalancesSnapshot;
}

describeModel(balancesMachine, {
  input: { namespace: 'eip155' },
  controlledActors: ['fetchNativeBalance'],
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
  },
  states: {
    '*': (snapshot: BalancesSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // §6: only eip155 and solana, and only this actor's namespace: a Solana account is never watched here.
      expect(context.watched?.caipNetworkId ?? 'eip155:').toMatch(/^eip155:/);
      // §9 "caches 30 s": within 30 s a refresh without force uses the cached value.
      if (event.type === 'balances.refresh' && previous && !event.force) {
        if (previousOf(previous).matches({ watching: 'fresh' })) {
          expect(snapshot.matches({ watching: 'fresh' })).toBe(true);
        }
      }
    },
    idle: (snapshot: BalancesSnapshot) => {
      expect(snapshot.context.watched).toBeUndefined();
      expect(snapshot.context.native).toBeUndefined();
    },
    'watching.fetching': (snapshot: BalancesSnapshot) => {
      // The fetch running is for the account being watched, an eip155 one.
      const { watched } = snapshot.context;
      expect(watched?.caipNetworkId).toMatch(/^eip155:/);
      expect(snapshot.children.fetchNativeBalance?.getSnapshot().input).toEqual(watched);
    },
    'watching.fresh': (snapshot: BalancesSnapshot) => {
      // §9 "Balances display 3 decimals".
      expect(selectFormattedBalance(snapshot)).toBe('1.234');
      expect(snapshot.context.nativeError).toBeUndefined();
    },
    'watching.failed': (snapshot: BalancesSnapshot, { event, previous }) => {
      expect(snapshot.context.nativeError).toBe('Something went wrong');
      // The last value stays.
      if (event.type === 'xstate.error.actor.fetchNativeBalance') {
        expect(snapshot.context.native).toEqual(previousOf(previous).context.native);
      }
    },
    'watching.stale': (_snapshot: BalancesSnapshot, { event, previous }) => {
      // A value becomes stale only when its 30 s are over.
      if (!previousOf(previous).matches({ watching: 'stale' })) {
        expect(event.type).toMatch(/^xstate\.after\.BALANCE_CACHE_MS\./);
      }
    },
  },
});
