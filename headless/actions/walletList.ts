import type { WalletListing } from '../../domain/schemas/walletDirectory.ts';
import type { WalletListEvent } from '../../machines/wallets/walletList.events.ts';
import { walletImageUrl } from '../api/walletImageUrl.ts';
import type { PorticoModal } from '../createModal.ts';
import { PRODUCTION_ENDPOINTS } from '../endpoints.ts';
import { withEngine } from './whenReady.ts';

/** What `searchWallets` takes: the text typed (the engine trims it; '' returns to the paged list). */
export type SearchWalletsParameters = { query: string };

/** What `recordRecentWallet` takes: the directory wallet used to connect. */
export type RecordRecentWalletParameters = { wallet: WalletListing };

/**
 * What `loadWalletList` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type LoadWalletListParameters = Record<string, never>;
/** What `loadMoreWallets` takes, after the modal: nothing yet (see `LoadWalletListParameters`). */
export type LoadMoreWalletsParameters = Record<string, never>;
/** What `retryWalletList` takes, after the modal: nothing yet (see `LoadWalletListParameters`). */
export type RetryWalletListParameters = Record<string, never>;

/**
 * What the wallet list's actions resolve with: nothing, once the wallet list was asked; the outcome
 * shows in its snapshot (`selectAllWallets`, `selectWalletListError`, …).
 */
export type LoadWalletListReturnType = void;
/** What `searchWallets` resolves with: nothing (see `LoadWalletListReturnType`). */
export type SearchWalletsReturnType = void;
/** What `loadMoreWallets` resolves with: nothing (see `LoadWalletListReturnType`). */
export type LoadMoreWalletsReturnType = void;
/** What `retryWalletList` resolves with: nothing (see `LoadWalletListReturnType`). */
export type RetryWalletListReturnType = void;
/** What `recordRecentWallet` resolves with: nothing (see `LoadWalletListReturnType`). */
export type RecordRecentWalletReturnType = void;

/** What `getWalletImageUrl` takes, after the modal: the directory wallet whose image to name. */
export type GetWalletImageUrlParameters = [wallet: WalletListing];

/** What `getWalletImageUrl` returns: the image's URL. */
export type GetWalletImageUrlReturnType = string;

// The wallet list is asked at once when the engine runs, else once it has loaded.
function tell(modal: PorticoModal, event: WalletListEvent): Promise<void> {
  return withEngine(modal, (engine) => engine.walletList.send(event));
}

/**
 * Load the wallet directory (§7 /getWallets, §9): featured wallets, 4 recommended, then the first
 * page of 40. Call it when a view needs the list (Connect, AllWallets); nothing is fetched before, and
 * calling it again with the list loaded does nothing. Loads the engine first if needed; resolves once
 * the list was asked (read the outcome from the wallet list's snapshot).
 */
export function loadWalletList(
  modal: PorticoModal,
  _parameters: LoadWalletListParameters = {},
): Promise<LoadWalletListReturnType> {
  return tell(modal, { type: 'walletList.load' });
}

/**
 * Search the directory by name (§9 "100 for search (trimmed)"): call it on every change of the
 * search field. The engine trims the query, waits until 300 ms passed without a new one before it
 * asks (§9 minimum search wait), and returns to the paged list on ''. Loads the engine first if needed.
 */
export function searchWallets(
  modal: PorticoModal,
  parameters: SearchWalletsParameters,
): Promise<SearchWalletsReturnType> {
  return tell(modal, { type: 'walletList.search', query: parameters.query });
}

/**
 * Load the next page of 40 wallets (§9) and append it. The wallet list does it only while the paged
 * list is shown and has more (not during a search, whose results come in one batch, nor while a page
 * is loading), so an infinite-scroll sentinel may call it freely.
 */
export function loadMoreWallets(
  modal: PorticoModal,
  _parameters: LoadMoreWalletsParameters = {},
): Promise<LoadMoreWalletsReturnType> {
  return tell(modal, { type: 'walletList.nextPage' });
}

/** Re-run the directory request that failed (the wallet list's error with a Retry button). */
export function retryWalletList(
  modal: PorticoModal,
  _parameters: RetryWalletListParameters = {},
): Promise<RetryWalletListReturnType> {
  return tell(modal, { type: 'walletList.retry' });
}

/**
 * Record a directory wallet the visitor chose to connect with: it becomes the most recent of the
 * recent wallets (§9: 2 kept), which the Connect view lists first, and is stored for the next visit.
 */
export function recordRecentWallet(
  modal: PorticoModal,
  parameters: RecordRecentWalletParameters,
): Promise<RecordRecentWalletReturnType> {
  return tell(modal, { type: 'walletList.recordRecent', wallet: parameters.wallet });
}

/**
 * The URL of a directory wallet's image (§7 /getWalletImage/{id}), for this modal's API endpoint and
 * project. Needs no engine: a view can render the image before the engine has loaded (the endpoint is
 * then read from the options as given, with the production default).
 */
export function getWalletImageUrl(
  modal: PorticoModal,
  ...[wallet]: GetWalletImageUrlParameters
): GetWalletImageUrlReturnType {
  return walletImageUrl(
    modal.options?.endpoints.api ?? modal.input.endpoints?.api ?? PRODUCTION_ENDPOINTS.api,
    wallet.image_id ?? wallet.id,
    modal.input.projectId ?? '',
  );
}
