import { useCallback } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PorticoEngine } from '../headless/engine.ts';
import type { balancesMachine } from '../machines/balances/balances.machine.ts';
import { selectBalanceSymbol, selectFormattedBalance } from '../machines/balances/balances.selectors.ts';
import type { ConnectionContext } from '../machines/connection/connection.context.ts';
import type { connectionMachine } from '../machines/connection/connection.machine.ts';
import type { networkMachine } from '../machines/network/network.machine.ts';
import { useEngineSelector } from './useEngineSelector.ts';

type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>;
type BalancesSnapshot = SnapshotFrom<typeof balancesMachine>;
type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

/** The account fields of one namespace's connection (§3 account state). */
export type AccountState = Pick<
  ConnectionContext,
  | 'namespace'
  | 'status'
  | 'caipAddress'
  | 'address'
  | 'caipNetworkId'
  | 'chainId'
  | 'connectorId'
  | 'accounts'
  | 'user'
  | 'connectedWalletInfo'
  | 'error'
>;

const NOT_LOADED = undefined;
const pickNetwork = (engine: PorticoEngine) => engine.network;
const selectActiveNamespace = (snapshot: NetworkSnapshot) => snapshot.context.activeNamespace;
const selectConnectionContext = (snapshot: ConnectionSnapshot) => snapshot.context;
const selectBalance = (snapshot: BalancesSnapshot) => selectFormattedBalance(snapshot);
const selectSymbol = (snapshot: BalancesSnapshot) => selectBalanceSymbol(snapshot);

// Before the engine loads, or for a namespace the app does not use, nothing is connected.
const IDLE = { getSnapshot: () => undefined, subscribe: () => ({ unsubscribe() {} }) };

/**
 * The connected account (§3 account state) of a chain namespace, by default the active one: status
 * (disconnected, connecting, connected), address and CAIP address, chain, connector, accounts, user,
 * wallet info, the native balance (3 decimals) and its symbol, and the last connection error.
 */
export function useAccount(namespace?: string) {
  const activeNamespace = useEngineSelector(pickNetwork, selectActiveNamespace, NOT_LOADED);
  const target = namespace ?? activeNamespace;
  const pickConnection = useCallback(
    (engine: PorticoEngine) => (target && engine.connection(target)) || IDLE,
    [target],
  );
  const pickBalances = useCallback(
    (engine: PorticoEngine) => (target && engine.balances(target)) || IDLE,
    [target],
  );
  const context = useEngineSelector(
    pickConnection,
    (snapshot: ConnectionSnapshot | undefined) => (snapshot ? selectConnectionContext(snapshot) : undefined),
    undefined,
  );
  const balance = useEngineSelector(
    pickBalances,
    (snapshot: BalancesSnapshot | undefined) => (snapshot ? selectBalance(snapshot) : undefined),
    undefined,
  );
  const balanceSymbol = useEngineSelector(
    pickBalances,
    (snapshot: BalancesSnapshot | undefined) => (snapshot ? selectSymbol(snapshot) : undefined),
    undefined,
  );
  return {
    namespace: target,
    status: context?.status ?? 'disconnected',
    isConnected: context?.status === 'connected',
    isConnecting: context?.status === 'connecting',
    address: context?.address,
    caipAddress: context?.caipAddress,
    caipNetworkId: context?.caipNetworkId,
    chainId: context?.chainId,
    connectorId: context?.connectorId,
    accounts: context?.accounts ?? [],
    user: context?.user,
    connectedWalletInfo: context?.connectedWalletInfo,
    error: context?.error ?? null,
    balance,
    balanceSymbol,
  };
}
