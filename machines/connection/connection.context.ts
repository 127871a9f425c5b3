/**
 * The connection machine's context (the §3 Account state fields a connection owns), its input, and the
 * pure updates the machine applies to it.
 */
import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  formatCaipAddress,
  formatCaipNetworkId,
  parseCaipNetworkId,
} from '../../domain/caip.ts';
import type { PorticoFailure } from '../../domain/errors.ts';
import type { LoginProvider } from '../../domain/socialProviders.ts';
import type { ConnectionReport } from '../vocabulary/reports.ts';
import type {
  ConnectedAccount,
  ConnectedWalletInfo,
  ConnectionAccount,
  ConnectionStatus,
  ConnectionUser,
  ConnectorType,
} from './connection.types.ts';

/** The connect the machine is running or about to run. */
export interface ConnectRequest {
  connectorId: string;
  /** Decides whether closing the modal cancels it (§4 Cancellation); unknown counts as cancellable. */
  connectorType?: ConnectorType;
}

/** How the running disconnect was asked for. */
export interface DisconnectOptions {
  /** §4 "the modal closes unless told otherwise". */
  closeModal: boolean;
  /** §4 "Sign-out on disconnect defaults to true". */
  signOut: boolean;
}

/** §4 defaults of a disconnect. */
export const DEFAULT_DISCONNECT_OPTIONS: DisconnectOptions = { closeModal: true, signOut: true };

/** What one namespace's connection knows. */
export interface ConnectionContext {
  namespace: ChainNamespace;
  /** The host's enableReconnect option (or what 'connection.load' said). */
  reconnect: boolean;
  /** The last connector stored for this namespace, synced on load. */
  knownConnectorId: string | undefined;
  /** §4 status; always matches the state (see the machine). */
  status: ConnectionStatus;
  caipAddress: CaipAddress | undefined;
  address: string | undefined;
  /** The chain the wallet is on, as a CAIP-2 id, and its reference alone ('1', '5eykt…'). */
  caipNetworkId: CaipNetworkId | undefined;
  chainId: string | undefined;
  connectorId: string | undefined;
  /** §3 Connector type of the connection's connector, when known. */
  connectorType: ConnectorType | undefined;
  accounts: ConnectionAccount[];
  user: ConnectionUser | undefined;
  /** §3 socialProvider: how the embedded wallet's user logged in, when not by email. */
  socialProvider: LoginProvider | undefined;
  connectedWalletInfo: ConnectedWalletInfo | undefined;
  /** The §8 failure of the last connect or disconnect (its code and text); kept until the next connect. */
  error: PorticoFailure | undefined;
  request: ConnectRequest | undefined;
  disconnect: DisconnectOptions;
}

/** Input of a connection actor. */
export interface ConnectionInput {
  namespace: ChainNamespace;
  /** The host's enableReconnect option. */
  reconnect: boolean;
  /** The last connector stored for this namespace. */
  knownConnectorId?: string;
}

/** The account fields, all cleared (§4 "On disconnect the account, network, connector id, user and wallet info are cleared"). */
export function clearedAccount(): Pick<
  ConnectionContext,
  | 'caipAddress'
  | 'address'
  | 'caipNetworkId'
  | 'chainId'
  | 'connectorId'
  | 'connectorType'
  | 'accounts'
  | 'user'
  | 'socialProvider'
  | 'connectedWalletInfo'
> {
  return {
    caipAddress: undefined,
    address: undefined,
    caipNetworkId: undefined,
    chainId: undefined,
    connectorId: undefined,
    connectorType: undefined,
    accounts: [],
    user: undefined,
    socialProvider: undefined,
    connectedWalletInfo: undefined,
  };
}

/** The context a connection starts with. */
export function initialContext(input: ConnectionInput): ConnectionContext {
  return {
    namespace: input.namespace,
    reconnect: input.reconnect,
    knownConnectorId: input.knownConnectorId,
    status: 'disconnected',
    ...clearedAccount(),
    error: undefined,
    request: undefined,
    disconnect: DEFAULT_DISCONNECT_OPTIONS,
  };
}

/** CAIP-10 address, or undefined when the parts do not make one (a wallet sent nonsense). */
function safeCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress | undefined {
  try {
    const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId);
    return formatCaipAddress({ chainNamespace, chainId, address });
  } catch {
    return undefined;
  }
}

/** The chain reference of a CAIP-2 id ('eip155:1' → '1'). */
function referenceOf(caipNetworkId: CaipNetworkId): string | undefined {
  try {
    return parseCaipNetworkId(caipNetworkId).chainId;
  } catch {
    return undefined;
  }
}

/** The context fields of a connected account; a connect or sync that succeeds also clears the error. */
export function accountFields(
  account: ConnectedAccount,
  request?: ConnectRequest,
): Partial<ConnectionContext> {
  return {
    caipAddress: safeCaipAddress(account.chainId, account.address),
    address: account.address,
    caipNetworkId: account.chainId,
    chainId: referenceOf(account.chainId),
    connectorId: account.connectorId,
    connectorType: account.connectorType ?? request?.connectorType,
    accounts: account.accounts,
    user: account.user,
    socialProvider: account.socialProvider,
    connectedWalletInfo: account.walletInfo,
    error: undefined,
  };
}

/**
 * The account list after the wallet reported new addresses: known addresses keep their type, new
 * ones count as EOAs (a wallet's own accounts), and the first address is the one in use.
 */
export function addressFields(
  context: ConnectionContext,
  addresses: readonly string[],
): Partial<ConnectionContext> {
  const [address] = addresses;
  const typeOf = (candidate: string) =>
    context.accounts.find((account) => account.address === candidate)?.type ?? 'eoa';
  return {
    address,
    caipAddress:
      address !== undefined && context.caipNetworkId !== undefined
        ? safeCaipAddress(context.caipNetworkId, address)
        : undefined,
    accounts: addresses.map((candidate) => ({ address: candidate, type: typeOf(candidate) })),
  };
}

/**
 * The CAIP-2 id of a chain a provider reported on this namespace: a CAIP-2 id of this namespace as is,
 * EIP-1193's hex ('0x89' → 'eip155:137'), or a bare reference. Undefined for anything else.
 */
export function providerChainId(
  namespace: ChainNamespace,
  chainId: string | number,
): CaipNetworkId | undefined {
  try {
    if (typeof chainId === 'string' && chainId.includes(':')) {
      const parts = parseCaipNetworkId(chainId);
      return parts.chainNamespace === namespace ? formatCaipNetworkId(namespace, parts.chainId) : undefined;
    }
    if (typeof chainId === 'string' && /^0x[0-9a-f]+$/i.test(chainId)) {
      return formatCaipNetworkId(namespace, Number.parseInt(chainId, 16));
    }
    return formatCaipNetworkId(namespace, chainId);
  } catch {
    return undefined;
  }
}

/** The context fields after the wallet moved to another chain: the address follows the chain. */
export function chainFields(
  context: ConnectionContext,
  caipNetworkId: CaipNetworkId,
): Partial<ConnectionContext> {
  return {
    caipNetworkId,
    chainId: referenceOf(caipNetworkId),
    caipAddress: context.address !== undefined ? safeCaipAddress(caipNetworkId, context.address) : undefined,
  };
}

/** What the parent is told about this connection (machines/vocabulary/reports.ts). */
export function connectionReport(context: ConnectionContext): ConnectionReport {
  return {
    namespace: context.namespace,
    status: context.status,
    connectorId: context.connectorId ?? context.request?.connectorId,
    connectorType: context.connectorType ?? context.request?.connectorType,
    address: context.address,
    caipAddress: context.caipAddress,
    caipNetworkId: context.caipNetworkId,
    accounts: context.accounts,
    pending:
      context.status !== 'connecting'
        ? undefined
        : context.request
          ? 'connect'
          : context.knownConnectorId !== undefined
            ? 'restore'
            : undefined,
  };
}
