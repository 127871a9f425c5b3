import { describe, expect, test } from 'vitest';
import { fromPromise, SimulatedClock, waitFor } from 'xstate';
import { parseTokenBalances } from '../../domain/accountData/tokenBalances.schema.ts';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from '../../domain/constants.ts';
import { startAsChild } from '../../test-support/reports.ts';
import type { AccountRef } from './account.ts';
import type { FetchTokenBalancesInput } from './tokenBalances.context.ts';
import { tokenBalancesMachine } from './tokenBalances.machine.ts';
import { selectIsTokenRetryBlocked, selectTokenRows, selectTokensError } from './tokenBalances.selectors.ts';

const ACCOUNT: AccountRef = {
  caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
};

/** A balance answer as the API sends it, with a field Portico does not read. */
const ANSWER = {
  balances: [
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      value: 1234.5678,
      price: 1,
      quantity: { decimals: '6', numeric: '1234.5678' },
      iconUrl: '',
      updatedAt: 'now',
    },
    {
      name: 'Points',
      symbol: 'PTS',
      chainId: 'eip155:1',
      price: 0,
      quantity: { decimals: '0', numeric: '7' },
      iconUrl: '',
    },
  ],
};

function start(answer: () => unknown) {
  const calls: FetchTokenBalancesInput[] = [];
  const clock = new SimulatedClock();
  const machine = tokenBalancesMachine.provide({
    actors: {
      // The engine's fetch: the API answer parsed with the schema.
      fetchTokenBalances: fromPromise<TokenBalance[], FetchTokenBalancesInput>(async ({ input }) => {
        calls.push(input);
        return parseTokenBalances(answer());
      }),
    },
  });
  const { actor } = startAsChild(machine, { input: { account: ACCOUNT }, clock });
  const settled = () => waitFor(actor, (snapshot) => !snapshot.matches('fetching'));
  return { actor, calls, clock, settled };
}

describe('token balances with the API answer parsed (§3, §5, §9)', () => {
  test('an account given as input is fetched at once; zero-decimal tokens dropped, 2 decimals shown', async () => {
    const run = start(() => ANSWER);
    await run.settled();
    expect(run.calls).toEqual([{ ...ACCOUNT, forceUpdate: false }]);
    expect(
      selectTokenRows(run.actor.getSnapshot()).map((row) => [row.token.symbol, row.quantity, row.value]),
    ).toEqual([['USDC', '1234.56', '1234.56']]);
  });

  test("an answer that is not a balance answer: 'Token Balance Unavailable', retries blocked for 30 s", async () => {
    let answer: unknown = '<html>';
    const run = start(() => answer);
    await run.settled();
    expect(selectTokensError(run.actor.getSnapshot())).toBe('Token Balance Unavailable');
    expect(selectIsTokenRetryBlocked(run.actor.getSnapshot())).toBe(true);
    answer = ANSWER;
    run.actor.send({ type: 'tokenBalances.refresh', force: true });
    expect(run.calls).toHaveLength(1);
    run.clock.increment(TOKEN_BALANCE_RETRY_BLOCK_MS);
    run.actor.send({ type: 'tokenBalances.refresh' });
    await run.settled();
    expect(run.calls).toHaveLength(2);
    expect(selectTokensError(run.actor.getSnapshot())).toBeUndefined();
  });
});
