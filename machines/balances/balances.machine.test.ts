import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ChainNamespace } from '../../domain/caip.ts';
import { BALANCE_CACHE_MS } from '../../domain/constants.ts';
import type { FetchNativeBalanceInput, NativeBalance } from './balances.context.ts';
import { balancesMachine } from './balances.machine.ts';
import { selectBalanceSymbol, selectBalanceValue, selectFormattedBalance } from './balances.selectors.ts';

const ACCOUNT = {
  caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
} as const;

const ETH: NativeBalance = { value: '1234567890000000000', decimals: 18, symbol: 'ETH' };

function start(namespace: ChainNamespace = 'eip155', fail: { native?: () => boolean } = {}) {
  const nativeCalls: FetchNativeBalanceInput[] = [];
  const clock = new SimulatedClock();
  const machine = balancesMachine.provide({
    actors: {
      fetchNativeBalance: fromPromise<NativeBalance, FetchNativeBalanceInput>(async ({ input }) => {
        nativeCalls.push(input);
        if (fail.native?.()) throw new Error('rpc down');
        return ETH;
      }),
    },
  });
  const actor = createActor(machine, { input: { namespace }, clock }).start();
  const settled = () => waitFor(actor, (s) => !s.matches({ watching: 'fetching' }));
  return { actor, clock, nativeCalls, settled };
}

describe('native balance (§3 balance, balanceSymbol; §9 "Balances display 3 decimals")', () => {
  test('the balance of the connected account is fetched and shown with 3 decimals', async () => {
    const run = start();
    run.actor.send({ type: 'balances.watch', ...ACCOUNT });
    await run.settled();
    expect(run.nativeCalls).toEqual([ACCOUNT]);
    expect(selectFormattedBalance(run.actor.getSnapshot())).toBe('1.234');
    // In full too, for the views to round from every digit (1.23456789 rounds to 1.235, not 1.234).
    expect(selectBalanceValue(run.actor.getSnapshot())).toBe('1.23456789');
    expect(selectBalanceSymbol(run.actor.getSnapshot())).toBe('ETH');
  });

  test('§6: balance is supported for eip155 and solana only: other namespaces are not fetched', () => {
    const run = start('polkadot');
    run.actor.send({
      type: 'balances.watch',
      caipAddress: 'polkadot:91b171bb158e2d3848fa23a9f1c25182:5Ff',
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.nativeCalls).toEqual([]);
  });

  test('solana balances are fetched', async () => {
    const run = start('solana');
    run.actor.send({
      type: 'balances.watch',
      caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    await run.settled();
    expect(run.nativeCalls).toHaveLength(1);
  });

  test('§9 "native-balance caches 30 s": within 30 s a refresh uses the cached value; after, it fetches again', async () => {
    const run = start();
    run.actor.send({ type: 'balances.watch', ...ACCOUNT });
    await run.settled();
    run.clock.increment(BALANCE_CACHE_MS - 1);
    run.actor.send({ type: 'balances.refresh' });
    run.actor.send({ type: 'balances.watch', ...ACCOUNT });
    expect(run.nativeCalls).toHaveLength(1);
    run.clock.increment(1);
    run.actor.send({ type: 'balances.refresh' });
    await run.settled();
    expect(run.nativeCalls).toHaveLength(2);
  });

  test('a forced refresh fetches within the 30 s', async () => {
    const run = start();
    run.actor.send({ type: 'balances.watch', ...ACCOUNT });
    await run.settled();
    run.actor.send({ type: 'balances.refresh', force: true });
    await run.settled();
    expect(run.nativeCalls).toHaveLength(2);
  });

  test('a failed fetch keeps the last value and sets the error', async () => {
    let down = false;
    const run = start('eip155', { native: () => down });
    run.actor.send({ type: 'balances.watch', ...ACCOUNT });
    await run.settled();
    down = true;
    run.actor.send({ type: 'balances.refresh', force: true });
    await run.settled();
    expect(run.actor.getSnapshot().matches({ watching: 'failed' })).toBe(true);
    expect(selectFormattedBalance(run.actor.getSnapshot())).toBe('1.234');
    expect(run.actor.getSnapshot().context.nativeError).toBe('Something went wrong');
  });

  test('another account starts over; clear forgets everything', async () => {
    const run = start();
    run.actor.send({ type: 'balances.watch', ...ACCOUNT });
    await run.settled();
    run.actor.send({
      type: 'balances.watch',
      caipAddress: 'eip155:137:0x2222222222222222222222222222222222222222',
      caipNetworkId: 'eip155:137',
    });
    expect(run.actor.getSnapshot().context.native).toBeUndefined();
    await run.settled();
    expect(run.nativeCalls.at(-1)?.caipNetworkId).toBe('eip155:137');
    run.actor.send({ type: 'balances.clear' });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().context.watched).toBeUndefined();
  });
});
