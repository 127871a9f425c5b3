/**
 * Framework-free actions on a Wallet Standard Solana wallet: connect (standard:connect), disconnect
 * (standard:disconnect), and watch its 'change' events (standard:events).
 */
import type { CaipNetworkId } from '../../domain/caip.ts';
import { USER_REJECTED_REQUEST_CODE } from '../../domain/constants.ts';
import { PorticoError } from '../../domain/errors.ts';
import { solana, solanaDevnet, solanaTestnet } from '../../domain/networks.ts';
import { walletErrorCode } from './evmActions.ts';
import type { StandardWallet, StandardWalletAccount } from './types.ts';

/** A Solana connection: the wallet's accounts (the first is in use) and the chain it is on. */
export interface SolanaConnection {
  readonly address: string;
  readonly addresses: readonly string[];
  readonly chainId: CaipNetworkId;
}

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ readonly accounts: readonly StandardWalletAccount[] }>;
};
type DisconnectFeature = { disconnect(): Promise<void> };
type ChangeProperties = {
  readonly accounts?: readonly StandardWalletAccount[];
  readonly chains?: readonly string[];
};
type EventsFeature = { on(event: 'change', listener: (properties: ChangeProperties) => void): () => void };

/** A feature of the wallet when it has the named method; features come from third-party code. */
function feature<T>(wallet: StandardWallet, name: string, method: string): T | undefined {
  const value = wallet.features[name];
  if (typeof value !== 'object' || value === null) return undefined;
  return typeof (value as Record<string, unknown>)[method] === 'function' ? (value as T) : undefined;
}

/** The Wallet Standard's cluster names, as CAIP-2 ids (genesis-hash prefixes). */
const CLUSTER_CAIP_IDS: Readonly<Record<string, CaipNetworkId>> = {
  'solana:mainnet': solana.caipNetworkId,
  'solana:testnet': solanaTestnet.caipNetworkId,
  'solana:devnet': solanaDevnet.caipNetworkId,
};

/** A wallet's chain as a CAIP-2 id: cluster names map to genesis ids, CAIP-2 ids pass as they are. */
export function solanaCaipNetworkId(chain: string): CaipNetworkId {
  return CLUSTER_CAIP_IDS[chain] ?? (chain as CaipNetworkId);
}

function connectionOf(
  wallet: StandardWallet,
  accounts: readonly StandardWalletAccount[],
): SolanaConnection | null {
  const usable = accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')));
  const [first] = usable;
  if (!first) return null;
  // The account's first Solana chain, else the wallet's: the wallet lists the chain it is on first.
  const chain = [...first.chains, ...wallet.chains].find((candidate) => candidate.startsWith('solana:'));
  if (!chain) return null;
  return {
    address: first.address,
    addresses: usable.map((account) => account.address),
    chainId: solanaCaipNetworkId(chain),
  };
}

/**
 * Connect through standard:connect (the wallet's prompt). Throws a PorticoError: 'Connection
 * rejected' when the person refuses (4001, or a wallet error named like a rejection), 'Failed to
 * connect' otherwise, no Solana account included; the wallet's error is its `cause`.
 */
export async function connectSolana(wallet: StandardWallet): Promise<SolanaConnection> {
  const connect = feature<ConnectFeature>(wallet, 'standard:connect', 'connect');
  if (!connect) throw PorticoError.of('failedToConnect', { cause: new Error('no standard:connect') });
  let connection: SolanaConnection | null;
  try {
    connection = connectionOf(wallet, (await connect.connect()).accounts);
  } catch (error) {
    throw PorticoError.of(isRejection(error) ? 'connectionRejected' : 'failedToConnect', { cause: error });
  }
  if (!connection)
    throw PorticoError.of('failedToConnect', { cause: new Error('the wallet gave no Solana account') });
  return connection;
}

/**
 * Reconnect silently (§4 sync on load): standard:connect with `silent: true`, which wallets answer
 * without a prompt, with the accounts already authorized or none. `null` when none, or on failure.
 */
export async function reconnectSolana(wallet: StandardWallet): Promise<SolanaConnection | null> {
  const connect = feature<ConnectFeature>(wallet, 'standard:connect', 'connect');
  try {
    return connect ? connectionOf(wallet, (await connect.connect({ silent: true })).accounts) : null;
  } catch {
    return null;
  }
}

// Wallet Standard wallets often throw without a code; their rejection errors say so in the name.
const isRejection = (error: unknown) =>
  walletErrorCode(error) === USER_REJECTED_REQUEST_CODE ||
  (error instanceof Error && /reject/i.test(error.name));

/** Disconnect through standard:disconnect when the wallet has it; a failure is ignored (see disconnectEvm). */
export async function disconnectSolana(wallet: StandardWallet): Promise<void> {
  try {
    await feature<DisconnectFeature>(wallet, 'standard:disconnect', 'disconnect')?.disconnect();
  } catch {
    // Nothing else to do: the app forgets the connection anyway.
  }
}

/** What {@link watchSolanaWallet} reports. */
export interface SolanaWalletListeners {
  /** The wallet's accounts changed (addresses of Solana accounts, first in use). */
  onAccountsChanged?: (addresses: readonly string[]) => void;
  onChainChanged?: (chainId: CaipNetworkId) => void;
  /** The wallet dropped every account: disconnected from its side. */
  onDisconnect?: () => void;
}

/**
 * Forward standard:events 'change': accounts (an empty list is a disconnect) and chains. Returns the
 * unsubscribe function; a wallet without standard:events gives a no-op.
 */
export function watchSolanaWallet(wallet: StandardWallet, listeners: SolanaWalletListeners): () => void {
  const events = feature<EventsFeature>(wallet, 'standard:events', 'on');
  if (!events) return () => {};
  return events.on('change', (properties) => {
    if (properties.accounts) {
      const connection = connectionOf(wallet, properties.accounts);
      if (connection) listeners.onAccountsChanged?.(connection.addresses);
      else listeners.onDisconnect?.();
    }
    const chain = properties.chains?.find((candidate) => candidate.startsWith('solana:'));
    if (chain) listeners.onChainChanged?.(solanaCaipNetworkId(chain));
  });
}
