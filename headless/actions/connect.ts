import {
  errorOfFailure,
  failureOf,
  isPorticoError,
  type MessageKey,
  noConnectorForConnection,
  type PorticoError,
  type PorticoFailure,
} from '../../domain/errors.ts';
import { accountSessionOf, connectionActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { accountOf, type GetAccountReturnType } from './getAccount.ts';
import { waitUntil } from './waitUntil.ts';
import { withEngine } from './whenReady.ts';

/** What `connect` takes: the connector to connect (an id from `getConnectors`, or 'walletConnect'). */
export type ConnectParameters = { connectorId: string };

/** What `connect` resolves with: the account of every namespace the connector connected. */
export type ConnectReturnType = { connectorId: string; accounts: GetAccountReturnType[] };

/**
 * The codes a failed `connect` carries, each with its §8 text: 'Connection rejected' (the visitor
 * refused), 'Modal closed' (the modal closed while connecting), 'Popup closed', the social, farcaster
 * and email-dependency failures, and 'Failed to connect' for every other failure.
 */
export const CONNECT_ERROR_CODES = [
  'connectionRejected',
  'modalClosed',
  'popupClosed',
  'failedToInitiateSocialConnection',
  'failedToConnectToFarcaster',
  'unableToLoadEmailLoginDependency',
  'failedToConnect',
] as const satisfies readonly MessageKey[];

/** The code of a failed `connect`: branch on it, show the message. */
export type ConnectErrorCode = (typeof CONNECT_ERROR_CODES)[number];

/**
 * How `connect` fails: a PorticoError whose `code` tells the failures apart ('connectionRejected',
 * 'modalClosed', 'failedToConnect', …) and whose `message` is the §8 text to show.
 */
export type ConnectErrorType = PorticoError & { readonly code: ConnectErrorCode };

/** Whether `error` is a failed `connect`'s error, optionally with the given code. */
export function isConnectError(error: unknown, code?: ConnectErrorCode): error is ConnectErrorType {
  return isPorticoError(error, code) && (CONNECT_ERROR_CODES as readonly string[]).includes(error.code);
}

/** Whether a connection's failure is one of `connect`'s codes. */
function isConnectFailure(failure: PorticoFailure): failure is PorticoFailure & { code: ConnectErrorCode } {
  return (CONNECT_ERROR_CODES as readonly string[]).includes(failure.code);
}

/**
 * The error of a failed connect from the connection's §8 failure: its code and text when the code is
 * one of `connect`'s, else 'failedToConnect' with the connection's text (nothing the connector said
 * is lost).
 */
function connectError(failure: PorticoFailure | undefined): ConnectErrorType {
  if (failure === undefined) return errorOfFailure(failureOf('failedToConnect')) as ConnectErrorType;
  const code = isConnectFailure(failure) ? failure.code : 'failedToConnect';
  return errorOfFailure({ code, message: failure.message }) as ConnectErrorType;
}

/**
 * Connect a wallet (§4): the connector connects every namespace of the app it offers (a pairing wallet
 * every one the session carries), the root statechart follows the connection and closes the modal if
 * it was open. Resolves once no namespace is still connecting, with the connected accounts; rejects
 * with a `ConnectErrorType` when none connected: its `code` says why ('connectionRejected',
 * 'modalClosed', 'failedToConnect', …), its `message` is the §8 text ('No connector found for
 * connection: {id}' at once, code 'failedToConnect', for an id the page has no connector of).
 */
export async function connect(
  modal: PorticoModal,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  // Sent in the same tick when the engine runs, so the click's effect is visible at once.
  const { engine, namespaces } = await withEngine(modal, (running) => {
    const asked = running.namespacesOf(parameters.connectorId);
    // An id the page has no connector of is the caller's mistake: said at once, nothing is started.
    if (asked === undefined) return { engine: running, namespaces: undefined };
    running.actor.send({
      type: 'modal.connect',
      connectorId: parameters.connectorId,
      connectorType: running.connectorTypeOf(parameters.connectorId),
      namespaces: asked,
    });
    return { engine: running, namespaces: asked };
  });
  if (namespaces === undefined)
    throw connectError({
      code: 'noConnectorForConnection',
      message: noConnectorForConnection(parameters.connectorId),
    });
  // The account session's code may still be loading; then its attempt runs until every namespace settled.
  const root = await waitUntil(engine.actor, (snapshot) => !snapshot.matches({ accountSession: 'loading' }));
  const session = accountSessionOf(root);
  if (session) await waitUntil(session, (snapshot) => snapshot.matches({ attempt: 'idle' }));
  const accounts = namespaces
    .map((namespace) => accountOf(engine, { namespace }))
    .filter((account) => account.isConnected && account.connectorId === parameters.connectorId);
  if (accounts.length > 0) return { connectorId: parameters.connectorId, accounts };
  const error = namespaces
    .map((namespace) => connectionActorOf(engine.actor.getSnapshot(), namespace)?.getSnapshot().context.error)
    .find((failure) => failure !== undefined);
  throw connectError(error);
}
