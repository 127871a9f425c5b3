/**
 * Framework-free actions on an EIP-1193 provider (an announced or injected EVM wallet): connect,
 * reconnect without a prompt, switch chain (§4: switch, else add, else 'Chain is not supported'),
 * watch its events, and disconnect. The engine wraps them as the connection and network machines'
 * actors.
 */
import type { Address } from 'viem';
import { isEvmAddress } from '../../domain/addresses.ts';
import { type CaipNetworkId, formatCaipNetworkId } from '../../domain/caip.ts';
import { USER_REJECTED_REQUEST_CODE } from '../../domain/constants.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type { Eip1193Provider } from './types.ts';

/** An EVM connection: the accounts the wallet gave (the first is in use) and its chain. */
// EIP-3085/3326 want the chain id as a 0x-prefixed hex quantity. Written here rather than imported
// from viem: this module is on the engine's first load and viem's helpers pull in its encoders.
function chainIdHex(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`;
}

export interface EvmConnection {
  readonly address: Address;
  readonly addresses: readonly Address[];
  readonly chainId: CaipNetworkId;
}

/** The numeric code of a wallet error, when it has one. */
export function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}

const isRejection = (error: unknown) => walletErrorCode(error) === USER_REJECTED_REQUEST_CODE;

/** `eip155:<n>` from what eth_chainId and chainChanged carry: '0x7a69', '31337' or 31337. */
export function evmCaipNetworkId(chainId: unknown): CaipNetworkId {
  const id =
    typeof chainId === 'number' ? chainId : typeof chainId === 'string' ? Number(chainId) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw PorticoError.of('invalidChainId');
  return formatCaipNetworkId('eip155', id);
}

function addressesOf(value: unknown): Address[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Address => typeof item === 'string' && item.startsWith('0x') && isEvmAddress(item),
  );
}

async function connectionOf(provider: Eip1193Provider, addresses: Address[]): Promise<EvmConnection | null> {
  const [address] = addresses;
  if (!address) return null;
  const chainId = evmCaipNetworkId(await provider.request({ method: 'eth_chainId' }));
  return { address, addresses, chainId };
}

/**
 * Connect: eth_requestAccounts (the wallet's prompt), then eth_chainId. Throws a PorticoError:
 * 'Connection rejected' when the person refuses (4001), 'Failed to connect' for anything else,
 * an empty account list included; the wallet's error is its `cause`.
 */
export async function connectEvm(provider: Eip1193Provider): Promise<EvmConnection> {
  try {
    const connection = await connectionOf(
      provider,
      addressesOf(await provider.request({ method: 'eth_requestAccounts' })),
    );
    if (connection) return connection;
  } catch (error) {
    throw PorticoError.of(isRejection(error) ? 'connectionRejected' : 'failedToConnect', { cause: error });
  }
  throw PorticoError.of('failedToConnect', { cause: new Error('the wallet gave no account') });
}

/**
 * Reconnect silently (§4 sync on load): eth_accounts, which never prompts. `null` when the wallet
 * has not authorized this site, or fails: on load that is "not connected", not an error to show.
 */
export async function reconnectEvm(provider: Eip1193Provider): Promise<EvmConnection | null> {
  try {
    return await connectionOf(provider, addressesOf(await provider.request({ method: 'eth_accounts' })));
  } catch {
    return null;
  }
}

/** EIP-3085 params of a network: its own public endpoints, never the project's RPC proxy URL. */
export function addEthereumChainParameter(network: Network) {
  const explorer = network.blockExplorers?.default.url;
  return {
    chainId: chainIdHex(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.chainDefault.http,
    blockExplorerUrls: explorer ? [explorer] : null,
  };
}

/**
 * wallet_switchEthereumChain alone; rethrows the wallet's error as is. The network machine invokes
 * this and {@link addEvmChain} as separate actors because its guards read the wallet's code.
 */
export async function requestEvmChainSwitch(provider: Eip1193Provider, network: Network): Promise<void> {
  await provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: chainIdHex(network.id) }],
  });
}

/** wallet_addEthereumChain with the network's params (wallets switch to a chain they add); rethrows. */
export async function addEvmChain(provider: Eip1193Provider, network: Network): Promise<void> {
  await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] });
}

/** What {@link watchEvmProvider} reports. */
export interface EvmProviderListeners {
  /** The accounts changed; an empty list means the wallet locked or revoked this site. */
  onAccountsChanged?: (addresses: readonly Address[]) => void;
  onChainChanged?: (chainId: CaipNetworkId) => void;
  onDisconnect?: () => void;
}

/**
 * Forward a provider's accountsChanged, chainChanged and disconnect events, parsed (wallets send hex
 * or decimal chain ids; an unparsable one is dropped). Returns the unsubscribe function; a provider
 * without `on` gives a no-op.
 */
export function watchEvmProvider(provider: Eip1193Provider, listeners: EvmProviderListeners): () => void {
  const onAccounts = (payload: unknown) => listeners.onAccountsChanged?.(addressesOf(payload));
  const onChain = (payload: unknown) => {
    let chainId: CaipNetworkId;
    try {
      chainId = evmCaipNetworkId(payload);
    } catch {
      return;
    }
    listeners.onChainChanged?.(chainId);
  };
  const onDisconnect = () => listeners.onDisconnect?.();
  const handlers: [string, (payload: never) => void][] = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ];
  if (!provider.on) return () => {};
  for (const [event, handler] of handlers) provider.on(event, handler);
  return () => {
    for (const [event, handler] of handlers) provider.removeListener?.(event, handler);
  };
}

/**
 * Disconnect: ask the wallet to drop this site's permission (wallet_revokePermissions, EIP-2255) when
 * it supports it. A wallet that does not, or fails, is ignored: the app forgets the connection anyway,
 * and the next connect prompts again if the wallet wants it.
 */
export async function disconnectEvm(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  } catch {
    // Not supported (4200) or refused: nothing else to do.
  }
}
