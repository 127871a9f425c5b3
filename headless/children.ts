/**
 * The children of a running modal, found in a snapshot of the root: the account session (spawned with
 * the first connect or a restore) and its children (one connection and one balances actor per
 * namespace, multi-wallet, sign-in, pairing, approval), and the root's own email actors. Types only
 * from the engine, so the actions and hooks can use these without loading it.
 *
 * The account session starts its children as it starts, before the root's snapshot that holds it is
 * published, and it reports every connection change to the root: a selector over the root's snapshot
 * sees them.
 */
import {
  APPROVAL_ID,
  balancesSystemId,
  connectionSystemId,
  EMAIL_UPDATE_ID,
  PAIRING_ID,
  SIWX_ID,
  WALLETS_ID,
} from '../machines/vocabulary/systemIds.ts';
import type {
  AccountSessionActor,
  ApprovalActor,
  BalancesActor,
  ConnectionActor,
  EmailLoginActor,
  EmailUpdateActor,
  FarcasterActor,
  ModalSnapshot,
  SiwxActor,
  WalletsActor,
} from './engine.types.ts';
import type { PairingActor } from './pairing.ts';

/** The account session, once the first connect (or a restore) started it. */
export function accountSessionOf(root: ModalSnapshot): AccountSessionActor | undefined {
  return root.children.accountSession;
}

/** A child of the account session, by id. */
export function sessionChildOf(root: ModalSnapshot, id: string): unknown {
  return accountSessionOf(root)?.getSnapshot().children[id];
}

/** The connection actor of a namespace. */
export function connectionActorOf(root: ModalSnapshot, namespace: string): ConnectionActor | undefined {
  return sessionChildOf(root, connectionSystemId(namespace)) as ConnectionActor | undefined;
}

/** The balances actor of a namespace, once the account actors run. */
export function balancesActorOf(root: ModalSnapshot, namespace: string): BalancesActor | undefined {
  return sessionChildOf(root, balancesSystemId(namespace)) as BalancesActor | undefined;
}

/** The multi-wallet actor, once the account actors run. */
export function walletsActorOf(root: ModalSnapshot): WalletsActor | undefined {
  return sessionChildOf(root, WALLETS_ID) as WalletsActor | undefined;
}

/** The sign-in actor, once the account actors run and when the host configured `siwx`. */
export function siwxActorOf(root: ModalSnapshot): SiwxActor | undefined {
  return sessionChildOf(root, SIWX_ID) as SiwxActor | undefined;
}

/** The pairing actor, once the connection actors run. */
export function pairingActorOf(root: ModalSnapshot): PairingActor | undefined {
  return sessionChildOf(root, PAIRING_ID) as PairingActor | undefined;
}

/** The email login actor, once the visitor submitted an email (until its user is connected). */
export function emailLoginActorOf(root: ModalSnapshot): EmailLoginActor | undefined {
  return root.children.emailLogin;
}

/** The Farcaster login actor, once its view (or a custom UI) started it (until its user is connected). */
export function farcasterActorOf(root: ModalSnapshot): FarcasterActor | undefined {
  return root.children.farcaster;
}

/** The email update actor (the account session's), once the visitor asked to change the email (until the change is done). */
export function emailUpdateActorOf(root: ModalSnapshot): EmailUpdateActor | undefined {
  return sessionChildOf(root, EMAIL_UPDATE_ID) as EmailUpdateActor | undefined;
}

/** The approval actor of the embedded wallet's requests, once the account actors run. */
export function approvalActorOf(root: ModalSnapshot): ApprovalActor | undefined {
  return sessionChildOf(root, APPROVAL_ID) as ApprovalActor | undefined;
}
