import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectActiveConnection,
  selectConnections,
  selectIsBusy,
  selectWalletsError,
  switchConnection,
  type WalletConnection,
  type WalletsSnapshot,
  walletsActorOf,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

const NO_CONNECTIONS: readonly WalletConnection[] = [];
type Snapshot = WalletsSnapshot | undefined;
const selectList = (snapshot: Snapshot): readonly WalletConnection[] =>
  snapshot ? selectConnections(snapshot) : NO_CONNECTIONS;
const selectActive = (snapshot: Snapshot) => (snapshot ? selectActiveConnection(snapshot) : undefined);
const selectBusy = (snapshot: Snapshot) => (snapshot ? selectIsBusy(snapshot) : false);
const selectErrorOrNull = (snapshot: Snapshot) =>
  (snapshot ? selectWalletsError(snapshot) : undefined) ?? null;

/**
 * The visitor's wallets for multi-wallet (§4 individual connection status: connected, active,
 * disconnected). `switchConnection` reconnects an active or connected one, or starts the email,
 * social or pairing flow of a disconnected one; with the multiWallet feature off it shows the info
 * alert 'Multi-Wallet Not Enabled' and does nothing else.
 */
export function useConnections() {
  const modal = usePortico();
  const engine = useEngine();
  // The wallets actor starts with the first connection: the root's snapshot finds it then.
  const wallets = useSelector(engine?.actor, (root) => (root ? walletsActorOf(root) : undefined));
  const connections = useSelector(wallets, selectList);
  const active = useSelector(wallets, selectActive);
  const isBusy = useSelector(wallets, selectBusy);
  const error = useSelector(wallets, selectErrorOrNull);
  const actions = useMemo(
    () => ({
      switchConnection: (connectionId: string) => switchConnection(modal, { connectionId }),
    }),
    [modal],
  );
  return { connections, active, isBusy, error, ...actions };
}
