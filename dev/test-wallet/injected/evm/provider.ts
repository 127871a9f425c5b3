/**
 * The EVM half of the test wallet: an EIP-1193 provider backed by local private keys. Reads go to
 * the active chain's RPC; connecting, signing, sending and switching or adding chains first pass the
 * approval gate. Errors carry EIP-1193 codes: 4001 rejected, 4100 unauthorized, 4200 unsupported,
 * 4902 unknown chain, -32602 bad params.
 */

import { type Address, type Hex, hashTypedData, hexToNumber, isHex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Approver } from '../approval.ts';
import type { Authorization } from '../authorization.ts';
import { createEmitter } from '../emitter.ts';
import {
  disconnected,
  internalError,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
} from '../errors.ts';
import type { EvmChainConfig } from '../options.ts';
import { createChainRegistry } from './chains.ts';
import {
  addChainParams,
  parseParams,
  personalSignParams,
  sendTransactionParams,
  signTypedDataParams,
  switchChainParams,
} from './params.ts';
import { createChainClients } from './rpcClient.ts';
import { toTransactionFields } from './transaction.ts';
import { parseTypedData } from './typedData.ts';

/** Read-only methods passed through to the active chain's RPC untouched. */
export const PASS_THROUGH_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_listening',
  'web3_clientVersion',
]);

/** The events of an EIP-1193 provider and their payloads. */
export interface ProviderEvents {
  [event: string]: unknown;
  connect: { chainId: Hex };
  disconnect: ProviderRpcError;
  chainChanged: Hex;
  accountsChanged: Address[];
}

/** An EIP-1193 provider. */
export interface Eip1193Provider {
  /** Marks this provider as the development wallet (never `isMetaMask`). */
  readonly isPorticoTestWallet: true;
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  on<K extends keyof ProviderEvents>(
    event: K,
    listener: (payload: ProviderEvents[K]) => void,
  ): Eip1193Provider;
  removeListener<K extends keyof ProviderEvents>(
    event: K,
    listener: (payload: ProviderEvents[K]) => void,
  ): Eip1193Provider;
}

/** What the provider is built from. */
export interface EvmWalletDeps {
  readonly chains: readonly EvmChainConfig[];
  /** Private keys; the first account is the selected one. */
  readonly privateKeys: readonly Hex[];
  readonly approver: Approver;
  /** The origin shown in approval requests. */
  readonly origin: () => string;
  /** Fetch for the chains' RPC (a fake chain in unit tests). */
  readonly fetch?: typeof fetch | undefined;
  /** What is remembered of the site's authorisation across page loads (nothing by default). */
  readonly authorization?: Authorization | undefined;
}

/** The provider and the controls a test has over it. */
export interface EvmWallet {
  readonly provider: Eip1193Provider;
  /** Every address the wallet holds keys for. */
  readonly addresses: readonly Address[];
  /** Whether the app has been given the accounts. */
  readonly connected: boolean;
  /** The active chain id. */
  readonly chainId: number;
  /**
   * Expose these accounts (held by the wallet) in this order and emit accountsChanged, as when the
   * person switches account in their wallet. An empty list locks the wallet: the app loses access.
   */
  selectAccounts(addresses: readonly string[]): void;
  /** Drop the connection: accountsChanged with [] and disconnect with a 4900 error. */
  disconnect(): void;
}

/** Create the EVM wallet. */
export function createEvmWallet(deps: EvmWalletDeps): EvmWallet {
  const accounts = deps.privateKeys.map((key) => privateKeyToAccount(key));
  const chains = createChainRegistry(deps.chains);
  const clientFor = createChainClients(deps.fetch);
  const events = createEmitter<ProviderEvents>();
  let exposed: Address[] = accounts.map((account) => account.address);
  let connected = deps.authorization?.remembered() ?? false;
  const setConnected = (next: boolean) => {
    connected = next;
    deps.authorization?.remember(next);
  };
  let pendingConnect: Promise<Address[]> | undefined;

  const ask = (method: string, params: unknown) =>
    deps.approver.ask({
      namespace: 'eip155',
      chain: `eip155:${chains.current.chainId}`,
      method,
      params,
      origin: deps.origin(),
    });

  /** The held account for `address`, if the app was given it; else 4100. */
  const authorizedAccount = (address: string): LocalAccount => {
    const wanted = address.toLowerCase();
    const account = accounts.find((candidate) => candidate.address.toLowerCase() === wanted);
    if (!connected || !account || !exposed.includes(account.address)) throw unauthorized();
    return account;
  };

  const connect = (): Promise<Address[]> => {
    if (connected) return Promise.resolve([...exposed]);
    // A second eth_requestAccounts while the first waits shares its answer instead of a second prompt.
    pendingConnect ??= ask('eth_requestAccounts', undefined)
      .then(() => {
        setConnected(true);
        events.emit('connect', { chainId: chains.currentHex });
        events.emit('accountsChanged', [...exposed]);
        return [...exposed];
      })
      .finally(() => {
        pendingConnect = undefined;
      });
    return pendingConnect;
  };

  const toChainId = (method: string, hex: string): number => {
    const id = hexToNumber(hex as Hex);
    if (!Number.isSafeInteger(id) || id <= 0 || id >= 2 ** 31)
      throw invalidParams(method, `bad chainId ${hex}`);
    return id;
  };

  const selectChain = (chainId: number) => {
    if (chains.current.chainId === chainId) return;
    chains.select(chainId);
    events.emit('chainChanged', chains.currentHex);
  };

  const switchChain = async (params: unknown) => {
    const [{ chainId: hex }] = parseParams('wallet_switchEthereumChain', switchChainParams, params);
    const chainId = toChainId('wallet_switchEthereumChain', hex);
    if (chainId === chains.current.chainId) return null;
    if (!chains.get(chainId)) throw unrecognizedChain(hex);
    await ask('wallet_switchEthereumChain', params);
    selectChain(chainId);
    return null;
  };

  // EIP-3085 lets a wallet switch to the chain it adds; this one does, as the common wallets do, so
  // the app's "switch, else add" fallback (§4) ends on the chain it asked for.
  const addChain = async (params: unknown) => {
    const [added] = parseParams('wallet_addEthereumChain', addChainParams, params);
    const chainId = toChainId('wallet_addEthereumChain', added.chainId);
    const [rpcUrl] = added.rpcUrls;
    await ask('wallet_addEthereumChain', params);
    // A chain the wallet already knows keeps its RPC, as real wallets refuse to let a page replace it.
    if (!chains.get(chainId) && rpcUrl) {
      chains.add({ chainId, rpcUrl, name: added.chainName, nativeCurrency: added.nativeCurrency });
    }
    selectChain(chainId);
    return null;
  };

  const personalSign = async (params: unknown) => {
    const [message, address] = parseParams('personal_sign', personalSignParams, params);
    const account = authorizedAccount(address);
    await ask('personal_sign', params);
    return account.signMessage({ message: isHex(message) ? { raw: message } : message });
  };

  const signTypedData = async (params: unknown) => {
    const [address, raw] = parseParams('eth_signTypedData_v4', signTypedDataParams, params);
    const typedData = parseTypedData(raw);
    try {
      hashTypedData(typedData);
    } catch (error) {
      throw invalidParams('eth_signTypedData_v4', error instanceof Error ? error.message : String(error));
    }
    const account = authorizedAccount(address);
    await ask('eth_signTypedData_v4', params);
    return account.signTypedData(typedData);
  };

  const sendTransaction = async (params: unknown) => {
    const [transaction] = parseParams('eth_sendTransaction', sendTransactionParams, params);
    const account = authorizedAccount(transaction.from);
    if (
      transaction.chainId !== undefined &&
      hexToNumber(transaction.chainId as Hex) !== chains.current.chainId
    ) {
      throw invalidParams('eth_sendTransaction', `chainId ${transaction.chainId} is not the active chain`);
    }
    const fields = toTransactionFields(transaction);
    await ask('eth_sendTransaction', params);
    return clientFor(chains.current).sendTransaction(account, fields);
  };

  const route = async (method: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'eth_chainId':
        return chains.currentHex;
      case 'net_version':
        return String(chains.current.chainId);
      case 'eth_accounts':
        return connected ? [...exposed] : [];
      case 'eth_requestAccounts':
        return connect();
      case 'wallet_revokePermissions':
        if (connected) {
          setConnected(false);
          events.emit('accountsChanged', []);
        }
        return null;
      case 'wallet_switchEthereumChain':
        return switchChain(params);
      case 'wallet_addEthereumChain':
        return addChain(params);
      case 'personal_sign':
        return personalSign(params);
      case 'eth_signTypedData_v4':
        return signTypedData(params);
      case 'eth_sendTransaction':
        return sendTransaction(params);
      default:
        if (PASS_THROUGH_METHODS.has(method)) return clientFor(chains.current).request(method, params);
        throw unsupportedMethod(method);
    }
  };

  const provider: Eip1193Provider = {
    isPorticoTestWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw invalidParams('request', 'expected { method: string, params?: unknown }');
      }
      try {
        return await route(args.method, args.params);
      } catch (error) {
        throw error instanceof ProviderRpcError ? error : internalError(error);
      }
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.removeListener(event, listener);
      return provider;
    },
  };

  return {
    provider,
    addresses: accounts.map((account) => account.address),
    get connected() {
      return connected;
    },
    get chainId() {
      return chains.current.chainId;
    },
    selectAccounts(addresses) {
      if (addresses.length === 0) {
        setConnected(false);
        events.emit('accountsChanged', []);
        return;
      }
      exposed = addresses.map((address) => {
        const account = accounts.find((held) => held.address.toLowerCase() === address.toLowerCase());
        if (!account) throw new Error(`The test wallet holds no key for ${address}.`);
        return account.address;
      });
      if (connected) events.emit('accountsChanged', [...exposed]);
    },
    disconnect() {
      setConnected(false);
      events.emit('accountsChanged', []);
      events.emit('disconnect', disconnected());
    },
  };
}
