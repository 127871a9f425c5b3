import { useSelector } from '@xstate/react';
import {
  type BalancesSnapshot,
  balancesActorOf,
  type ConnectionSnapshot,
  connectionActorOf,
  type NetworkSnapshot,
  selectBalanceSymbol,
  selectBalanceValue,
  selectFormattedBalance,
} from '../headless/index.ts';
import { useEngine } from './useEngine.ts';

/** The account fields of one namespace's connection (§3 account state). */
export type AccountState = ReturnType<typeof useAccount>;

const selectActiveNamespace = (snapshot: NetworkSnapshot | undefined) => snapshot?.context.activeNamespace;
const selectContext = (snapshot: ConnectionSnapshot | undefined) => snapshot?.context;
const selectBalance = (snapshot: BalancesSnapshot | undefined) =>
  snapshot ? selectFormattedBalance(snapshot) : undefined;
const selectValue = (snapshot: BalancesSnapshot | undefined) =>
  snapshot ? selectBalanceValue(snapshot) : undefined;
const selectSymbol = (snapshot: BalancesSnapshot | undefined) =>
  snapshot ? selectBalanceSymbol(snapshot) : undefined;

/**
 * The connected account (§3 account state) of a chain namespace, by default the active one: status
 * (disconnected, connecting, connected), address and CAIP address, chain, connector, accounts, user,
 * wallet info, the native balance (3 decimals, and in full as `balanceValue` for `useAmountFormat`)
 * and its symbol, and the last connection error.
 */
export function useAccount(namespace?: string) {
  const engine = useEngine();
  const activeNamespace = useSelector(engine?.network, selectActiveNamespace);
  const target = namespace ?? activeNamespace;
  // The connection and balances actors are children of the root: the root's snapshot finds them.
  const connection = useSelector(engine?.actor, (root) =>
    root && target ? connectionActorOf(root, target) : undefined,
  );
  const balances = useSelector(engine?.actor, (root) =>
    root && target ? balancesActorOf(root, target) : undefined,
  );
  const context = useSelector(connection, selectContext);
  const balance = useSelector(balances, selectBalance);
  const balanceValue = useSelector(balances, selectValue);
  const balanceSymbol = useSelector(balances, selectSymbol);
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
    /** §3 the connector type of the connection (AUTH: the embedded wallet). */
    connectorType: context?.connectorType,
    accounts: context?.accounts ?? [],
    user: context?.user,
    connectedWalletInfo: context?.connectedWalletInfo,
    error: context?.error ?? null,
    balance,
    /** The native balance in full ('1.234567890123456789'): round it with `useAmountFormat().balance`. */
    balanceValue,
    balanceSymbol,
  };
}
