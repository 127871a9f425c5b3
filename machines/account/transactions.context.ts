/**
 * The activity machine's context (§4 Transaction list; the Account view's Activity and NFTs tabs), its
 * input, and the contract of the fetch actor the engine provides.
 */
import type { Transaction, TransactionsPage } from '../../domain/accountData/transactions.ts';
import { isFeatureSupported } from '../../domain/namespaceFeatures.ts';
import { type AccountRef, namespaceOf } from './account.ts';

/** Input of `fetchTransactions` (§7 GET /v1/account/{account}/history with cursor and chainId). */
export interface FetchTransactionsInput {
  caipAddress: AccountRef['caipAddress'];
  caipNetworkId: AccountRef['caipNetworkId'];
  /** The next cursor of the page before; undefined for the first page. */
  cursor: string | undefined;
}

/** What `fetchTransactions` answers: one page, parsed (domain/accountData/transactions.ts). */
export type FetchTransactionsOutput = TransactionsPage;

/** What the activity actor knows. */
export interface TransactionsContext {
  /** §5 "Fetching transactions requires an account address": nothing is fetched without one. */
  account: AccountRef | undefined;
  /** The transactions shown, newest first: spam and other-chain ones already hidden (§5). */
  transactions: Transaction[];
  /** The cursor of the next page; undefined when the last page is loaded (or a page failed). */
  next: string | undefined;
  /** 'Failed to fetch transactions' after a failed page, until a page loads. */
  error: string | undefined;
  /**
   * §1 the `activity` feature switch; undefined until the project's features are known. Remote values
   * override local ones, so nothing is fetched before they are: a remote "off" is never preceded by a call.
   */
  activity: boolean | undefined;
}

/** Input of the activity actor: the account to start with, if one is connected. */
export interface TransactionsInput {
  account?: AccountRef | undefined;
  /** §1 the `activity` switch, if the project's features are known already. */
  activity?: boolean | undefined;
}

/** The context for an account under the `activity` switch: nothing loaded yet. */
export function contextFor(
  account: AccountRef | undefined,
  activity: boolean | undefined,
): TransactionsContext {
  return { account, transactions: [], next: undefined, error: undefined, activity };
}

/** §6: activity exists for eip155 only; other namespaces show an empty list without a call (§7). */
export function canFetchActivity(account: AccountRef | undefined): account is AccountRef {
  return account !== undefined && isFeatureSupported('activity', namespaceOf(account));
}
