import { useMemo } from 'react';
import { usePortico } from './PorticoProvider.tsx';

/** Options of a disconnect (§4): the modal closes and the wallet is signed out unless told otherwise. */
export interface DisconnectOptions {
  /** Only this chain namespace; all of them by default. */
  namespace?: string;
  /** Close the modal afterwards (default true). */
  closeModal?: boolean;
  /** Sign out of the wallet too (default true: "Sign-out on disconnect defaults to true"). */
  signOut?: boolean;
}

/**
 * Disconnect the visitor's wallet (§4): the account, network, connector id, user and wallet info are
 * cleared, and the modal closes unless `closeModal: false`.
 */
export function useDisconnect() {
  const modal = usePortico();
  return useMemo(
    () => ({
      disconnect: (options: DisconnectOptions = {}) => {
        const engine = modal.engine;
        if (!engine) return;
        const namespaces = options.namespace ? [options.namespace] : engine.namespaces;
        for (const namespace of namespaces) {
          engine.connection(namespace)?.send({
            type: 'connection.disconnect',
            closeModal: options.closeModal,
            signOut: options.signOut,
          });
        }
      },
    }),
    [modal],
  );
}
