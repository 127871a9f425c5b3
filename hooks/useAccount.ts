import { useSelector } from '@xstate/react';
import {
  accountLabelOf,
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
import { useMessages } from './useMessages.ts';

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
 * and its symbol, and the last connection error (its text, and its code to branch on). For an
 * embedded-wallet account, `socialProvider` (§3) and `label`, how Account and Wallets name it in the
 * visitor's language ("Google · alice", "Farcaster · @alice", the email of an email login); for any
 * other, `label` is the wallet's name.
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
  const { t } = useMessages();
  const label = accountLabelOf({
    socialProvider: context?.socialProvider,
    user: context?.user,
    walletName: context?.connectedWalletInfo?.name,
  });
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
    /** §3 socialProvider: the embedded wallet's login provider (or 'farcaster'); undefined for email. */
    socialProvider: context?.socialProvider,
    /** How the account is named (see above), in the visitor's language. */
    label: label === undefined ? undefined : 'text' in label ? label.text : t(label.id, label.params),
    /** The §8 text of the last connection error ('Connection rejected', 'Modal closed', …), to show. */
    error: context?.error?.message ?? null,
    /** The code of the last connection error ('connectionRejected', 'modalClosed', …), to branch on. */
    errorCode: context?.error?.code ?? null,
    balance,
    /** The native balance in full ('1.234567890123456789'): round it with `useAmountFormat().balance`. */
    balanceValue,
    balanceSymbol,
  };
}
