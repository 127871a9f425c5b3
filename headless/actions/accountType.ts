import type { ActorRefFrom } from 'xstate';
import type { AccountType } from '../../domain/accountTypes.ts';
import type { accountTypeMachine } from '../../machines/session/accountType.machine.ts';
import { type AccountTypeState, selectAccountType } from '../../machines/session/accountType.selectors.ts';
import { ACCOUNT_TYPE_ID } from '../../machines/vocabulary/systemIds.ts';
import { sessionChildOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import type { ModalSnapshot } from '../engine.types.ts';

/** The embedded wallet's account type actor (machines/session/accountType.machine.ts). */
export type AccountTypeActor = ActorRefFrom<typeof accountTypeMachine>;

/** The embedded wallet's account type actor, once the account actors run. */
export function accountTypeActorOf(root: ModalSnapshot): AccountTypeActor | undefined {
  return sessionChildOf(root, ACCOUNT_TYPE_ID) as AccountTypeActor | undefined;
}

/**
 * What `setPreferredAccountType` takes, after the modal: the account type, and the chain namespace it
 * is for (eip155 by default).
 */
export type SetPreferredAccountTypeParameters = [accountType: AccountType, namespace?: string];

/** What `setPreferredAccountType` returns: nothing; the outcome shows in `getAccountType`. */
export type SetPreferredAccountTypeReturnType = void;

/**
 * What `getAccountType` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type GetAccountTypeParameters = Record<string, never>;

/** What `getAccountType` returns: the eip155 account's type, deployment and whether it can switch. */
export type GetAccountTypeReturnType = AccountTypeState;

/**
 * Choose the account type of a namespace (§3 preferredAccountType; default eip155): the choice is
 * stored for the next visits, and while the embedded wallet is connected on eip155 its account
 * switches to that type (SET_PREFERRED_ACCOUNT: the address changes) where the network is
 * smart-account enabled; if the secure site refuses, the account stays an EOA (§4). Before the first
 * connection nothing happens.
 */
export function setPreferredAccountType(
  modal: PorticoModal,
  ...[type, namespace = 'eip155']: SetPreferredAccountTypeParameters
): SetPreferredAccountTypeReturnType {
  const root = modal.engine?.actor.getSnapshot();
  (root && accountTypeActorOf(root))?.send({ type: 'accountType.set', namespace, accountType: type });
}

/**
 * The embedded wallet's account type now (§3 preferredAccountType, smartAccountDeployed): the type of
 * the eip155 account in use, whether a smart account is deployed, and whether a switch is possible.
 */
export function getAccountType(
  modal: PorticoModal,
  _parameters: GetAccountTypeParameters = {},
): GetAccountTypeReturnType {
  const root = modal.engine?.actor.getSnapshot();
  return selectAccountType((root && accountTypeActorOf(root))?.getSnapshot());
}
