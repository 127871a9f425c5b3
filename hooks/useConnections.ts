import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PorticoEngine } from '../headless/engine.ts';
import type { WalletConnection } from '../machines/connection/wallets.context.ts';
import type { walletsMachine } from '../machines/connection/wallets.machine.ts';
import {
  selectActiveConnection,
  selectConnections,
  selectIsBusy,
  selectWalletsError,
} from '../machines/connection/wallets.selectors.ts';
import { usePortico } from './PorticoProvider.tsx';
import { sameItems, useEngineSelector } from './useEngineSelector.ts';

type WalletsSnapshot = SnapshotFrom<typeof walletsMachine>;

const NO_CONNECTIONS: readonly WalletConnection[] = [];
const pickWallets = (engine: PorticoEngine) => engine.wallets;
// The wallets actor starts with the first connection: no snapshot before (useEngineSelector's fallback).
const selectList = (snapshot: WalletsSnapshot | undefined): readonly WalletConnection[] =>
  snapshot ? selectConnections(snapshot) : NO_CONNECTIONS;
const selectActive = (snapshot: WalletsSnapshot | undefined) =>
  snapshot ? selectActiveConnection(snapshot) : undefined;
const selectBusy = (snapshot: WalletsSnapshot | undefined) => (snapshot ? selectIsBusy(snapshot) : false);
const selectErrorOrNull = (snapshot: WalletsSnapshot | undefined) =>
  (snapshot ? selectWalletsError(snapshot) : undefined) ?? null;

/**
 * The visitor's wallets for multi-wallet (§4 individual connection status: connected, active,
 * disconnected). `switchConnection` reconnects an active or connected one, or starts the email,
 * social or pairing flow of a disconnected one; with the multiWallet feature off it shows the info
 * alert 'Multi-Wallet Not Enabled' and does nothing else.
 */
export function useConnections() {
  const modal = usePortico();
  const connections = useEngineSelector(pickWallets, selectList, NO_CONNECTIONS, sameItems);
  const active = useEngineSelector(pickWallets, selectActive, undefined);
  const isBusy = useEngineSelector(pickWallets, selectBusy, false);
  const error = useEngineSelector(pickWallets, selectErrorOrNull, null);
  const actions = useMemo(
    () => ({
      switchConnection: (connectionId: string) =>
        modal.engine?.wallets.send({ type: 'wallets.switch', connectionId }),
      setAccountType: (connectionId: string, accountType: 'smartAccount' | 'eoa') =>
        modal.engine?.wallets.send({ type: 'wallets.setAccountType', connectionId, accountType }),
    }),
    [modal],
  );
  return { connections, active, isBusy, error, ...actions };
}
