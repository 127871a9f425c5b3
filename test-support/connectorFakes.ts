/** Fake wallets for the connector unit tests: a scripted EIP-1193 provider and a Wallet Standard wallet. */
import type {
  Eip1193Provider,
  Eip1193RequestArguments,
  StandardWallet,
  StandardWalletAccount,
} from '../headless/connectors/types.ts';

/** An error as wallets throw them: a message and an EIP-1193 code. */
export function walletError(code: number, message = `wallet error ${code}`): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

/** A provider answering by `answer` (throw to fail), recording calls and holding real listeners. */
export function fakeProvider(answer: (args: Eip1193RequestArguments) => unknown) {
  const calls: Eip1193RequestArguments[] = [];
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const provider: Eip1193Provider = {
    request: async (args) => {
      calls.push(args);
      return answer(args);
    },
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener);
    },
  };
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (payload: unknown) => void)(payload);
  };
  return {
    provider,
    calls,
    emit,
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
}

/** A Solana account on `chains`. */
export function fakeAccount(
  address: string,
  chains: readonly string[] = ['solana:devnet'],
): StandardWalletAccount {
  return { address, publicKey: new Uint8Array(32), chains, features: [] };
}

/** A Wallet Standard wallet whose connect answers `connect`, with a working 'change' event. */
export function fakeStandardWallet(
  name: string,
  options: {
    chains?: readonly string[];
    connect?: (input?: { silent?: boolean }) => Promise<{ accounts: readonly StandardWalletAccount[] }>;
    disconnect?: () => Promise<void>;
    withConnect?: boolean;
  } = {},
) {
  const changeListeners = new Set<(properties: unknown) => void>();
  const features: Record<string, unknown> = {
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: unknown) => void) => {
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
    },
  };
  if (options.withConnect !== false)
    features['standard:connect'] = {
      version: '1.0.0',
      connect: options.connect ?? (async () => ({ accounts: [fakeAccount('SoLAddr1111')] })),
    };
  if (options.disconnect)
    features['standard:disconnect'] = { version: '1.0.0', disconnect: options.disconnect };
  const wallet: StandardWallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,AA==',
    chains: options.chains ?? ['solana:devnet'],
    features,
    accounts: [],
  };
  return {
    wallet,
    emitChange: (properties: unknown) => {
      for (const listener of changeListeners) listener(properties);
    },
    changeListenerCount: () => changeListeners.size,
  };
}
