/**
 * The account-data children of a running modal (token balances, activity, send), spawned by the
 * account session, found from a snapshot of the root. A file apart from children.ts so that only the
 * code that reads them (the Account view's hooks and actions, loaded with its lazy views) carries them.
 */
import { ACCOUNT_DATA_IDS } from '../machines/vocabulary/systemIds.ts';
import { sessionChildOf } from './children.ts';
import type { ModalSnapshot, SendActor, TokenBalancesActor, TransactionsActor } from './engine.types.ts';

/** The token balances actor (Tokens tab), once the account actors run. */
export function tokenBalancesActorOf(root: ModalSnapshot): TokenBalancesActor | undefined {
  return sessionChildOf(root, ACCOUNT_DATA_IDS.tokenBalances) as TokenBalancesActor | undefined;
}

/** The activity actor (Activity and NFTs tabs), once the account actors run. */
export function transactionsActorOf(root: ModalSnapshot): TransactionsActor | undefined {
  return sessionChildOf(root, ACCOUNT_DATA_IDS.transactions) as TransactionsActor | undefined;
}

/** The send actor (the Send view's draft), once the account actors run. */
export function sendActorOf(root: ModalSnapshot): SendActor | undefined {
  return sessionChildOf(root, ACCOUNT_DATA_IDS.send) as SendActor | undefined;
}
