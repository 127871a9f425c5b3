import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { generateDirectory, queryDirectory } from '../../dev/cloud/directory.ts';
import {
  RECENT_WALLETS_KEPT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_LIST_PREFETCH_IMAGES,
  WALLET_LIST_RECOMMENDED_COUNT,
  WALLET_LIST_SEARCH_SIZE,
  WALLET_SEARCH_MIN_WAIT_MS,
} from '../../domain/constants.ts';
import {
  parseWalletListing,
  type WalletListing,
  type WalletPage,
} from '../../domain/schemas/walletDirectory.ts';
import type { WalletQuery } from '../../domain/walletList/queries.ts';
import type { WalletListInput } from './walletList.context.ts';
import { walletListMachine } from './walletList.machine.ts';
import {
  selectAllWallets,
  selectCount,
  selectError,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearching,
} from './walletList.selectors.ts';

const directory = generateDirectory();
const listing = (index: number): WalletListing => {
  const entry = parseWalletListing(directory[index]);
  if (!entry) throw new Error(`no wallet ${index}`);
  return entry;
};

/** A running wallet list over the seeded directory, with every effect recorded. */
function start(input: WalletListInput = {}, options: { fail?: (query: WalletQuery) => boolean } = {}) {
  const calls: WalletQuery[] = [];
  const prefetched: string[][] = [];
  const persisted: WalletListing[][] = [];
  const fetchWallets = fromPromise<WalletPage, WalletQuery>(async ({ input: query }) => {
    calls.push(query);
    if (options.fail?.(query)) throw new Error('HTTP status code: 503');
    const { count, data } = queryDirectory(directory, {
      page: query.page,
      entries: query.entries,
      include: query.include ? [...query.include] : undefined,
      exclude: query.exclude ? [...query.exclude] : undefined,
      search: query.search,
      chains: query.chains ? [...query.chains] : undefined,
    });
    return { count, data: data.flatMap((entry) => parseWalletListing(entry) ?? []) };
  });
  const clock = new SimulatedClock();
  const machine = walletListMachine.provide({
    actors: { fetchWallets },
    actions: {
      prefetchImages: (_, params) => void prefetched.push(params.imageIds),
      persistRecent: (_, params) => void persisted.push(params.recent),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  actor.send({ type: 'walletList.load' });
  const ready = () =>
    waitFor(actor, (s) => s.matches({ directory: 'ready' }) || s.matches({ directory: 'failed' }));
  const searched = () =>
    waitFor(actor, (s) => s.matches({ search: 'results' }) || s.matches({ search: 'failed' }));
  return { actor, calls, prefetched, persisted, clock, ready, searched };
}

const ids = (wallets: readonly { id: string }[]) => wallets.map((wallet) => wallet.id);
const idOf = (index: number) => listing(index).id;

describe('wallet list: loading (§9 "4 recommended, 40 per page")', () => {
  test('nothing is fetched until a view asks for the list', () => {
    const calls: WalletQuery[] = [];
    const machine = walletListMachine.provide({
      actors: {
        fetchWallets: fromPromise<WalletPage, WalletQuery>(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().matches({ directory: 'idle' })).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'walletList.load' });
    expect(calls).toHaveLength(1);
    actor.stop();
  });

  test('on load it fetches the featured wallets, then 4 recommended, then the first page of 40', async () => {
    const featured = [idOf(50), idOf(7)];
    const { actor, calls, ready } = start({ featuredWalletIds: featured, installedWalletIds: [idOf(0)] });
    expect(selectIsLoadingFirstPage(actor.getSnapshot())).toBe(true);
    await ready();
    const [featuredCall, recommendedCall, pageCall] = calls;
    expect(featuredCall).toMatchObject({ page: 1, entries: 2, include: featured });
    expect(recommendedCall).toMatchObject({ page: 1, entries: WALLET_LIST_RECOMMENDED_COUNT });
    expect(recommendedCall?.exclude).toEqual([...featured, idOf(0)]);
    expect(pageCall).toMatchObject({ page: 1, entries: WALLET_LIST_PAGE_SIZE });
    const { context } = actor.getSnapshot();
    // Featured first, in the host's order, not the directory's.
    expect(ids(context.featured)).toEqual(featured);
    expect(ids(context.recommended)).toEqual([idOf(1), idOf(2), idOf(3), idOf(4)]);
    expect(context.wallets).toHaveLength(WALLET_LIST_PAGE_SIZE);
    // The pages exclude what featured and recommended already show, so the count is exact.
    expect(pageCall?.exclude).toEqual([...featured, ...ids(context.recommended)]);
    expect(context.count).toBe(directory.length - 2 - WALLET_LIST_RECOMMENDED_COUNT);
    expect(selectAllWallets(actor.getSnapshot())).toHaveLength(2 + 4 + 40);
    expect(new Set(ids(selectAllWallets(actor.getSnapshot()))).size).toBe(46);
  });

  test('at most 4 recommended wallets are kept, even when the directory answers more', async () => {
    const calls: WalletQuery[] = [];
    const tooMany = Array.from({ length: 6 }, (_, index) => listing(index));
    const machine = walletListMachine.provide({
      actors: {
        fetchWallets: fromPromise<WalletPage, WalletQuery>(async ({ input }) => {
          calls.push(input);
          return { count: 6, data: tooMany };
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'walletList.load' });
    await waitFor(actor, (s) => s.matches({ directory: 'ready' }));
    expect(ids(actor.getSnapshot().context.recommended)).toEqual(
      ids(tooMany.slice(0, WALLET_LIST_RECOMMENDED_COUNT)),
    );
    actor.stop();
  });

  test('with no featured wallets nothing is asked for them', async () => {
    const { calls, ready } = start();
    await ready();
    expect(calls.map((call) => call.entries)).toEqual([WALLET_LIST_RECOMMENDED_COUNT, WALLET_LIST_PAGE_SIZE]);
  });

  test('include restricts the directory and exclude removes from it', async () => {
    const include = [0, 1, 2, 3, 4, 5, 6].map(idOf);
    const { actor, ready } = start({ includeWalletIds: include, excludeWalletIds: [idOf(2)] });
    await ready();
    const shown = ids(selectAllWallets(actor.getSnapshot()));
    expect(shown).toEqual([0, 1, 3, 4, 5, 6].map(idOf));
  });

  test('the next page is appended until the count is reached', async () => {
    // 50 wallets: 4 recommended, then 40 + 6.
    const { actor, calls, ready } = start({
      includeWalletIds: Array.from({ length: 50 }, (_, i) => idOf(i)),
    });
    await ready();
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'walletList.nextPage' });
    expect(actor.getSnapshot().matches({ directory: 'loadingMore' })).toBe(true);
    await ready();
    expect(calls.at(-1)).toMatchObject({ page: 2, entries: WALLET_LIST_PAGE_SIZE });
    expect(actor.getSnapshot().context.wallets).toHaveLength(46);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'walletList.nextPage' });
    expect(actor.getSnapshot().matches({ directory: 'ready' })).toBe(true);
    expect(calls).toHaveLength(3);
  });

  test('the first 20 images of every result are prefetched', async () => {
    const { prefetched, ready } = start();
    await ready();
    expect(prefetched.map((list) => list.length)).toEqual([
      WALLET_LIST_RECOMMENDED_COUNT,
      WALLET_LIST_PREFETCH_IMAGES,
    ]);
    expect(prefetched[1]).toEqual(directory.slice(4, 24).map((wallet) => wallet.image_id));
  });

  test("'walletList.load' with the same filters changes nothing; new filters or a reload load again", async () => {
    const { actor, calls, ready } = start();
    await ready();
    actor.send({ type: 'walletList.load' });
    actor.send({ type: 'walletList.load', filters: { chains: [] } });
    expect(actor.getSnapshot().context.wallets).toHaveLength(WALLET_LIST_PAGE_SIZE);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'walletList.load', reload: true });
    expect(actor.getSnapshot().context.wallets).toEqual([]);
    await ready();
    expect(calls).toHaveLength(4);
    actor.send({ type: 'walletList.load', filters: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } });
    expect(actor.getSnapshot().context.wallets).toEqual([]);
    await ready();
    expect(calls.at(-1)?.chains).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
    for (const wallet of actor.getSnapshot().context.wallets) {
      expect(wallet.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    }
  });
});

describe('wallet list: errors', () => {
  test('when the directory cannot be reached the error is kept and retry re-runs the failed request', async () => {
    let down = true;
    const { actor, calls, ready } = start(
      {},
      { fail: (query) => down && query.entries === WALLET_LIST_PAGE_SIZE },
    );
    await ready();
    expect(actor.getSnapshot().matches({ directory: 'failed' })).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe('HTTP status code: 503');
    down = false;
    actor.send({ type: 'walletList.retry' });
    await ready();
    // Only the first page is asked again: the recommended wallets were already there.
    expect(calls.map((call) => call.entries)).toEqual([4, 40, 40]);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.wallets).toHaveLength(WALLET_LIST_PAGE_SIZE);
  });

  test('a failed next page keeps the loaded list and retry loads that page', async () => {
    let down = false;
    const { actor, calls, ready } = start({}, { fail: (query) => down && query.page === 2 });
    await ready();
    down = true;
    actor.send({ type: 'walletList.nextPage' });
    await ready();
    expect(actor.getSnapshot().context.failedRequest).toBe('nextPage');
    expect(actor.getSnapshot().context.wallets).toHaveLength(40);
    down = false;
    actor.send({ type: 'walletList.retry' });
    await ready();
    expect(calls.at(-1)?.page).toBe(2);
    expect(actor.getSnapshot().context.wallets).toHaveLength(80);
  });

  test('a fetch the engine did not provide fails visibly instead of listing nothing', async () => {
    const actor = createActor(walletListMachine, { input: {} }).start();
    actor.send({ type: 'walletList.load' });
    await waitFor(actor, (s) => s.matches({ directory: 'failed' }));
    expect(actor.getSnapshot().context.error).toMatch(/fetchWallets/);
  });
});

describe('wallet list: search (§9 "100 for search (trimmed)", "minimum search wait 300 ms")', () => {
  test('searches are at least 300 ms apart: typing within the wait sends only the last query', async () => {
    const { actor, calls, clock, ready, searched } = start();
    await ready();
    actor.send({ type: 'walletList.search', query: 'a' });
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS - 1);
    actor.send({ type: 'walletList.search', query: 'au' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS - 1);
    expect(calls.filter((call) => call.search !== undefined)).toEqual([]);
    clock.increment(1);
    await searched();
    expect(calls.filter((call) => call.search !== undefined).map((call) => call.search)).toEqual(['au']);
  });

  test('a search asks for 100 entries with the query trimmed, and keeps at most 100 wallets once each', async () => {
    const { actor, calls, clock, ready, searched } = start();
    await ready();
    actor.send({ type: 'walletList.search', query: '  a  ' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    await searched();
    expect(calls.at(-1)).toMatchObject({ page: 1, entries: WALLET_LIST_SEARCH_SIZE, search: 'a' });
    const { context } = actor.getSnapshot();
    expect(context.query).toBe('a');
    expect(context.searchResults.length).toBeLessThanOrEqual(WALLET_LIST_SEARCH_SIZE);
    expect(context.searchCount).toBeGreaterThan(WALLET_LIST_SEARCH_SIZE);
    for (const wallet of context.searchResults) expect(wallet.name.toLowerCase()).toContain('a');
    expect(selectAllWallets(actor.getSnapshot())).toBe(context.searchResults);
    // A search does not disturb the paged list: it was loaded once.
    expect(calls.filter((call) => call.entries === WALLET_LIST_PAGE_SIZE)).toHaveLength(1);
  });

  test('the same query again (after trimming) sends nothing new', async () => {
    const { actor, calls, clock, ready, searched } = start();
    await ready();
    actor.send({ type: 'walletList.search', query: 'ember' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    await searched();
    actor.send({ type: 'walletList.search', query: 'ember ' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(calls.filter((call) => call.search !== undefined)).toHaveLength(1);
  });

  test('an empty query returns to the paged list at once', async () => {
    const { actor, clock, ready, searched } = start();
    await ready();
    actor.send({ type: 'walletList.search', query: 'ember' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    await searched();
    actor.send({ type: 'walletList.search', query: '   ' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ search: 'idle' })).toBe(true);
    expect(snapshot.context.searchResults).toEqual([]);
    expect(selectAllWallets(snapshot)).toHaveLength(4 + 40);
  });

  test('while a search is shown there is no next page: paging is dropped until the query is cleared', async () => {
    const { actor, calls, clock, ready, searched } = start();
    await ready();
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'walletList.search', query: 'ember' });
    // The query counts from the moment it is typed, before the 300 ms are over.
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    await searched();
    const asked = calls.length;
    actor.send({ type: 'walletList.nextPage' });
    expect(actor.getSnapshot().matches({ directory: 'ready' })).toBe(true);
    expect(calls).toHaveLength(asked);
    actor.send({ type: 'walletList.search', query: '' });
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'walletList.nextPage' });
    expect(actor.getSnapshot().matches({ directory: 'loadingMore' })).toBe(true);
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
  });

  test('a page that loads under a search is not shown as loading: the search results are', async () => {
    const { actor, clock, ready } = start();
    await ready();
    actor.send({ type: 'walletList.nextPage' });
    actor.send({ type: 'walletList.search', query: 'ember' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    expect(actor.getSnapshot().matches({ directory: 'loadingMore' })).toBe(true);
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(false);
  });

  test("the count is the search's matches while a search is shown, else every listed wallet", async () => {
    const featured = [idOf(50), idOf(7)];
    const { actor, clock, ready, searched } = start({ featuredWalletIds: featured });
    await ready();
    // The directory's count leaves out featured and recommended wallets; the list shows them first.
    expect(selectCount(actor.getSnapshot())).toBe(directory.length);
    actor.send({ type: 'walletList.search', query: 'a' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    await searched();
    const { searchCount } = actor.getSnapshot().context;
    expect(searchCount).toBeGreaterThan(WALLET_LIST_SEARCH_SIZE);
    expect(selectCount(actor.getSnapshot())).toBe(searchCount);
  });

  test('a failed search shows its error and retry runs it again', async () => {
    let down = true;
    const { actor, calls, clock, ready, searched } = start(
      {},
      { fail: (query) => down && query.search !== undefined },
    );
    await ready();
    actor.send({ type: 'walletList.search', query: 'ember' });
    clock.increment(WALLET_SEARCH_MIN_WAIT_MS);
    await searched();
    expect(selectError(actor.getSnapshot())).toBe('HTTP status code: 503');
    down = false;
    actor.send({ type: 'walletList.retry' });
    await searched();
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(calls.filter((call) => call.search === 'ember')).toHaveLength(2);
  });
});

describe('wallet list: recent wallets (§9 "Recent wallets kept: 2")', () => {
  test('the stored list is read with at most 2 kept', () => {
    const { actor } = start({ recent: [listing(1), listing(2), listing(3)] });
    expect(ids(actor.getSnapshot().context.recent)).toEqual([idOf(1), idOf(2)]);
  });

  test('a wallet used to connect becomes the most recent, 2 are kept, and the list is persisted', () => {
    const { actor, persisted } = start({ recent: [listing(1), listing(2)] });
    actor.send({ type: 'walletList.recordRecent', wallet: listing(3) });
    expect(ids(actor.getSnapshot().context.recent)).toEqual([idOf(3), idOf(1)]);
    actor.send({ type: 'walletList.recordRecent', wallet: listing(1) });
    expect(ids(actor.getSnapshot().context.recent)).toEqual([idOf(1), idOf(3)]);
    expect(persisted.map(ids)).toEqual([
      [idOf(3), idOf(1)],
      [idOf(1), idOf(3)],
    ]);
    expect(actor.getSnapshot().context.recent).toHaveLength(RECENT_WALLETS_KEPT);
  });
});
