/**
 * Pure rules of the account session (accountSession.machine.ts): the multi-wallet list (§4 Individual
 * connection status), which namespaces a connect still has to connect, and where the embedded wallet
 * is connected. The machine's guards and actions call them; accountSession.rules.test.ts checks them.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import { isEmbeddedConnectorType } from '../../domain/connectorTypes.ts';
import type { ConnectionAccount } from '../connection/connection.types.ts';
import type { WalletConnection } from '../connection/wallets.context.ts';
import type { ConnectionsByNamespace } from '../vocabulary/connections.ts';
import type { ConnectionReport } from '../vocabulary/reports.ts';

/**
 * What the session remembers of a wallet that connected (§4 multi-wallet): its accounts on each
 * namespace it connected on. Keyed by connector, so that one wallet on several namespaces (the
 * embedded wallet, a multi-chain wallet) is one wallet, not one per namespace.
 */
export interface KnownWallet {
  connectorId: string;
  accounts: Partial<Record<ChainNamespace, ConnectionAccount[]>>;
}

/** The known wallets, by connector id. */
export type KnownWallets = Readonly<Record<string, KnownWallet>>;

const isConnected = (report: ConnectionReport | undefined): report is ConnectionReport =>
  report?.status === 'connected' && report.address !== undefined && report.connectorId !== undefined;

/**
 * §4 multi-wallet: a connection that connects is listed under its wallet; one that disconnects stays
 * listed (as disconnected, with the accounts it had) so that switching to it starts its flow again.
 */
export function rememberWallet(known: KnownWallets, report: ConnectionReport): KnownWallets {
  if (!isConnected(report)) return known;
  const connectorId = report.connectorId as string;
  return {
    ...known,
    [connectorId]: {
      connectorId,
      accounts: { ...known[connectorId]?.accounts, [report.namespace]: [...report.accounts] },
    },
  };
}

/**
 * §4 Individual connection status of each known wallet, one entry per wallet, ordered by its first
 * namespace in the app's order: active (it holds the active namespace), connected (it holds another
 * one) or disconnected (none any more). A wallet still connected somewhere shows the namespaces it
 * holds; one disconnected everywhere, those it held.
 */
export function walletListOf(
  known: KnownWallets,
  connections: ConnectionsByNamespace,
  activeNamespace: ChainNamespace | undefined,
  namespaces: readonly ChainNamespace[],
): WalletConnection[] {
  const rankOf = (wallet: WalletConnection) => namespaces.indexOf(wallet.namespaces[0] as ChainNamespace);
  return Object.values(known)
    .flatMap((wallet): WalletConnection[] => {
      const held = namespaces.filter((namespace) => wallet.accounts[namespace] !== undefined);
      const live = held.filter((namespace) => {
        const report = connections[namespace];
        return isConnected(report) && report.connectorId === wallet.connectorId;
      });
      const shown = live.length > 0 ? live : held;
      if (shown.length === 0) return [];
      const status =
        live.length === 0
          ? 'disconnected'
          : activeNamespace !== undefined && live.includes(activeNamespace)
            ? 'active'
            : 'connected';
      return [
        {
          id: wallet.connectorId,
          connectorId: wallet.connectorId,
          namespaces: shown,
          accounts: shown.flatMap((namespace) =>
            (wallet.accounts[namespace] ?? []).map((account) => ({ ...account, namespace })),
          ),
          status,
        },
      ];
    })
    .sort((a, b) => rankOf(a) - rankOf(b));
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
    report?.status === 'connected' && isEmbeddedConnectorType(report.connectorType) ? [report.namespace] : [],
  );
}

/** The namespaces of a CAIP-2 network id list ('eip155:1' → 'eip155'). */
export function namespaceOf(caipNetworkId: string): string {
  return caipNetworkId.split(':')[0] ?? '';
}
