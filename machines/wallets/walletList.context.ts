/**
 * The wallet list's context, input and the initial context built from the input.
 */
import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import { type WalletListFilters, walletListFilters } from '../../domain/walletList/filters.ts';
import { initialRecent } from '../../domain/walletList/listing.ts';

/** The directory requests of the paged list; a failed one is re-run by 'walletList.retry'. */
export type DirectoryRequest = 'featured' | 'recommended' | 'firstPage' | 'nextPage';

/** What the wallet list knows. Lists hold each wallet once. */
export interface WalletListContext {
  /** Host options and engine facts that restrict and order the directory. */
  filters: WalletListFilters;
  /** Featured wallets, in the host's featuredWalletIds order. */
  featured: WalletListing[];
  /** §9 "4 recommended": the directory's first wallets that are not excluded, featured or installed. */
  recommended: WalletListing[];
  /** The paged directory (without featured and recommended), pages appended in rank order. */
  wallets: WalletListing[];
  /** Pages loaded so far (0 before the first page). */
  page: number;
  /** Matches of the paged query before paging, as the directory last reported. */
  count: number;
  /** The trimmed search query that is waiting, running or shown; '' when the paged list is shown. */
  query: string;
  /** The last search's wallets: at most 100, each once. */
  searchResults: WalletListing[];
  /** Matches of the last search before trimming. */
  searchCount: number;
  /** Recent wallets, most recent first, at most 2 (§9). */
  recent: WalletListing[];
  /** Why the paged list's last request failed, for the UI's error with a retry; undefined otherwise. */
  error: string | undefined;
  /** Which request of the paged list failed, so that retry re-runs exactly that one. */
  failedRequest: DirectoryRequest | undefined;
  /** Why the last search failed; undefined otherwise. */
  searchError: string | undefined;
  /**
   * §5: the host gave a project id ('walletList.facts'). Without one the directory is never asked (the
   * §8 PROJECT_ID_NOT_CONFIGURED alert says why).
   */
  hasProjectId: boolean;
}

/** Input of the wallet list: the host's wallet options, engine facts, and the stored recent wallets. */
export interface WalletListInput extends Partial<WalletListFilters> {
  /** Recent wallets read from storage (at most 2 are kept). */
  recent?: readonly WalletListing[];
}

/** The empty list state for the given filters (what 'walletList.load' starts from). */
export function emptyDirectory(
  filters: WalletListFilters,
): Omit<
  WalletListContext,
  'recent' | 'query' | 'searchResults' | 'searchCount' | 'searchError' | 'hasProjectId'
> {
  return {
    filters,
    featured: [],
    recommended: [],
    wallets: [],
    page: 0,
    count: 0,
    error: undefined,
    failedRequest: undefined,
  };
}

/** No search: the paged list is shown. */
export function noSearch(): Pick<
  WalletListContext,
  'query' | 'searchResults' | 'searchCount' | 'searchError'
> {
  return { query: '', searchResults: [], searchCount: 0, searchError: undefined };
}

/** The context a wallet list starts with. */
export function initialContext(input: WalletListInput | undefined): WalletListContext {
  const { recent = [], ...filters } = input ?? {};
  return {
    ...emptyDirectory(walletListFilters(filters)),
    ...noSearch(),
    recent: initialRecent(recent),
    // Until the root tells the fact ('walletList.facts', in its first step, before any load can come).
    hasProjectId: true,
  };
}

/** The message of a failed request, for the UI. Non-Error rejections have no message of their own. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.length > 0 ? error.message : fallback;
}
