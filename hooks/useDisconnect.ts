import { useMemo } from 'react';
import { type ChainNamespace, type DisconnectParameters, disconnect } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

/** Options of a disconnect (§4): the modal closes and the wallet is signed out unless told otherwise. */
export type DisconnectOptions = Omit<DisconnectParameters, 'namespace'> & { namespace?: string };

/**
 * Disconnect the visitor's wallet (§4): the account, network, connector id, user and wallet info are
 * cleared, and the modal closes unless `closeModal: false`. A refusal shows as 'Failed to disconnect'.
 */
export function useDisconnect() {
  const modal = usePortico();
  return useMemo(
    () => ({
      disconnect: (options: DisconnectOptions = {}) =>
        void disconnect(modal, {
          ...options,
          namespace: options.namespace as ChainNamespace | undefined,
        }).catch(() => {}),
    }),
    [modal],
  );
}
