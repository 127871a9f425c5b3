/**
 * The Account view's actions (§2 Account tabs Tokens, NFTs, Activity): refresh the token balances,
 * page and refresh the activity. Each does nothing until a wallet has connected (the account-data
 * actors start with the account actors).
 */
import { tokenBalancesActorOf, transactionsActorOf } from '../accountDataChildren.ts';
import type { PorticoModal } from '../createModal.ts';

/** What `refreshTokenBalances` takes: `force` fetches past the 30 s cache (§9), as after a send. */
export type RefreshTokenBalancesParameters = { force?: boolean };

/** What `refreshTokenBalances` returns: nothing; the balances show in the token balances actor. */
export type RefreshTokenBalancesReturnType = void;

/**
 * What `loadMoreActivity` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type LoadMoreActivityParameters = Record<string, never>;

/** What `loadMoreActivity` returns: nothing; the page shows in the transactions actor. */
export type LoadMoreActivityReturnType = void;

/** What `refreshActivity` takes, after the modal: nothing yet (see `LoadMoreActivityParameters`). */
export type RefreshActivityParameters = Record<string, never>;

/** What `refreshActivity` returns: nothing; the list shows in the transactions actor. */
export type RefreshActivityReturnType = void;

/**
 * Fetch the token balances again. Without `force` a list younger than 30 s is kept (§9); after a
 * failure retries are blocked for 30 s (§4), forced ones too.
 */
export function refreshTokenBalances(
  modal: PorticoModal,
  parameters: RefreshTokenBalancesParameters = {},
): RefreshTokenBalancesReturnType {
  const root = modal.engine?.actor.getSnapshot();
  if (root)
    tokenBalancesActorOf(root)?.send({ type: 'tokenBalances.refresh', force: parameters.force === true });
}

/** Load the next page of activity (the list was scrolled to its end); nothing when there is none. */
export function loadMoreActivity(
  modal: PorticoModal,
  _parameters: LoadMoreActivityParameters = {},
): LoadMoreActivityReturnType {
  const root = modal.engine?.actor.getSnapshot();
  if (root) transactionsActorOf(root)?.send({ type: 'transactions.loadMore' });
}

/** Load the activity again from its first page. */
export function refreshActivity(
  modal: PorticoModal,
  _parameters: RefreshActivityParameters = {},
): RefreshActivityReturnType {
  const root = modal.engine?.actor.getSnapshot();
  if (root) transactionsActorOf(root)?.send({ type: 'transactions.refresh' });
}
