/**
 * The one seam for connector code loaded on demand: the engine holds a connector from its start (its
 * §3 description, which the Connect view lists), and the code behind it (the page wallets' calls, the
 * pairing bridge, the embedded wallet) comes with the first call. Each call waits for the load; the
 * provider and the stop, which must answer at once, read what has loaded (nothing before the load).
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import { type WalletConnector, watchWhenLoaded } from './connector.ts';
import type { Connector } from './types.ts';

/** Code loaded once, on the first `load()`; `loaded()` is undefined until then. */
export interface OnDemand<T> {
  load(): Promise<T>;
  loaded(): T | undefined;
}

/** Load `create` once, on first use. */
export function onDemand<T>(create: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= create().then((created) => {
        value = created;
        return created;
      });
      return loading;
    },
    loaded: () => value,
  };
}

/** A connector's calls, without its description. */
export type ConnectorCalls = Omit<WalletConnector, 'connector'>;

/**
 * The connector `connector` whose calls are `calls`, loaded on the first call. `provider` answers from
 * the loaded code unless given (a page wallet's provider is in the page from the start).
 */
export function lazyConnector(
  connector: Connector,
  calls: OnDemand<ConnectorCalls>,
  provider?: WalletConnector['provider'],
): WalletConnector {
  return {
    connector,
    connect: async (input, signal) => (await calls.load()).connect(input, signal),
    restore: async (input) => (await calls.load()).restore(input),
    disconnect: async (input) => (await calls.load()).disconnect(input),
    switchChain: async (network) => (await calls.load()).switchChain(network),
    addChain: async (network) => (await calls.load()).addChain(network),
    provider: provider ?? ((namespace: ChainNamespace) => calls.loaded()?.provider(namespace)),
    watch: (namespace, emit) => watchWhenLoaded(calls.load(), (loaded) => loaded.watch(namespace, emit)),
  };
}
