/**
 * The pairing connector's bridge, loaded on first use: the engine holds this facade from its start
 * (the session store for the hooks, the provider getter, the pairing actor's effects), and the
 * bridge's own code comes with the first pairing or restore, so a visitor who only opens the modal
 * downloads none of it.
 */
import { watchWhenLoaded } from './connectors/connector.ts';
import { loadOnDemand } from './loadOnDemand.ts';
import type { WalletConnectBridge, WalletConnectBridgeOptions } from './walletConnectBridge.ts';
import { PAIRING_CONNECTOR } from './walletConnectIds.ts';

/** A bridge with the same surface as `createWalletConnectBridge`'s, loading it on the first call. */
export function createLazyWalletConnectBridge(options: WalletConnectBridgeOptions): WalletConnectBridge {
  let bridge: WalletConnectBridge | undefined;
  let loading: Promise<WalletConnectBridge> | undefined;
  // Listeners of the session store from before the load; the loaded bridge's store tells them after.
  const listeners = new Set<() => void>();
  const load = () => {
    loading ??= loadOnDemand((code) => code.walletConnectBridge()).then(({ createWalletConnectBridge }) => {
      bridge = createWalletConnectBridge(options);
      bridge.session.subscribe(() => {
        for (const listener of listeners) listener();
      });
      return bridge;
    });
    return loading;
  };

  return {
    connector: PAIRING_CONNECTOR,
    session: {
      getSnapshot: () => bridge?.session.getSnapshot() ?? null,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    // The pairing actor's effects load the bridge first.
    pairingEffects: {
      checkRelay: async () => (await load()).pairingEffects.checkRelay(),
      propose: async (signal) => (await load()).pairingEffects.propose(signal),
    },
    connect: async (input, signal) => (await load()).connect(input, signal),
    restore: async (input) => (await load()).restore(input),
    disconnect: async (input) => (await load()).disconnect(input),
    watch: (namespace, emit) => watchWhenLoaded(load(), (loaded) => loaded.watch(namespace, emit)),
    switchChain: async (network) => (await load()).switchChain(network),
    addChain: async (network) => (await load()).addChain(network),
    provider: (namespace) => bridge?.provider(namespace),
    // Nothing to stop when it never loaded.
    stop: async () => bridge?.stop(),
  };
}
