/**
 * The children of a running modal that the root spawns (one connection per namespace; the balances and
 * wallets actors once a wallet connects), found in a snapshot of the root. Types only from the engine,
 * so the actions and hooks can use these without loading it.
 */
import {
  APPROVAL_ID,
  balancesSystemId,
  connectionSystemId,
  EMAIL_LOGIN_ID,
  EMAIL_UPDATE_ID,
  MODAL_SYSTEM_IDS,
} from '../machines/modal/systemIds.ts';
import type {
  ApprovalActor,
  BalancesActor,
  ConnectionActor,
  EmailLoginActor,
  EmailUpdateActor,
  ModalSnapshot,
  SiwxActor,
  WalletsActor,
} from './engine.ts';
import type { PairingActor } from './pairing.ts';

/** The connection actor of a namespace. */
export function connectionActorOf(root: ModalSnapshot, namespace: string): ConnectionActor | undefined {
  return root.children[connectionSystemId(namespace)] as ConnectionActor | undefined;
}

/** The balances actor of a namespace, once the account actors run. */
export function balancesActorOf(root: ModalSnapshot, namespace: string): BalancesActor | undefined {
  return root.children[balancesSystemId(namespace)] as BalancesActor | undefined;
}

/** The multi-wallet actor, once the account actors run. */
export function walletsActorOf(root: ModalSnapshot): WalletsActor | undefined {
  return root.children[MODAL_SYSTEM_IDS.wallets] as WalletsActor | undefined;
}

/** The sign-in actor, once the account actors run and when the host configured `siwx`. */
export function siwxActorOf(root: ModalSnapshot): SiwxActor | undefined {
  return root.children.siwx as SiwxActor | undefined;
}

/** The pairing actor, once the connection actors run. */
export function pairingActorOf(root: ModalSnapshot): PairingActor | undefined {
  return root.children.pairing as PairingActor | undefined;
}

/** The email login actor, once the visitor submitted an email (until its user is connected). */
export function emailLoginActorOf(root: ModalSnapshot): EmailLoginActor | undefined {
  return root.children[EMAIL_LOGIN_ID] as EmailLoginActor | undefined;
}

/** The email update actor, once the visitor asked to change the email (until the change is done). */
export function emailUpdateActorOf(root: ModalSnapshot): EmailUpdateActor | undefined {
  return root.children[EMAIL_UPDATE_ID] as EmailUpdateActor | undefined;
}

/** The approval actor of the embedded wallet's requests, once the account actors run. */
export function approvalActorOf(root: ModalSnapshot): ApprovalActor | undefined {
  return root.children[APPROVAL_ID] as ApprovalActor | undefined;
}
