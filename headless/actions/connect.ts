import { MESSAGES, PorticoError } from '../../domain/errors.ts';
import { accountSessionOf, connectionActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { accountOf, type GetAccountReturnType } from './getAccount.ts';
import { waitUntil } from './waitUntil.ts';
import { withEngine } from './whenReady.ts';

/** What `connect` takes: the connector to connect (an id from `getConnectors`, or 'walletConnect'). */
export type ConnectParameters = { connectorId: string };

/** What `connect` resolves with: the account of every namespace the connector connected. */
export type ConnectReturnType = { connectorId: string; accounts: GetAccountReturnType[] };

/** How `connect` fails: a PorticoError with the §8 text ('Connection rejected', 'Failed to connect', 'Modal closed'). */
export type ConnectErrorType = PorticoError;

/**
 * Connect a wallet (§4): the connector connects every namespace of the app it offers (a pairing wallet
 * every one the session carries), the root statechart follows the connection and closes the modal if
 * it was open. Resolves once no namespace is still connecting, with the connected accounts; rejects
 * with the §8 text when none connected.
 */
export async function connect(
  modal: PorticoModal,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  // Sent in the same tick when the engine runs, so the click's effect is visible at once.
  const { engine, namespaces } = await withEngine(modal, (running) => {
    const asked = running.namespacesOf(parameters.connectorId);
    running.actor.send({
      type: 'modal.connect',
      connectorId: parameters.connectorId,
      connectorType: running.connectorTypeOf(parameters.connectorId),
      namespaces: asked,
    });
    return { engine: running, namespaces: asked };
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
    .find((text) => text !== undefined);
  throw new PorticoError('failedToConnect', error ?? MESSAGES.failedToConnect);
}
