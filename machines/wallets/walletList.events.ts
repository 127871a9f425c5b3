/**
 * The wallet list's events (§9 wallet list). Dot-named by intent: what the AllWallets and Connect
 * views ask of the directory, and what the engine records.
 */
import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import type { WalletListFilters } from '../../domain/walletList/filters.ts';

/** Every event the wallet list accepts. */
export type WalletListEvent =
  /**
   * Make sure the list is loaded for these filters. The list loads on start, so with the same filters
   * this does nothing (views may send it on every mount). Filters that change anything (e.g. the app's
   * chains after a network switch), or `reload: true`, load again from the first page (featured,
   * recommended, page 1), forgetting pages and search.
   */
  | { type: 'walletList.load'; filters?: Partial<WalletListFilters>; reload?: boolean }
  /** Load the next page of 40 and append it; ignored when there is no more or a page is loading. */
  | { type: 'walletList.nextPage' }
  /** Search by name; the query is trimmed, '' returns to the paged list. Searches run at least 300 ms apart. */
  | { type: 'walletList.search'; query: string }
  /** Re-run the request that failed (the UI's retry button). */
  | { type: 'walletList.retry' }
  /** A wallet was used to connect: it becomes the most recent (2 kept) and is persisted. */
  | { type: 'walletList.recordRecent'; wallet: WalletListing }
  /** The root's facts: whether the host gave a project id (§5: without one nothing is asked). */
  | { type: 'walletList.facts'; hasProjectId: boolean };
