import type { ChainNamespace } from '../../domain/caip.ts';
import { errorOfFailure, type PorticoError } from '../../domain/errors.ts';
import { connectionActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { waitUntil } from './waitUntil.ts';

/** Options of a disconnect (§4): the modal closes and the wallet is signed out unless told otherwise. */
export type DisconnectParameters = {
  /** Only this chain namespace; every connected one by default. */
  namespace?: ChainNamespace;
  /** Close the modal afterwards (default true). */
  closeModal?: boolean;
  /**
   * Sign out too (default true: "Sign-out on disconnect defaults to true"): the wallet's permissions
   * and the sign-in (SIWX) session of the account; false keeps both.
   */
  signOut?: boolean;
};

/** What `disconnect` resolves with: nothing, once every namespace asked is disconnected. */
export type DisconnectReturnType = void;

/** How `disconnect` fails: a PorticoError 'Failed to disconnect' (the account stays connected). */
export type DisconnectErrorType = PorticoError;

/**
 * Disconnect the visitor's wallet (§4): the account, network, connector id, user and wallet info are
 * cleared, and the modal closes unless `closeModal: false`. Resolves once every namespace asked is
 * disconnected; rejects with 'Failed to disconnect' when the wallet refused. Before the engine has
 * loaded nothing is connected, so it resolves at once.
 */
export async function disconnect(
  modal: PorticoModal,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const engine = modal.engine;
  if (!engine) return;
  const namespaces = parameters.namespace ? [parameters.namespace] : engine.namespaces;
  engine.actor.send({ type: 'modal.disconnect', ...parameters });
  for (const namespace of namespaces) {
    const connection = connectionActorOf(engine.actor.getSnapshot(), namespace);
    if (!connection) continue;
    const settled = await waitUntil(connection, (snapshot) => !snapshot.matches('disconnecting'));
    if (settled.context.status === 'connected' && settled.context.error?.code === 'failedToDisconnect')
      throw errorOfFailure(settled.context.error);
  }
}
