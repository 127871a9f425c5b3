import { useMemo } from 'react';
import type { Connector } from '../headless/connectors/types.ts';
import type { PorticoEngine } from '../headless/engine.ts';
import { WALLET_CONNECT_ID } from '../headless/walletConnectIds.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngineStore } from './useEngineStore.ts';

const NO_CONNECTORS: readonly Connector[] = [];
const connectorsStore = (engine: PorticoEngine) => engine.connectors;

/**
 * The wallets in the page (§1: injected, EIP-6963 announced, Wallet Standard Solana wallets; a wallet
 * offering several namespaces shows once, as MULTI_CHAIN) and `connect`, which connects a connector on
 * every namespace the app uses that it supports. Follow the result with `useAccount`: status
 * connecting, then connected, or an error ('Connection rejected', 'Failed to connect', 'Modal closed').
 */
export function useConnect() {
  const modal = usePortico();
  const connectors = useEngineStore(connectorsStore, NO_CONNECTORS);

  const connect = useMemo(
    () => (connectorId: string) => {
      void modal.load().then(
        (engine) => {
          const connector = engine.connectors.getConnector(connectorId);
          // A pairing session carries every namespace the wallet approves: ask for all the app's
          // namespaces that pairing supports. A wallet in the page connects the ones it offers.
          const namespaces = connector
            ? connector.namespaces.filter((namespace) => engine.namespaces.includes(namespace))
            : connectorId === WALLET_CONNECT_ID
              ? engine.namespaces.filter((namespace) => namespace === 'eip155' || namespace === 'solana')
              : engine.namespaces.slice(0, 1);
          for (const namespace of namespaces) {
            engine.connection(namespace)?.send({
              type: 'connection.connect',
              connectorId,
              connectorType:
                connector?.type ?? (connectorId === WALLET_CONNECT_ID ? 'WALLET_CONNECT' : undefined),
            });
          }
        },
        () => {},
      );
    },
    [modal],
  );

  return { connectors, connect };
}
