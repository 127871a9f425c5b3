import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type {
  ConnectionAccount,
  ConnectionStatus,
  ConnectorType,
} from '../../machines/connection/connection.types.ts';
import type { PorticoModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';

/** The account of one chain namespace (§3 account state), as the actions report it. */
export interface GetAccountReturnType {
  namespace: ChainNamespace | undefined;
  status: ConnectionStatus;
  isConnected: boolean;
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  connectorId: string | undefined;
  connectorType: ConnectorType | undefined;
  accounts: readonly ConnectionAccount[];
}

/** Which namespace to read: the active one by default. */
export type GetAccountParameters = { namespace?: ChainNamespace };

const DISCONNECTED: Omit<GetAccountReturnType, 'namespace'> = {
  status: 'disconnected',
  isConnected: false,
  address: undefined,
  caipAddress: undefined,
  caipNetworkId: undefined,
  connectorId: undefined,
  connectorType: undefined,
  accounts: [],
};

/** The account of a namespace in a running engine (the active namespace by default). */
export function accountOf(
  engine: PorticoEngine,
  parameters: GetAccountParameters = {},
): GetAccountReturnType {
  const { connections, activeNamespace } = engine.actor.getSnapshot().context;
  const namespace = parameters.namespace ?? activeNamespace;
  const report = namespace ? connections[namespace] : undefined;
  if (!report) return { namespace, ...DISCONNECTED };
  return {
    namespace,
    status: report.status,
    isConnected: report.status === 'connected',
    address: report.address,
    caipAddress: report.caipAddress,
    caipNetworkId: report.caipNetworkId,
    connectorId: report.connectorId,
    connectorType: report.connectorType,
    accounts: report.accounts,
  };
}

/**
 * The visitor's account on a chain namespace (the active one by default): status (disconnected,
 * connecting, connected), address, CAIP address and chain, connector. Before the engine has loaded,
 * the account reads as disconnected.
 */
export function getAccount(modal: PorticoModal, parameters: GetAccountParameters = {}): GetAccountReturnType {
  return modal.engine
    ? accountOf(modal.engine, parameters)
    : { namespace: parameters.namespace, ...DISCONNECTED };
}

/** Whether two account readings are the same (the watchers call back only on a change). */
export function sameAccount(a: GetAccountReturnType, b: GetAccountReturnType): boolean {
  return (
    a.namespace === b.namespace &&
    a.status === b.status &&
    a.caipAddress === b.caipAddress &&
    a.address === b.address &&
    a.connectorId === b.connectorId &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((account, index) => {
      const other = b.accounts[index];
      return other?.address === account.address && other.type === account.type;
    })
  );
}
