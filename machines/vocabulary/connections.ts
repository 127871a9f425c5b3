/**
 * The connections by namespace as the children reported them, and the pure functions both the root
 * (machines/modal/) and the account session (machines/session/) read them with: what the router, the
 * network, the wallets and balances actors must be told, what is stored for the next visit, and when a
 * connect the visitor started is over (§2, §3, §4, §9). Here, not in either folder, because both use
 * them; the machines' guards call them, and connections.test.ts checks them.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { NetworkFacts } from '../network/network.context.ts';
import type { ConnectionReport } from './reports.ts';

/** The connections by namespace, as the root last heard them. */
export type ConnectionsByNamespace = Partial<Record<ChainNamespace, ConnectionReport>>;

const reportsOf = (connections: ConnectionsByNamespace): ConnectionReport[] =>
  Object.values(connections).filter((report): report is ConnectionReport => report !== undefined);

const isConnected = (report: ConnectionReport | undefined): report is ConnectionReport =>
  report?.status === 'connected' && report.address !== undefined && report.connectorId !== undefined;

/** §2 "while connected": an address is connected on some namespace. */
export function anyConnected(connections: ConnectionsByNamespace): boolean {
  return reportsOf(connections).some(isConnected);
}

/** What the network statechart must know (§4 switch rules): addresses, and who is connected on the active namespace. */
export function networkFactsOf(
  connections: ConnectionsByNamespace,
  activeNamespace: ChainNamespace | undefined,
): Pick<NetworkFacts, 'addressesByNamespace' | 'connectorsByNamespace' | 'connectorType' | 'connectorId'> {
  const addressesByNamespace: Partial<Record<string, string>> = {};
  for (const report of reportsOf(connections))
    if (isConnected(report)) addressesByNamespace[report.namespace] = report.address;
  const active = activeNamespace ? connections[activeNamespace] : undefined;
  return {
    addressesByNamespace,
    connectorsByNamespace: connectorsToRemember(connections),
    connectorType: isConnected(active) ? active.connectorType : undefined,
    connectorId: isConnected(active) ? active.connectorId : undefined,
  };
}

/** §4 "On load with reconnect enabled, existing connections are synced": the connector of each connected namespace. */
export function connectorsToRemember(
  connections: ConnectionsByNamespace,
): Partial<Record<ChainNamespace, string>> {
  const remembered: Partial<Record<ChainNamespace, string>> = {};
  for (const report of reportsOf(connections))
    if (isConnected(report)) remembered[report.namespace] = report.connectorId as string;
  return remembered;
}

/** The account a namespace's balances follow: address on chain, or nothing. */
export interface WatchedAccount {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
}

/** The account the balances of a report's namespace must follow, or undefined when none. */
export function watchedAccountOf(report: ConnectionReport): WatchedAccount | undefined {
  return isConnected(report) && report.caipAddress && report.caipNetworkId
    ? { caipAddress: report.caipAddress, caipNetworkId: report.caipNetworkId }
    : undefined;
}

/** A key that changes when the watched account or its chain changes ('' when none). */
export function watchKeyOf(account: WatchedAccount | undefined): string {
  return account ? `${account.caipAddress}@${account.caipNetworkId}` : '';
}

/**
 * A connect the visitor started through the modal, on these namespaces: a namespace has `started`
 * once it reports connecting for it; the attempt is over once every one has started and none is still
 * connecting. `connected`: at least one connected (then the modal closes, §2).
 */
export interface ConnectAttempt {
  namespaces: readonly ChainNamespace[];
  started: readonly ChainNamespace[];
  connected: boolean;
}

/** The attempt after a report of one of its namespaces (same object when the report is not its). */
export function attemptAfter(
  attempt: ConnectAttempt,
  previous: ConnectionReport | undefined,
  report: ConnectionReport,
): ConnectAttempt {
  if (!attempt.namespaces.includes(report.namespace)) return attempt;
  const starts = report.status === 'connecting' && report.pending === 'connect';
  return {
    namespaces: attempt.namespaces,
    started:
      starts && !attempt.started.includes(report.namespace)
        ? [...attempt.started, report.namespace]
        : attempt.started,
    connected: attempt.connected || justConnected(previous, report),
  };
}

/** Whether every namespace of the attempt has started and settled. */
export function attemptIsOver(attempt: ConnectAttempt, connections: ConnectionsByNamespace): boolean {
  return attempt.namespaces.every(
    (namespace) => attempt.started.includes(namespace) && connections[namespace]?.status !== 'connecting',
  );
}

/** Whether this report is a namespace that just connected (from connecting). */
export function justConnected(previous: ConnectionReport | undefined, report: ConnectionReport): boolean {
  return previous?.status === 'connecting' && isConnected(report);
}
