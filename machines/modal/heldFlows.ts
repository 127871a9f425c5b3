/**
 * The flows a view or a custom UI holds (a swap, an on-ramp purchase, §4 name registration), as the
 * root knows them: their names, the view whose stay in the router's stack keeps each one, and the
 * facts each follows, as pure functions of what the root heard. A file free of xstate, so the actions
 * and hooks on the host's first load can name a flow without loading the statecharts.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import { isEmbeddedConnectorType } from '../../domain/connectorTypes.ts';
import type { AccountRef } from '../account/account.ts';
import type { ConnectionsByNamespace } from '../vocabulary/connections.ts';
import type { ConnectionReport } from '../vocabulary/reports.ts';
import type { ViewName } from '../vocabulary/views.ts';

/** The held flows; each is the root's child of this id while it runs. */
export const HELD_FLOWS = ['swap', 'onramp', 'nameRegistration'] as const;

/** A flow a view or a custom UI holds. */
export type HeldFlow = (typeof HELD_FLOWS)[number];

/**
 * The view that keeps each flow while it stays in the router's stack, on screen or beneath another:
 * Swap under SwapSelectToken, SwapPreview and the embedded wallet's ApproveTransaction; OnRamp under
 * OnRampProviders and BuyInProgress; RegisterAccountName under the ApproveTransaction of its signature.
 */
export const FLOW_VIEWS: Readonly<Record<HeldFlow, ViewName>> = {
  swap: 'Swap',
  onramp: 'OnRamp',
  nameRegistration: 'RegisterAccountName',
};

/** How many hold each flow (views and custom UIs mounted): none at first. */
export const NO_HOLDERS: Readonly<Record<HeldFlow, number>> = { swap: 0, onramp: 0, nameRegistration: 0 };

const isConnected = (report: ConnectionReport | undefined): report is ConnectionReport =>
  report?.status === 'connected' && report.address !== undefined;

/** What the flows follow: the connections, the active namespace and the active network. */
export interface FlowFacts {
  connections: ConnectionsByNamespace;
  activeNamespace: string | undefined;
  activeNetwork: CaipNetworkId | undefined;
}

/** The account a swap or a purchase works for: the active namespace's connected account, if any. */
export function flowAccountOf({ connections, activeNamespace }: FlowFacts): AccountRef | undefined {
  const active = activeNamespace ? connections[activeNamespace as keyof ConnectionsByNamespace] : undefined;
  return isConnected(active) && active.caipAddress && active.caipNetworkId
    ? { caipAddress: active.caipAddress, caipNetworkId: active.caipNetworkId }
    : undefined;
}

/** §4 what name registration needs: the eip155 address, the active network, whether AUTH signs. */
export function nameFactsOf({ connections, activeNetwork }: FlowFacts): {
  address: string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  hasAuthConnector: boolean;
} {
  const evm = connections.eip155;
  const connected = isConnected(evm);
  return {
    address: connected ? evm.address : undefined,
    caipNetworkId: activeNetwork,
    // §4: the auth (embedded) wallet registers names; its connection is the one that signs.
    hasAuthConnector: connected && isEmbeddedConnectorType(evm.connectorType),
  };
}
