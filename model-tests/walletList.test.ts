/**
 * Model test of the wallet list (§9 wallet list): paths generated from its graph, with the directory
 * requests settled by the path (controlled `fetchWallets`), the search wait on the simulated clock,
 * and the list rules asserted at the states where they apply.
 *
 * Vertices are the full state and context (the harness default): the samples are chosen so that the
 * context takes few values (2 recent, 3 queries, pages that reach the count), about 600 vertices.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { WALLET_LIST_RECOMMENDED_COUNT, WALLET_LIST_SEARCH_SIZE } from '../domain/constants.ts';
import type { WalletListing, WalletPage } from '../domain/schemas/walletDirectory.ts';
import { hasMorePages } from '../domain/walletList/listing.ts';
import { walletListMachine } from '../machines/index.ts';
import { describeModel, noCheck } from './harness.ts';

type WalletListSnapshot = SnapshotFrom<typeof walletListMachine>;

function wallet(id: string): WalletListing {
  return {
    id,
    name: `Wallet ${id}`,
    image_id: `image-${id}`,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    rdns: null,
  };
}

const page = (count: number, ids: string[]): WalletPage => ({ count, data: ids.map(wallet) });
const unreachable = new Error('HTTP status code: 503');

const idsOf = (wallets: readonly WalletListing[]) => wallets.map((w) => w.id);

describeModel(walletListMachine, {
  input: { featuredWalletIds: ['f1'], recent: [wallet('r1')] },
  controlledActors: ['fetchWallets'],
  // The root tells the project-id fact in its first step; here it may also change while nothing runs
  // (a change mid-request would only multiply the paths: the running request ends as it would).
  filterEvents: (snapshot, event) =>
    event.type !== 'walletList.facts' ||
    ((snapshot.matches({ directory: 'idle' }) || snapshot.matches({ directory: 'unconfigured' })) &&
      snapshot.matches({ search: 'idle' })),
  events: {
    'walletList.load': [
      { type: 'walletList.load' },
      { type: 'walletList.load', reload: true },
      { type: 'walletList.load', filters: { featuredWalletIds: [] } },
      { type: 'walletList.load', filters: { featuredWalletIds: ['f1'] } },
    ],
    'walletList.search': [
      { type: 'walletList.search', query: ' aur ' },
      { type: 'walletList.search', query: 'em' },
      { type: 'walletList.search', query: '   ' },
    ],
    'walletList.recordRecent': [{ type: 'walletList.recordRecent', wallet: wallet('w9') }],
    // §5 no project id (and one given again): nothing is asked without one.
    'walletList.facts': [
      { type: 'walletList.facts', hasProjectId: false },
      { type: 'walletList.facts', hasProjectId: true },
    ],
    'xstate.done.actor.fetchFeatured': [{ type: 'xstate.done.actor.fetchFeatured', output: page(1, ['f1']) }],
    'xstate.error.actor.fetchFeatured': [{ type: 'xstate.error.actor.fetchFeatured', error: unreachable }],
    'xstate.done.actor.fetchRecommended': [
      // One more than §9's 4: the list keeps 4.
      { type: 'xstate.done.actor.fetchRecommended', output: page(599, ['a', 'b', 'c', 'd', 'e']) },
    ],
    'xstate.error.actor.fetchRecommended': [
      { type: 'xstate.error.actor.fetchRecommended', error: unreachable },
    ],
    'xstate.done.actor.fetchFirstPage': [
      // More than one page of 40, and a directory that fits on the first page.
      { type: 'xstate.done.actor.fetchFirstPage', output: page(41, ['w1', 'w2']) },
      { type: 'xstate.done.actor.fetchFirstPage', output: page(2, ['w1', 'w2']) },
    ],
    'xstate.error.actor.fetchFirstPage': [{ type: 'xstate.error.actor.fetchFirstPage', error: unreachable }],
    // The directory moved between pages: w2 comes back and must not be listed twice.
    'xstate.done.actor.fetchNextPage': [
      { type: 'xstate.done.actor.fetchNextPage', output: page(41, ['w2', 'w3']) },
    ],
    'xstate.error.actor.fetchNextPage': [{ type: 'xstate.error.actor.fetchNextPage', error: unreachable }],
    'xstate.done.actor.fetchSearch': [
      { type: 'xstate.done.actor.fetchSearch', output: page(3, ['s1', 's2', 's1']) },
    ],
    'xstate.error.actor.fetchSearch': [{ type: 'xstate.error.actor.fetchSearch', error: unreachable }],
  },
  states: {
    '*': (snapshot: WalletListSnapshot) => {
      const { context } = snapshot;
      // §9 "Recent wallets kept: 2".
      expect(context.recent.length).toBeLessThanOrEqual(2);
      // Each wallet once in every list.
      for (const list of [context.featured, context.recommended, context.wallets, context.searchResults]) {
        expect(new Set(idsOf(list)).size).toBe(list.length);
      }
      // §9 "100 for search (trimmed)".
      expect(context.searchResults.length).toBeLessThanOrEqual(WALLET_LIST_SEARCH_SIZE);
      // §9 "4 recommended".
      expect(context.recommended.length).toBeLessThanOrEqual(WALLET_LIST_RECOMMENDED_COUNT);
      expect(context.query).toBe(context.query.trim());
      // The UI shows an error with a retry exactly when a request failed.
      expect(context.error !== undefined).toBe(snapshot.matches({ directory: 'failed' }));
      expect(context.searchError !== undefined).toBe(snapshot.matches({ search: 'failed' }));
    },
    'directory.idle': (snapshot: WalletListSnapshot) => {
      // Nothing is fetched until a view asks for the list.
      expect(snapshot.children.fetchFeatured).toBeUndefined();
      expect(snapshot.children.fetchRecommended).toBeUndefined();
      expect(snapshot.context.wallets).toEqual([]);
    },
    'directory.unconfigured': (snapshot: WalletListSnapshot, { event }) => {
      // §5 no project id: nothing was asked; a load stays here while none is given.
      if (event.type === 'walletList.load') expect(snapshot.context.hasProjectId).toBe(false);
      expect(snapshot.children.fetchFeatured).toBeUndefined();
      expect(snapshot.children.fetchRecommended).toBeUndefined();
      expect(snapshot.children.fetchFirstPage).toBeUndefined();
      expect(snapshot.context.wallets).toEqual([]);
    },
    'directory.loading.start': noCheck('transient: it picks featured or recommended in the same step'),
    'directory.loading.featured': (snapshot: WalletListSnapshot) => {
      // The host's featured wallets are asked first, by id.
      const query = snapshot.children.fetchFeatured?.getSnapshot().input;
      expect(query).toMatchObject({ page: 1, include: snapshot.context.filters.featuredWalletIds });
      expect(snapshot.context.filters.featuredWalletIds).not.toEqual([]);
    },
    'directory.loading.recommended': (snapshot: WalletListSnapshot) => {
      // §9 "4 recommended", without the featured ones.
      const query = snapshot.children.fetchRecommended?.getSnapshot().input;
      expect(query).toMatchObject({ page: 1, entries: 4 });
      expect(query?.exclude).toEqual(expect.arrayContaining([...snapshot.context.filters.featuredWalletIds]));
    },
    'directory.loading.firstPage': (snapshot: WalletListSnapshot) => {
      // The first page of 40 repeats neither featured nor recommended wallets.
      const { filters, recommended } = snapshot.context;
      const query = snapshot.children.fetchFirstPage?.getSnapshot().input;
      expect(query).toMatchObject({ page: 1, entries: 40 });
      expect(query?.exclude).toEqual(
        expect.arrayContaining([...filters.featuredWalletIds, ...idsOf(recommended)]),
      );
    },
    'directory.loading': (snapshot: WalletListSnapshot, { event }) => {
      // §5: a load starts only with a project id (a load already running when it is taken away ends).
      if (event.type === 'walletList.load') expect(snapshot.context.hasProjectId).toBe(true);
      expect(snapshot.context.wallets).toEqual([]);
      expect(snapshot.context.page).toBe(0);
    },
    'directory.ready': (snapshot: WalletListSnapshot, { event, previous }) => {
      expect(snapshot.context.page).toBeGreaterThanOrEqual(1);
      if (event.type === 'xstate.done.actor.fetchNextPage' && previous) {
        const before = (previous as WalletListSnapshot).context;
        // The next page is appended, in order, without repeating a wallet.
        expect(snapshot.context.page).toBe(before.page + 1);
        expect(idsOf(snapshot.context.wallets).slice(0, before.wallets.length)).toEqual(
          idsOf(before.wallets),
        );
      }
    },
    'directory.loadingMore': (_snapshot: WalletListSnapshot, { event, previous }) => {
      // A next page is only asked while the count is not reached (or again, after its failure).
      if (event.type === 'walletList.nextPage' && previous) {
        const before = (previous as WalletListSnapshot).context;
        expect(hasMorePages(before.page, before.count)).toBe(true);
        // §9 "100 for search": no page is asked while a search is shown.
        expect(before.query).toBe('');
      }
    },
    'directory.failed': (snapshot: WalletListSnapshot) => {
      expect(snapshot.context.error).toBe(unreachable.message);
      expect(snapshot.context.failedRequest).toBeDefined();
    },
    'search.idle': (snapshot: WalletListSnapshot) => {
      // An empty query returns to the paged list.
      expect(snapshot.context.query).toBe('');
      expect(snapshot.context.searchResults).toEqual([]);
    },
    'search.debouncing': (snapshot: WalletListSnapshot) => {
      expect(snapshot.context.query).not.toBe('');
      // §5: a search waits to ask only with a project id.
      expect(snapshot.context.hasProjectId).toBe(true);
    },
    'search.searching': (_snapshot: WalletListSnapshot, { event, previous }) => {
      // A search is sent only after the minimum wait (or on retry): searches are at least 300 ms apart.
      if (previous && !(previous as WalletListSnapshot).matches({ search: 'searching' })) {
        expect(event.type).toMatch(/^(xstate\.after\.WALLET_SEARCH_MIN_WAIT_MS\.|walletList\.retry$)/);
      }
    },
    'search.failed': (snapshot: WalletListSnapshot) => {
      // A failed search keeps the query, to retry, and says why.
      expect(snapshot.context.searchError).toBe(unreachable.message);
      expect(snapshot.context.query).not.toBe('');
    },
    'search.results': (snapshot: WalletListSnapshot) => {
      expect(snapshot.context.query).not.toBe('');
    },
  },
});
