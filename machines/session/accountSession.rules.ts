/**
 * Pure rules of the account session (accountSession.machine.ts): the multi-wallet list (§4 Individual
 * connection status), which namespaces a connect still has to connect, and where the embedded wallet
 * is connected. The machine's guards and actions call them; accountSession.rules.test.ts checks them.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { WalletConnection } from '../connection/wallets.context.ts';
import type { ConnectionsByNamespace } from '../modal/modal.coordination.ts';
import type { ConnectionReport } from '../modal/reports.ts';

type KnownWallets = Partial<Record<ChainNamespace, WalletConnection>>;

const isConnected = (report: ConnectionReport | undefined): report is ConnectionReport =>
  report?.status === 'connected' && report.address !== undefined && report.connectorId !== undefined;

/**
 * §4 multi-wallet: a connection that connects is listed; one that disconnects stays listed (as
 * disconnected, with the connector and accounts it had) so that switching to it starts its flow again.
 */
export function rememberWallet(known: KnownWallets, report: ConnectionReport): KnownWallets {
  if (!isConnected(report)) return known;
  const connectorId = report.connectorId as string;
  return {
    ...known,
    [report.namespace]: {
      id: `${connectorId}:${report.namespace}`,
      connectorId,
      namespace: report.namespace,
      accounts: [...report.accounts],
      status: 'connected',
    },
  };
}

/**
 * §4 Individual connection status of each listed wallet, in the app's namespace order: active (the
 * active namespace's), connected or disconnected.
 */
export function walletListOf(
  known: KnownWallets,
  connections: ConnectionsByNamespace,
  activeNamespace: ChainNamespace | undefined,
  namespaces: readonly ChainNamespace[],
): WalletConnection[] {
  return namespaces.flatMap((namespace) => {
    const wallet = known[namespace];
    if (!wallet) return [];
    const report = connections[wallet.namespace];
    const live = isConnected(report) && report.connectorId === wallet.connectorId;
    const status = !live ? 'disconnected' : wallet.namespace === activeNamespace ? 'active' : 'connected';
    return [{ ...wallet, status }];
  });
}

/** The namespaces of a connect that are not connected yet (§4: a connected one keeps its connection). */
export function namespacesToConnect(
  connections: ConnectionsByNamespace,
  requested: readonly ChainNamespace[],
): ChainNamespace[] {
  return requested.filter((namespace) => connections[namespace]?.status !== 'connected');
}

/** The namespaces the embedded wallet (AUTH connector) is connected on. */
export function embeddedNamespaces(connections: ConnectionsByNamespace): ChainNamespace[] {
  return Object.values(connections).flatMap((report) =>
    report?.status === 'connected' && report.connectorType === 'AUTH' ? [report.namespace] : [],
  );
}

/** The namespaces of a CAIP-2 network id list ('eip155:1' → 'eip155'). */
export function namespaceOf(caipNetworkId: string): string {
  return caipNetworkId.split(':')[0] ?? '';
}
