/**
 * The wallet list (§9 wallet list, §7 /getWallets): the directory as the Connect and AllWallets views
 * use it. Featured, recommended and paged wallets, search, recent wallets, and the errors with retry.
 *
 * Pure: the directory is reached only through the `fetchWallets` promise actor, images are warmed only
 * through the `prefetchImages` action and storage is written only through the `persistRecent` action,
 * all three provided by the engine with `.provide()`. The search wait is the named delay
 * WALLET_SEARCH_MIN_WAIT_MS.
 *
 * Two parallel regions, because a search does not stop the paged list and the paged list does not
 * block a search:
 * - `directory`: `loading` (featured → recommended → first page, in sequence: each query excludes what
 *   the one before found, see domain/walletList/queries.ts), `ready`, `loadingMore`, `failed`, and
 *   `unconfigured` (§5 no project id: the directory is never asked, whatever a view or the root sends).
 * - `search`: `idle`, `debouncing` (300 ms of quiet before a search is sent, so two searches are always
 *   at least 300 ms apart), `searching`, `results`, `failed`.
 */
import { and, assign, setup } from 'xstate';
import { WALLET_LIST_RECOMMENDED_COUNT, WALLET_SEARCH_MIN_WAIT_MS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import type { WalletListing, WalletPage } from '../../domain/schemas/walletDirectory.ts';
import { filtersChange, type WalletListFilters } from '../../domain/walletList/filters.ts';
import {
  appendPage,
  hasMorePages,
  imagesToPrefetch,
  keepRecent,
  orderFeatured,
  trimSearchResults,
  uniqueById,
} from '../../domain/walletList/listing.ts';
import type { WalletQuery } from '../../domain/walletList/queries.ts';
import {
  featuredIds,
  featuredQuery,
  normaliseSearchQuery,
  pageQuery,
  recommendedQuery,
  searchQuery,
} from '../../domain/walletList/queries.ts';
import { engineActor, engineEffect } from '../effects.ts';
import {
  type DirectoryRequest,
  emptyDirectory,
  failureMessage,
  initialContext,
  noSearch,
  type WalletListContext,
  type WalletListInput,
} from './walletList.context.ts';
import type { WalletListEvent } from './walletList.events.ts';

/** Params of the `prefetchImages` action: image ids of the first 20 wallets of a result (§9). */
export interface PrefetchImagesParams {
  imageIds: string[];
}

/** Params of the `persistRecent` action: the recent wallets to store, most recent first. */
export interface PersistRecentParams {
  recent: WalletListing[];
}

// A request the engine forgot to provide fails like an unreachable directory: visible, with a retry.
const notProvided = engineActor<WalletPage, WalletQuery>('fetchWallets');

const failure = (error: unknown) => failureMessage(error, MESSAGES.somethingWentWrong);

/** The wallet list statechart. Run it with `createActor(walletListMachine.provide({...}), { input })`. */
export const walletListMachine = setup({
  types: {
    context: {} as WalletListContext,
    events: {} as WalletListEvent,
    input: {} as WalletListInput | undefined,
  },
  actors: {
    /** GET /getWallets with the query; the engine provides it (headless/api/walletDirectory.ts fetchWallets). */
    fetchWallets: notProvided,
  },
  actions: {
    /** Warm the cache for these wallet images; the engine provides it (waits at most IMAGE_PRELOAD_WAIT_MS). */
    prefetchImages: engineEffect<PrefetchImagesParams>('prefetchImages'),
    /** Store the recent wallets; the engine provides it (storage key recentWallets). */
    persistRecent: engineEffect<PersistRecentParams>('persistRecent'),
    takeFilters: assign(({ context }, filters: Partial<WalletListFilters>) =>
      emptyDirectory({ ...context.filters, ...filters }),
    ),
    reload: assign(({ context }, filters: Partial<WalletListFilters>) => ({
      ...emptyDirectory({ ...context.filters, ...filters }),
      ...noSearch(),
    })),
    takeFeatured: assign(({ context }, page: WalletPage) => ({
      featured: orderFeatured(page.data, featuredIds(context.filters)),
    })),
    // §9 "4 recommended": never more, whatever the directory answers.
    takeRecommended: assign((_, page: WalletPage) => ({
      recommended: uniqueById(page.data).slice(0, WALLET_LIST_RECOMMENDED_COUNT),
    })),
    takeFirstPage: assign((_, page: WalletPage) => ({
      wallets: uniqueById(page.data),
      page: 1,
      count: page.count,
    })),
    takeNextPage: assign(({ context }, page: WalletPage) => ({
      wallets: appendPage(context.wallets, page.data),
      page: context.page + 1,
      count: page.count,
    })),
    fail: assign((_, params: { request: DirectoryRequest; error: unknown }) => ({
      error: failure(params.error),
      failedRequest: params.request,
    })),
    clearError: assign({ error: undefined, failedRequest: undefined }),
    takeQuery: assign((_, query: string) => ({ query, searchError: undefined })),
    clearSearch: assign(() => noSearch()),
    takeSearchResults: assign((_, page: WalletPage) => ({
      searchResults: trimSearchResults(page.data),
      searchCount: page.count,
    })),
    failSearch: assign((_, params: { error: unknown }) => ({ searchError: failure(params.error) })),
    clearSearchError: assign({ searchError: undefined }),
    recordRecent: assign(({ context }, wallet: WalletListing) => ({
      recent: keepRecent(context.recent, wallet),
    })),
    takeFacts: assign((_, hasProjectId: boolean) => ({ hasProjectId })),
  },
  guards: {
    needsReload: ({ context, event }) =>
      event.type === 'walletList.load' &&
      (event.reload === true || filtersChange(context.filters, event.filters)),
    hasNoFeatured: ({ context }) => featuredQuery(context.filters) === undefined,
    hasMore: ({ context }) => hasMorePages(context.page, context.count),
    /** No search is set: the paged list is what the view shows. */
    isPagedListShown: ({ context }) => context.query === '',
    failedAt: ({ context }, request: DirectoryRequest) => context.failedRequest === request,
    isEmptyQuery: (_, query: string) => normaliseSearchQuery(query) === '',
    isSameQuery: ({ context }, query: string) => normaliseSearchQuery(query) === context.query,
    /** §5: no project id was given, so no call goes to the cloud (not even on intent). */
    hasNoProjectId: ({ context }) => !context.hasProjectId,
  },
  delays: { WALLET_SEARCH_MIN_WAIT_MS },
}).createMachine({
  id: 'walletList',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  on: {
    // Everything is asked again, so the search is dropped too (its results may not match new filters).
    // Without a change it is a no-op: the list is already loaded, loading, or showing its error and retry.
    'walletList.load': {
      guard: 'needsReload',
      target: ['.directory.loading', '.search.idle'],
      actions: { type: 'reload', params: ({ event }) => event.filters ?? {} },
    },
    // §5: the root tells whether a project id was given, before any load or search can come.
    'walletList.facts': { actions: { type: 'takeFacts', params: ({ event }) => event.hasProjectId } },
    // §9 "Recent wallets kept: 2": most recent first; the engine stores them.
    'walletList.recordRecent': {
      actions: [
        { type: 'recordRecent', params: ({ event }) => event.wallet },
        {
          type: 'persistRecent',
          params: ({ context, event }) => ({ recent: keepRecent(context.recent, event.wallet) }),
        },
      ],
    },
  },
  states: {
    directory: {
      // Nothing is fetched until a view asks: a page that never opens the modal costs no directory call.
      initial: 'idle',
      states: {
        idle: {
          on: {
            'walletList.load': [
              { guard: 'hasNoProjectId', target: 'unconfigured' },
              // A search typed before the first load keeps going: only the directory starts.
              {
                target: 'loading',
                actions: { type: 'takeFilters', params: ({ event }) => event.filters ?? {} },
              },
            ],
          },
        },
        // §5/§8: no project id, so nothing to ask, with new filters or a reload either; the list stays
        // empty and the PROJECT_ID_NOT_CONFIGURED alert (projectConfig's) says why. A project id told
        // later ('walletList.facts') lets the next load ask.
        unconfigured: {
          on: {
            'walletList.load': [
              { guard: 'hasNoProjectId' },
              {
                target: 'loading',
                actions: { type: 'takeFilters', params: ({ event }) => event.filters ?? {} },
              },
            ],
          },
        },
        loading: {
          initial: 'start',
          states: {
            // No featured ids: nothing to ask (an empty include would return the whole directory).
            start: { always: [{ guard: 'hasNoFeatured', target: 'recommended' }, { target: 'featured' }] },
            featured: {
              invoke: {
                id: 'fetchFeatured',
                src: 'fetchWallets',
                // `start` came here only because featuredQuery is defined; the fallback asks for nothing.
                input: ({ context }) =>
                  featuredQuery(context.filters) ?? { page: 1, entries: 1, include: [] },
                onDone: {
                  target: 'recommended',
                  actions: [
                    { type: 'takeFeatured', params: ({ event }) => event.output },
                    {
                      type: 'prefetchImages',
                      params: ({ event }) => ({ imageIds: imagesToPrefetch(event.output.data) }),
                    },
                  ],
                },
                onError: {
                  target: '#walletList.directory.failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ request: 'featured', error: event.error }),
                  },
                },
              },
            },
            recommended: {
              invoke: {
                id: 'fetchRecommended',
                src: 'fetchWallets',
                input: ({ context }) => recommendedQuery(context.filters),
                onDone: {
                  target: 'firstPage',
                  actions: [
                    { type: 'takeRecommended', params: ({ event }) => event.output },
                    {
                      type: 'prefetchImages',
                      params: ({ event }) => ({ imageIds: imagesToPrefetch(event.output.data) }),
                    },
                  ],
                },
                onError: {
                  target: '#walletList.directory.failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ request: 'recommended', error: event.error }),
                  },
                },
              },
            },
            firstPage: {
              invoke: {
                id: 'fetchFirstPage',
                src: 'fetchWallets',
                input: ({ context }) =>
                  pageQuery(
                    context.filters,
                    context.recommended.map((wallet) => wallet.id),
                    1,
                  ),
                onDone: {
                  target: '#walletList.directory.ready',
                  actions: [
                    { type: 'takeFirstPage', params: ({ event }) => event.output },
                    {
                      type: 'prefetchImages',
                      params: ({ event }) => ({ imageIds: imagesToPrefetch(event.output.data) }),
                    },
                  ],
                },
                onError: {
                  target: '#walletList.directory.failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ request: 'firstPage', error: event.error }),
                  },
                },
              },
            },
          },
        },
        ready: {
          on: {
            // Until `count` is reached; a request while a page is loading is dropped (loadingMore ignores it).
            // §9 "100 for search": search results come in one trimmed batch, so paging applies only
            // while the paged list is shown; a next page asked during a search is dropped.
            'walletList.nextPage': { guard: and(['isPagedListShown', 'hasMore']), target: 'loadingMore' },
          },
        },
        loadingMore: {
          invoke: {
            id: 'fetchNextPage',
            src: 'fetchWallets',
            input: ({ context }) =>
              pageQuery(
                context.filters,
                context.recommended.map((wallet) => wallet.id),
                context.page + 1,
              ),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'takeNextPage', params: ({ event }) => event.output },
                {
                  type: 'prefetchImages',
                  params: ({ event }) => ({ imageIds: imagesToPrefetch(event.output.data) }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'fail', params: ({ event }) => ({ request: 'nextPage', error: event.error }) },
            },
          },
        },
        failed: {
          on: {
            // The UI shows the error with a retry instead of an empty list; retry re-runs what failed.
            'walletList.retry': [
              {
                guard: { type: 'failedAt', params: 'featured' },
                target: 'loading.featured',
                actions: 'clearError',
              },
              {
                guard: { type: 'failedAt', params: 'recommended' },
                target: 'loading.recommended',
                actions: 'clearError',
              },
              {
                guard: { type: 'failedAt', params: 'firstPage' },
                target: 'loading.firstPage',
                actions: 'clearError',
              },
              { target: 'loadingMore', actions: 'clearError' },
            ],
          },
        },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'walletList.search': [
          // §5 no project id: nothing is asked; the (empty) paged list stays.
          { guard: 'hasNoProjectId', target: '.idle', actions: 'clearSearch' },
          // '' (or only spaces) returns to the paged list at once: nothing to wait for.
          {
            guard: { type: 'isEmptyQuery', params: ({ event }) => event.query },
            target: '.idle',
            actions: 'clearSearch',
          },
          // The same trimmed query as the one waiting, running or shown: nothing new to ask.
          { guard: { type: 'isSameQuery', params: ({ event }) => event.query } },
          // A new query (re)starts the wait: the previous search, if running, is cancelled.
          {
            target: '.debouncing',
            actions: { type: 'takeQuery', params: ({ event }) => normaliseSearchQuery(event.query) },
          },
        ],
      },
      states: {
        idle: {},
        debouncing: {
          after: { WALLET_SEARCH_MIN_WAIT_MS: { target: 'searching' } },
        },
        searching: {
          invoke: {
            id: 'fetchSearch',
            src: 'fetchWallets',
            input: ({ context }) => searchQuery(context.filters, context.query),
            onDone: {
              target: 'results',
              actions: [
                { type: 'takeSearchResults', params: ({ event }) => event.output },
                {
                  type: 'prefetchImages',
                  params: ({ event }) => ({ imageIds: imagesToPrefetch(event.output.data) }),
                },
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'failSearch', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        results: {},
        failed: {
          on: { 'walletList.retry': { target: 'searching', actions: 'clearSearchError' } },
        },
      },
    },
  },
});
