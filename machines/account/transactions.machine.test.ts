import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { parseTransactionsPage } from '../../domain/accountData/transactions.schema.ts';
import { listeningParent } from '../../test-support/reports.ts';
import type { AccountRef } from './account.ts';
import type { FetchTransactionsInput, FetchTransactionsOutput } from './transactions.context.ts';
import { transactionsMachine } from './transactions.machine.ts';
import {
  selectHasMoreTransactions,
  selectIsActivityEmpty,
  selectNfts,
  selectPendingBadge,
  selectTransactions,
  selectTransactionsError,
} from './transactions.selectors.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const ACCOUNT: AccountRef = { caipAddress: `eip155:1:${ADDRESS}`, caipNetworkId: 'eip155:1' };

const raw = (id: string, chain: string, status: string, transfers: unknown[]) => ({
  id,
  hash: `0x${id}`,
  metadata: {
    minedAt: '2026-11-20T10:00:00Z',
    chain,
    operationType: 'receive',
    status,
    sentFrom: 'a',
    sentTo: ADDRESS,
  },
  transfers,
});
const nft = (name: string, spam: boolean) => ({
  nft_info: { name, flags: { is_spam: spam }, content: { preview: { url: `https://x.test/${name}` } } },
  direction: 'in',
  quantity: { numeric: '1' },
});

/** Two pages of history as the API sends them. */
const PAGES: Record<string, unknown> = {
  first: {
    data: [
      raw('1', 'eip155:1', 'pending', [nft('Ape', false)]),
      raw('2', 'eip155:1', 'confirmed', [nft('Scam', true)]),
    ],
    next: 'c2',
  },
  c2: { data: [raw('3', 'eip155:10', 'confirmed', []), raw('4', 'eip155:1', 'confirmed', [])], next: null },
};

function start(
  fail: (cursor: string | undefined) => boolean = () => false,
  /** §1 the `activity` switch; 'unknown' before the project's features are. */
  activity: boolean | 'unknown' = true,
) {
  const calls: FetchTransactionsInput[] = [];
  const machine = transactionsMachine.provide({
    actors: {
      fetchTransactions: fromPromise<FetchTransactionsOutput, FetchTransactionsInput>(async ({ input }) => {
        calls.push(input);
        if (fail(input.cursor)) throw new Error('HTTP status code: 500');
        return parseTransactionsPage(PAGES[input.cursor ?? 'first']);
      }),
    },
  });
  const actor = createActor(machine, {
    parent: listeningParent(),
    input: { activity: activity === 'unknown' ? undefined : activity },
  }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('loading') && !s.matches('loadingMore'));
  return { actor, calls, settled };
}

describe('activity paged as the person scrolls (§4, §5, §2)', () => {
  test('no account, no fetch; then the first page, the next one at its cursor, and the end', async () => {
    const run = start();
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.calls).toEqual([]);
    run.actor.send({ type: 'transactions.watch', account: ACCOUNT });
    await run.settled();
    expect(selectTransactions(run.actor.getSnapshot()).map((t) => t.id)).toEqual(['1']);
    expect(selectPendingBadge(run.actor.getSnapshot())).toBe(1);
    expect(selectNfts(run.actor.getSnapshot()).map((n) => n.name)).toEqual(['Ape']);
    expect(selectHasMoreTransactions(run.actor.getSnapshot())).toBe(true);
    run.actor.send({ type: 'transactions.loadMore' });
    await run.settled();
    expect(run.calls.map((call) => call.cursor)).toEqual([undefined, 'c2']);
    expect(selectTransactions(run.actor.getSnapshot()).map((t) => t.id)).toEqual(['1', '4']);
    expect(selectHasMoreTransactions(run.actor.getSnapshot())).toBe(false);
    run.actor.send({ type: 'transactions.loadMore' });
    expect(run.calls).toHaveLength(2);
  });

  test("a failed first page: 'Failed to fetch transactions' and empty; a refresh tries again", async () => {
    let down = true;
    const run = start(() => down);
    run.actor.send({ type: 'transactions.watch', account: ACCOUNT });
    await run.settled();
    expect(selectIsActivityEmpty(run.actor.getSnapshot())).toBe(true);
    expect(selectTransactionsError(run.actor.getSnapshot())).toBe('Failed to fetch transactions');
    down = false;
    run.actor.send({ type: 'transactions.refresh' });
    await run.settled();
    expect(selectTransactions(run.actor.getSnapshot())).toHaveLength(1);
    expect(selectTransactionsError(run.actor.getSnapshot())).toBeUndefined();
  });
});

describe('§1 the activity feature switch', () => {
  test('off: no history is fetched for the account, even when refreshed', async () => {
    const run = start(undefined, false);
    run.actor.send({ type: 'transactions.watch', account: ACCOUNT });
    run.actor.send({ type: 'transactions.refresh' });
    expect(run.actor.getSnapshot().value).toBe('off');
    expect(run.calls).toEqual([]);
  });

  test('nothing is fetched until the project features are known; then on fetches', async () => {
    const run = start(undefined, 'unknown');
    run.actor.send({ type: 'transactions.watch', account: ACCOUNT });
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.calls).toEqual([]);
    run.actor.send({ type: 'transactions.features', activity: true });
    await run.settled();
    expect(run.calls.map((call) => call.cursor)).toEqual([undefined]);
    expect(selectTransactions(run.actor.getSnapshot()).map((t) => t.id)).toEqual(['1']);
  });

  test('turned off, what was shown goes; the same switch again changes nothing; on again starts over', async () => {
    const run = start();
    run.actor.send({ type: 'transactions.watch', account: ACCOUNT });
    await run.settled();
    run.actor.send({ type: 'transactions.features', activity: false });
    expect(run.actor.getSnapshot().value).toBe('off');
    expect(selectTransactions(run.actor.getSnapshot())).toEqual([]);
    expect(selectPendingBadge(run.actor.getSnapshot())).toBe(0);
    run.actor.send({ type: 'transactions.features', activity: false });
    expect(run.calls).toHaveLength(1);
    run.actor.send({ type: 'transactions.features', activity: true });
    await run.settled();
    expect(run.calls.map((call) => call.cursor)).toEqual([undefined, undefined]);
  });
});
