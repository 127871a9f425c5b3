/**
 * An EIP-1193 provider over a session's eip155 namespace, so the host's `useProvider()` and viem's
 * `custom` transport work with a pairing wallet, and the §4 network switch for a pairing wallet:
 * switch; if the wallet does not know the chain, add it; if that fails, 'Chain is not supported'.
 */
import { numberToHex } from 'viem';
import { type CaipNetworkId, formatCaipNetworkId, isCaipNetworkId } from '../../../domain/caip.ts';
import { USER_REJECTED_REQUEST_CODE } from '../../../domain/constants.ts';
import { failedToSwitchChain, isUnknownChainErrorCode, PorticoError } from '../../../domain/errors.ts';
import type { Network } from '../../../domain/networks.ts';
import { addEthereumChainParameter, evmCaipNetworkId } from '../evmActions.ts';
import type { Eip1193Provider, Eip1193RequestArguments } from '../types.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import { errorCode, toWalletRpcError, UNSUPPORTED_METHOD_CODE, WalletRpcError } from './errors.ts';
import { sessionAccount, watchSession } from './session.ts';

/** Answers what the session does not allow (reads such as eth_call, eth_getBalance) on `chainId`. */
export type ReadFallback = (args: Eip1193RequestArguments, chainId: CaipNetworkId) => Promise<unknown>;

/** Options of {@link createWalletConnectProvider}. */
export interface WalletConnectProviderOptions {
  /** The chain to start on; default the chain of the session's first eip155 account. */
  chainId?: CaipNetworkId;
  /** For methods the session does not allow; without it they fail with 4200. */
  fallback?: ReadFallback;
}

/** EIP-1193 events the provider emits. */
export type WalletConnectProviderEvent = 'chainChanged' | 'accountsChanged' | 'disconnect';

/** An EIP-1193 provider bound to one session topic. */
export interface WalletConnectProvider extends Eip1193Provider {
  readonly topic: string;
  /** The chain requests go to (CAIP-2). */
  readonly chainId: CaipNetworkId;
  request(args: Eip1193RequestArguments): Promise<unknown>;
  on(event: string, listener: (payload: never) => void): WalletConnectProvider;
  removeListener(event: string, listener: (payload: never) => void): WalletConnectProvider;
  /** Sends requests to `chainId` from now on and emits chainChanged when it differs. */
  setChainId(chainId: CaipNetworkId): void;
  /** Stops following the session's events. */
  close(): void;
}

/** The session's eip155 methods and chains (chains from `chains` and from the accounts). */
function eip155Of(session: WalletConnectSession | undefined): { methods: string[]; chains: CaipNetworkId[] } {
  const namespace = session?.namespaces.eip155;
  const fromAccounts = (namespace?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'));
  const chains = [...new Set([...(namespace?.chains ?? []), ...fromAccounts])].filter(isCaipNetworkId);
  return { methods: namespace?.methods ?? [], chains };
}

function findSession(client: WalletConnectClient, topic: string): WalletConnectSession | undefined {
  return client.session.keys.includes(topic) ? client.session.get(topic) : undefined;
}

/** `eip155:<n>` from what chainChanged and the switch methods carry: a number, hex, decimal or CAIP-2. */
function toEip155(chainId: unknown): CaipNetworkId {
  if (typeof chainId === 'string' && chainId.startsWith('eip155:')) return evmCaipNetworkId(chainId.slice(7));
  return evmCaipNetworkId(chainId);
}

/** The chain id a wallet_switchEthereumChain / wallet_addEthereumChain call names (`params[0].chainId`). */
function requestedChain(args: Eip1193RequestArguments): CaipNetworkId | undefined {
  const [first] = Array.isArray(args.params) ? args.params : [];
  if (typeof first !== 'object' || first === null || !('chainId' in first)) return undefined;
  try {
    return toEip155(first.chainId);
  } catch {
    return undefined;
  }
}

async function send(
  client: WalletConnectClient,
  topic: string,
  chainId: CaipNetworkId,
  args: Eip1193RequestArguments,
): Promise<unknown> {
  try {
    return await client.request({ topic, chainId, request: { method: args.method, params: args.params } });
  } catch (error) {
    throw toWalletRpcError(error);
  }
}

/**
 * An EIP-1193 provider over the session `topic`: eth_chainId and eth_accounts / eth_requestAccounts are
 * answered from the session; methods the session allows go to the wallet as
 * `client.request({ topic, chainId, request })` on the current chain (wallet errors keep their code),
 * or fail with 'Unsupported chain' when the current chain is not in the session;
 * other methods go to `fallback`, or fail with 4200. A successful wallet_switchEthereumChain or
 * wallet_addEthereumChain, and the wallet's chainChanged, move the current chain. Emits chainChanged
 * (hex), accountsChanged and disconnect.
 */
export function createWalletConnectProvider(
  client: WalletConnectClient,
  topic: string,
  options: WalletConnectProviderOptions = {},
): WalletConnectProvider {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const fire = (event: WalletConnectProviderEvent, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (payload: unknown) => void)(payload);
  };
  const initial = findSession(client, topic);
  let chainId: CaipNetworkId =
    options.chainId ?? (initial && sessionAccount(initial, 'eip155')?.chainId) ?? 'eip155:1';

  const addresses = () => {
    const session = findSession(client, topic);
    const account = session ? sessionAccount(session, 'eip155', { chainId }) : null;
    return account && account.chainId === chainId ? account.accounts.map((a) => a.address) : [];
  };

  const provider: WalletConnectProvider = {
    topic,
    get chainId() {
      return chainId;
    },
    setChainId(next) {
      if (next === chainId) return;
      chainId = next;
      fire('chainChanged', numberToHex(Number(next.slice(7))));
    },
    async request(args) {
      if (args.method === 'eth_chainId') return numberToHex(Number(chainId.slice(7)));
      if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return addresses();
      const { methods, chains } = eip155Of(findSession(client, topic));
      if (!methods.includes(args.method)) {
        if (options.fallback) return options.fallback(args, chainId);
        throw new WalletRpcError(UNSUPPORTED_METHOD_CODE, `The session does not allow ${args.method}`);
      }
      // §5 request: the chain must be in the session. The sign-client refuses it too, but with its
      // own 'Missing or invalid' text; the spec's is 'Unsupported chain' (§8).
      if (!chains.includes(chainId)) throw PorticoError.of('unsupportedChain');
      const result = await send(client, topic, chainId, args);
      if (args.method === 'wallet_switchEthereumChain' || args.method === 'wallet_addEthereumChain') {
        const target = requestedChain(args);
        if (target) provider.setChainId(target);
      }
      return result;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    close() {
      stop();
    },
  };

  const stop = watchSession(
    client,
    topic,
    (event) => {
      if (event.type === 'provider.chainChanged') {
        try {
          provider.setChainId(toEip155(event.chainId));
        } catch {
          // A chain id we cannot read is ignored.
        }
      } else if (event.type === 'provider.accountsChanged') fire('accountsChanged', event.addresses);
      else fire('disconnect', { code: 4900, message: 'The session ended' });
    },
    { namespace: 'eip155' },
  );
  return provider;
}

/** Options of {@link switchWalletConnectChain}. */
export interface SwitchWalletConnectChainOptions {
  /** The provider in use: the request goes out on its chain and it moves to the new one. */
  provider?: WalletConnectProvider;
}

const isRejection = (error: unknown) => errorCode(error) === USER_REJECTED_REQUEST_CODE;

/**
 * §4 network switch for a pairing wallet: wallet_switchEthereumChain; when the wallet does not know the
 * chain (4902, 5000, ±32603, see isUnknownChainErrorCode) or the session has no switch method,
 * wallet_addEthereumChain with the network's params; when that fails or is not allowed, 'Chain is not
 * supported'. A refusal (4001) at either step is 'Connection rejected'; any other switch failure is
 * 'Failed to switch to chain …'; a non-eip155 network is 'Chain is not supported'. A session without
 * the switch method that already has the chain just moves the provider there. The request goes out
 * on the provider's chain, else on the target when the session has it, else on its first chain.
 */
export async function switchWalletConnectChain(
  client: WalletConnectClient,
  topic: string,
  network: Network,
  options: SwitchWalletConnectChainOptions = {},
): Promise<void> {
  if (network.chainNamespace !== 'eip155') throw PorticoError.of('chainNotSupported');
  const target = formatCaipNetworkId('eip155', network.id);
  const { methods, chains } = eip155Of(findSession(client, topic));
  const from = options.provider?.chainId ?? (chains.includes(target) ? target : chains[0]);
  if (!from) throw PorticoError.of('chainNotSupported');
  const call = (method: string, params: unknown[]) => send(client, topic, from, { method, params });
  const done = () => options.provider?.setChainId(target);

  if (methods.includes('wallet_switchEthereumChain')) {
    try {
      await call('wallet_switchEthereumChain', [{ chainId: numberToHex(Number(network.id)) }]);
      return done();
    } catch (error) {
      if (isRejection(error)) throw PorticoError.of('connectionRejected', { cause: error });
      const code = errorCode(error);
      if (code === undefined || !isUnknownChainErrorCode(code)) {
        throw new PorticoError('failedToSwitchChain', failedToSwitchChain(network.id), { cause: error });
      }
    }
  } else if (chains.includes(target)) {
    return done();
  }
  if (!methods.includes('wallet_addEthereumChain')) throw PorticoError.of('chainNotSupported');
  try {
    await call('wallet_addEthereumChain', [addEthereumChainParameter(network)]);
    return done();
  } catch (error) {
    if (isRejection(error)) throw PorticoError.of('connectionRejected', { cause: error });
    throw PorticoError.of('chainNotSupported', { cause: error });
  }
}
