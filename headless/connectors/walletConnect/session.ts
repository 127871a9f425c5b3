/**
 * A settled session as the connection machine sees it: the accounts per namespace (§3 Connection,
 * from the session's CAIP-10 accounts), the wallet's info from its metadata, the session to restore
 * after a reload, disconnecting, and the session's events as the machine's ProviderEvents.
 */

import { type CaipNetworkId, isCaipAddress, parseCaipAddress } from '../../../domain/caip.ts';
import type {
  ConnectedAccount,
  ConnectedWalletInfo,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
} from '../../../machines/connection/connection.types.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import type { PairingNamespace } from './namespaces.ts';

/** The connector id of the pairing connector when the host gives none. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** The namespaces a session is read for. */
export const PAIRING_NAMESPACES: readonly PairingNamespace[] = ['eip155', 'solana'];

/** The wallet as the UI shows it, plus the url from its metadata. */
export interface WalletConnectWalletInfo extends ConnectedWalletInfo {
  url?: string;
}

/** Options of the conversions. */
export interface SessionAccountOptions {
  /** Default {@link WALLET_CONNECT_CONNECTOR_ID}. */
  connectorId?: string;
  /** The chain the app prefers (its active network): used when the session has an account on it. */
  chainId?: CaipNetworkId;
}

/** The wallet's name, first icon and url from the session's peer metadata. */
export function peerWalletInfo(session: WalletConnectSession): WalletConnectWalletInfo {
  const { name, icons, url } = session.peer.metadata;
  const [icon] = icons ?? [];
  return { name: name || 'WalletConnect', ...(icon ? { icon } : {}), ...(url ? { url } : {}) };
}

/**
 * The session's account on `namespace` as a ConnectedAccount, or null when the session has no account
 * there. `chainId` is the preferred chain when an account is on it, else the chain of the namespace's
 * first account; `address` is the first account on that chain; `accounts` every distinct address of the
 * namespace (that one first), as EOAs. Malformed CAIP-10 accounts are skipped.
 */
export function sessionAccount(
  session: WalletConnectSession,
  namespace: PairingNamespace,
  options: SessionAccountOptions = {},
): ConnectedAccount | null {
  const parsed = (session.namespaces[namespace]?.accounts ?? [])
    .filter(isCaipAddress)
    .map(parseCaipAddress)
    .filter((account) => account.chainNamespace === namespace);
  const preferred = parsed.find((account) => `${namespace}:${account.chainId}` === options.chainId);
  const chosen = preferred ?? parsed[0];
  if (!chosen) return null;
  const addresses = [...new Set([chosen.address, ...parsed.map((account) => account.address)])];
  return {
    address: chosen.address,
    chainId: `${namespace}:${chosen.chainId}`,
    connectorId: options.connectorId ?? WALLET_CONNECT_CONNECTOR_ID,
    accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
    walletInfo: peerWalletInfo(session),
  };
}

/** The session's accounts for every namespace it has an account on. */
export type SessionAccounts = Partial<Record<PairingNamespace, ConnectedAccount>>;

/** {@link sessionAccount} for eip155 and solana; namespaces without an account are absent. */
export function sessionAccounts(
  session: WalletConnectSession,
  options: SessionAccountOptions = {},
): SessionAccounts {
  const result: SessionAccounts = {};
  for (const namespace of PAIRING_NAMESPACES) {
    const account = sessionAccount(session, namespace, options);
    if (account) result[namespace] = account;
  }
  return result;
}

/** The acknowledged, unexpired session with the latest expiry (`expiry` is in seconds), or null. */
export function latestSession(
  client: WalletConnectClient,
  now: number = Date.now(),
): WalletConnectSession | null {
  const live = client.session
    .getAll()
    .filter((session) => session.acknowledged && session.expiry * 1000 > now);
  return live.sort((a, b) => b.expiry - a.expiry)[0] ?? null;
}

/** A session found in storage with its accounts. */
export interface RestoredSession {
  session: WalletConnectSession;
  accounts: SessionAccounts;
}

/**
 * Reconnect after a reload: the latest live session in the client's storage and its accounts per
 * namespace, or null when there is none (or it has no eip155 or solana account). Asks nothing of the
 * wallet.
 */
export function restoreSession(
  client: WalletConnectClient,
  options: SessionAccountOptions & { now?: number } = {},
): RestoredSession | null {
  const session = latestSession(client, options.now);
  if (!session) return null;
  const accounts = sessionAccounts(session, options);
  return Object.keys(accounts).length > 0 ? { session, accounts } : null;
}

/**
 * `syncConnection` for the pairing connector: the restored session's account on the input's
 * namespace, or null (no stored connector, no live session, or no account on that namespace).
 */
export function syncWalletConnect(
  client: WalletConnectClient,
  input: SyncConnectionInput,
  options: SessionAccountOptions & { now?: number } = {},
): SyncConnectionOutput {
  if (!input.connectorId || (input.namespace !== 'eip155' && input.namespace !== 'solana')) return null;
  const restored = restoreSession(client, { ...options, connectorId: input.connectorId });
  return restored?.accounts[input.namespace] ?? null;
}

/** The reason sent to the wallet when the user disconnects. */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/** How long {@link disconnectSession} waits for the relay before dropping the session locally. */
export const DISCONNECT_WAIT_MS = 5_000;

/**
 * Ends a session from the app's side: tells the wallet (6000 user disconnected) and deletes it. Never
 * fails: when the relay does not answer within `timeoutMs` or the call fails, the session is deleted
 * locally so that it is not restored on the next load.
 */
export async function disconnectSession(
  client: WalletConnectClient,
  topic: string,
  timeoutMs: number = DISCONNECT_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    await Promise.race([client.disconnect({ topic, reason: USER_DISCONNECTED }), timeout]);
  } catch {
    // Dropped locally below.
  } finally {
    clearTimeout(timer);
  }
  if (client.session.keys.includes(topic)) {
    await client.session.delete(topic, USER_DISCONNECTED).catch(() => {});
  }
}

/** Options of {@link watchSession}. */
export interface WatchSessionOptions {
  /** Only forward chainChanged / accountsChanged events on this namespace's chains. */
  namespace?: PairingNamespace;
}

/** An address from an accountsChanged entry: a plain address or a CAIP-10 account. */
function plainAddress(entry: string): string {
  return isCaipAddress(entry) ? parseCaipAddress(entry).address : entry;
}

/** What a `session_event` carries (the part read here). */
interface SessionEventArgs {
  topic: string;
  params: { event: { name: string; data: unknown }; chainId: string };
}

/**
 * Forwards the session's events as the connection machine's ProviderEvents until the returned
 * function is called: `session_event` chainChanged → provider.chainChanged (the event's data: a
 * number, hex or CAIP-2; the event's chain when there is none), accountsChanged →
 * provider.accountsChanged (plain addresses), and `session_delete` / `session_expire` of this topic →
 * provider.disconnect.
 */
export function watchSession(
  client: WalletConnectClient,
  topic: string,
  emit: (event: ProviderEvent) => void,
  options: WatchSessionOptions = {},
): () => void {
  const onEvent = (args: SessionEventArgs) => {
    if (args.topic !== topic) return;
    const { event, chainId } = args.params;
    if (options.namespace && !chainId.startsWith(`${options.namespace}:`)) return;
    if (event.name === 'chainChanged') {
      const data = event.data;
      emit({
        type: 'provider.chainChanged',
        chainId: typeof data === 'number' || typeof data === 'string' ? data : chainId,
      });
    } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      const addresses = event.data
        .filter((entry): entry is string => typeof entry === 'string')
        .map(plainAddress);
      emit({ type: 'provider.accountsChanged', addresses });
    }
  };
  const onEnd = (args: { topic: string }) => {
    if (args.topic === topic) emit({ type: 'provider.disconnect' });
  };
  client.on('session_event', onEvent);
  client.on('session_delete', onEnd);
  client.on('session_expire', onEnd);
  return () => {
    client.off('session_event', onEvent);
    client.off('session_delete', onEnd);
    client.off('session_expire', onEnd);
  };
}
